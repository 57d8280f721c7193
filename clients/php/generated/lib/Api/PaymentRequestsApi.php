<?php
/**
 * PaymentRequestsApi
 * PHP version 8.1
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */

/**
 * Payments Platform API (REST compatibility layer)
 *
 * Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |
 *
 * The version of the OpenAPI document: 2027-01-15
 * Generated by: https://openapi-generator.tech
 * Generator version: 7.25.0
 */

/**
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

namespace PaymentsPlatform\Generated\Api;

use GuzzleHttp\Client;
use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\ConnectException;
use GuzzleHttp\Exception\RequestException;
use GuzzleHttp\Psr7\MultipartStream;
use GuzzleHttp\Psr7\Request;
use GuzzleHttp\RequestOptions;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;
use PaymentsPlatform\Generated\ApiException;
use PaymentsPlatform\Generated\Configuration;
use PaymentsPlatform\Generated\FormDataProcessor;
use PaymentsPlatform\Generated\HeaderSelector;
use PaymentsPlatform\Generated\ObjectSerializer;

/**
 * PaymentRequestsApi Class Doc Comment
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */
class PaymentRequestsApi
{
    /**
     * @var ClientInterface
     */
    protected $client;

    /**
     * @var Configuration
     */
    protected $config;

    /**
     * @var HeaderSelector
     */
    protected $headerSelector;

    /**
     * @var int Host index
     */
    protected $hostIndex;

    /** @var string[] $contentTypes **/
    public const contentTypes = [
        'acceptPaymentRequest' => [
            'application/json',
        ],
        'cancelPaymentRequest' => [
            'application/json',
        ],
        'createPaymentRequest' => [
            'application/json',
        ],
        'listReceivedPaymentRequests' => [
            'application/json',
        ],
        'listSentPaymentRequests' => [
            'application/json',
        ],
        'rejectPaymentRequest' => [
            'application/json',
        ],
        'updatePaymentRequest' => [
            'application/json',
        ],
    ];

    /**
     * @param ClientInterface $client
     * @param Configuration   $config
     * @param HeaderSelector  $selector
     * @param int             $hostIndex (Optional) host index to select the list of hosts if defined in the OpenAPI spec
     */
    public function __construct(
        ?ClientInterface $client = null,
        ?Configuration $config = null,
        ?HeaderSelector $selector = null,
        int $hostIndex = 0
    ) {
        $this->client = $client ?: new Client();
        $this->config = $config ?: Configuration::getDefaultConfiguration();
        $this->headerSelector = $selector ?: new HeaderSelector();
        $this->hostIndex = $hostIndex;
    }

    /**
     * Set the host index
     *
     * @param int $hostIndex Host index (required)
     */
    public function setHostIndex($hostIndex): void
    {
        $this->hostIndex = $hostIndex;
    }

    /**
     * Get the host index
     *
     * @return int Host index
     */
    public function getHostIndex()
    {
        return $this->hostIndex;
    }

    /**
     * @return Configuration
     */
    public function getConfig()
    {
        return $this->config;
    }

    /**
     * Operation acceptPaymentRequest
     *
     * Accept
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['acceptPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function acceptPaymentRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['acceptPaymentRequest'][0])
    {
        list($response) = $this->acceptPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation acceptPaymentRequestWithHttpInfo
     *
     * Accept
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['acceptPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function acceptPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['acceptPaymentRequest'][0])
    {
        $request = $this->acceptPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 404:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 409:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 404:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 409:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation acceptPaymentRequestAsync
     *
     * Accept
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['acceptPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function acceptPaymentRequestAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['acceptPaymentRequest'][0])
    {
        return $this->acceptPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation acceptPaymentRequestAsyncWithHttpInfo
     *
     * Accept
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['acceptPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function acceptPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['acceptPaymentRequest'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope';
        $request = $this->acceptPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'acceptPaymentRequest'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['acceptPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function acceptPaymentRequestRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['acceptPaymentRequest'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling acceptPaymentRequest'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling acceptPaymentRequest'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.acceptPaymentRequest, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.acceptPaymentRequest, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PaymentRequestsApi.acceptPaymentRequest, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/payment-requests/{id}/accept';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;


        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }
        // header params
        if ($idempotency_key !== null) {
            $headerParams['Idempotency-Key'] = ObjectSerializer::toHeaderValue($idempotency_key);
        }

        // path params
        if ($id !== null) {
            $resourcePath = str_replace(
                '{id}',
                ObjectSerializer::toPathValue($id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'POST',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation cancelPaymentRequest
     *
     * Cancel a sent request
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['cancelPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function cancelPaymentRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['cancelPaymentRequest'][0])
    {
        list($response) = $this->cancelPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation cancelPaymentRequestWithHttpInfo
     *
     * Cancel a sent request
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['cancelPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function cancelPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['cancelPaymentRequest'][0])
    {
        $request = $this->cancelPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 404:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 409:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 404:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 409:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation cancelPaymentRequestAsync
     *
     * Cancel a sent request
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['cancelPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function cancelPaymentRequestAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['cancelPaymentRequest'][0])
    {
        return $this->cancelPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation cancelPaymentRequestAsyncWithHttpInfo
     *
     * Cancel a sent request
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['cancelPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function cancelPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['cancelPaymentRequest'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope';
        $request = $this->cancelPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'cancelPaymentRequest'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['cancelPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function cancelPaymentRequestRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['cancelPaymentRequest'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling cancelPaymentRequest'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling cancelPaymentRequest'
            );
        }




        $resourcePath = '/payment-requests/{id}/cancel';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;


        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }

        // path params
        if ($id !== null) {
            $resourcePath = str_replace(
                '{id}',
                ObjectSerializer::toPathValue($id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'POST',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation createPaymentRequest
     *
     * Ask a user for money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestCreateParams $payment_request_create_params payment_request_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createPaymentRequest($x_target_environment, $payment_request_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPaymentRequest'][0])
    {
        list($response) = $this->createPaymentRequestWithHttpInfo($x_target_environment, $payment_request_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createPaymentRequestWithHttpInfo
     *
     * Ask a user for money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestCreateParams $payment_request_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createPaymentRequestWithHttpInfo($x_target_environment, $payment_request_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPaymentRequest'][0])
    {
        $request = $this->createPaymentRequestRequest($x_target_environment, $payment_request_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 404:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 409:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 413:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 415:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 404:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 409:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 413:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 415:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation createPaymentRequestAsync
     *
     * Ask a user for money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestCreateParams $payment_request_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPaymentRequestAsync($x_target_environment, $payment_request_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPaymentRequest'][0])
    {
        return $this->createPaymentRequestAsyncWithHttpInfo($x_target_environment, $payment_request_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createPaymentRequestAsyncWithHttpInfo
     *
     * Ask a user for money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestCreateParams $payment_request_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPaymentRequestAsyncWithHttpInfo($x_target_environment, $payment_request_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPaymentRequest'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope';
        $request = $this->createPaymentRequestRequest($x_target_environment, $payment_request_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'createPaymentRequest'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestCreateParams $payment_request_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createPaymentRequestRequest($x_target_environment, $payment_request_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPaymentRequest'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createPaymentRequest'
            );
        }

        // verify the required parameter 'payment_request_create_params' is set
        if ($payment_request_create_params === null || (is_array($payment_request_create_params) && count($payment_request_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $payment_request_create_params when calling createPaymentRequest'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.createPaymentRequest, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.createPaymentRequest, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PaymentRequestsApi.createPaymentRequest, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/payment-requests';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;


        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }
        // header params
        if ($idempotency_key !== null) {
            $headerParams['Idempotency-Key'] = ObjectSerializer::toHeaderValue($idempotency_key);
        }



        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (isset($payment_request_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payment_request_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payment_request_create_params;
            }
        } elseif (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'POST',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation listReceivedPaymentRequests
     *
     * List received requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listReceivedPaymentRequests'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listReceivedPaymentRequests($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listReceivedPaymentRequests'][0])
    {
        list($response) = $this->listReceivedPaymentRequestsWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listReceivedPaymentRequestsWithHttpInfo
     *
     * List received requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listReceivedPaymentRequests'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listReceivedPaymentRequestsWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listReceivedPaymentRequests'][0])
    {
        $request = $this->listReceivedPaymentRequestsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation listReceivedPaymentRequestsAsync
     *
     * List received requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listReceivedPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listReceivedPaymentRequestsAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listReceivedPaymentRequests'][0])
    {
        return $this->listReceivedPaymentRequestsAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listReceivedPaymentRequestsAsyncWithHttpInfo
     *
     * List received requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listReceivedPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listReceivedPaymentRequestsAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listReceivedPaymentRequests'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope';
        $request = $this->listReceivedPaymentRequestsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'listReceivedPaymentRequests'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listReceivedPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listReceivedPaymentRequestsRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listReceivedPaymentRequests'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listReceivedPaymentRequests'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PaymentRequestsApi.listReceivedPaymentRequests, must be bigger than or equal to 1.');
        }
        




        $resourcePath = '/payment-requests/received';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;

        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $page,
            'page', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $size,
            'size', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $limit,
            'limit', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $starting_after,
            'startingAfter', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $ending_before,
            'endingBefore', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $status,
            'status', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);

        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }



        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'GET',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation listSentPaymentRequests
     *
     * List sent requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listSentPaymentRequests'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listSentPaymentRequests($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listSentPaymentRequests'][0])
    {
        list($response) = $this->listSentPaymentRequestsWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listSentPaymentRequestsWithHttpInfo
     *
     * List sent requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listSentPaymentRequests'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listSentPaymentRequestsWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listSentPaymentRequests'][0])
    {
        $request = $this->listSentPaymentRequestsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation listSentPaymentRequestsAsync
     *
     * List sent requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listSentPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listSentPaymentRequestsAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listSentPaymentRequests'][0])
    {
        return $this->listSentPaymentRequestsAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listSentPaymentRequestsAsyncWithHttpInfo
     *
     * List sent requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listSentPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listSentPaymentRequestsAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listSentPaymentRequests'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestPageEnvelope';
        $request = $this->listSentPaymentRequestsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $status, $x_correlation_id, $x_sandbox_scenario, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'listSentPaymentRequests'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $status (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listSentPaymentRequests'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listSentPaymentRequestsRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $status = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listSentPaymentRequests'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listSentPaymentRequests'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PaymentRequestsApi.listSentPaymentRequests, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PaymentRequestsApi.listSentPaymentRequests, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PaymentRequestsApi.listSentPaymentRequests, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PaymentRequestsApi.listSentPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PaymentRequestsApi.listSentPaymentRequests, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PaymentRequestsApi.listSentPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PaymentRequestsApi.listSentPaymentRequests, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PaymentRequestsApi.listSentPaymentRequests, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PaymentRequestsApi.listSentPaymentRequests, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PaymentRequestsApi.listSentPaymentRequests, must be bigger than or equal to 1.');
        }
        




        $resourcePath = '/payment-requests/sent';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;

        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $page,
            'page', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $size,
            'size', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $limit,
            'limit', // param base name
            'integer', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $starting_after,
            'startingAfter', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $ending_before,
            'endingBefore', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);
        // query params
        $queryParams = array_merge($queryParams, ObjectSerializer::toQueryValue(
            $status,
            'status', // param base name
            'string', // openApiType
            'form', // style
            true, // explode
            false // required
        ) ?? []);

        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }



        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'GET',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation rejectPaymentRequest
     *
     * Reject
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['rejectPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function rejectPaymentRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['rejectPaymentRequest'][0])
    {
        list($response) = $this->rejectPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation rejectPaymentRequestWithHttpInfo
     *
     * Reject
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['rejectPaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function rejectPaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['rejectPaymentRequest'][0])
    {
        $request = $this->rejectPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 404:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 409:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 404:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 409:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation rejectPaymentRequestAsync
     *
     * Reject
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['rejectPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function rejectPaymentRequestAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['rejectPaymentRequest'][0])
    {
        return $this->rejectPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation rejectPaymentRequestAsyncWithHttpInfo
     *
     * Reject
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['rejectPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function rejectPaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['rejectPaymentRequest'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope';
        $request = $this->rejectPaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'rejectPaymentRequest'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['rejectPaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function rejectPaymentRequestRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['rejectPaymentRequest'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling rejectPaymentRequest'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling rejectPaymentRequest'
            );
        }




        $resourcePath = '/payment-requests/{id}/reject';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;


        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }

        // path params
        if ($id !== null) {
            $resourcePath = str_replace(
                '{id}',
                ObjectSerializer::toPathValue($id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'POST',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation updatePaymentRequest
     *
     * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestUpdateParams|null $payment_request_update_params payment_request_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function updatePaymentRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payment_request_update_params = null, string $contentType = self::contentTypes['updatePaymentRequest'][0])
    {
        list($response) = $this->updatePaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payment_request_update_params, $contentType);
        return $response;
    }

    /**
     * Operation updatePaymentRequestWithHttpInfo
     *
     * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestUpdateParams|null $payment_request_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePaymentRequest'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PaymentRequestEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function updatePaymentRequestWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payment_request_update_params = null, string $contentType = self::contentTypes['updatePaymentRequest'][0])
    {
        $request = $this->updatePaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payment_request_update_params, $contentType);

        try {
            $options = $this->createHttpClientOption();
            try {
                $response = $this->client->send($request, $options);
            } catch (RequestException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    $e->getResponse() ? $e->getResponse()->getHeaders() : null,
                    $e->getResponse() ? (string) $e->getResponse()->getBody() : null
                );
            } catch (ConnectException $e) {
                throw new ApiException(
                    "[{$e->getCode()}] {$e->getMessage()}",
                    (int) $e->getCode(),
                    null,
                    null
                );
            }

            $statusCode = $response->getStatusCode();


            switch($statusCode) {
                case 200:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $request,
                        $response,
                    );
                case 400:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 401:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 403:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 404:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 409:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 413:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 414:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 415:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 429:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 431:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
                case 503:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $request,
                        $response,
                    );
            }

            

            if ($statusCode < 200 || $statusCode > 299) {
                throw new ApiException(
                    sprintf(
                        '[%d] Error connecting to the API (%s)',
                        $statusCode,
                        (string) $request->getUri()
                    ),
                    $statusCode,
                    $response->getHeaders(),
                    (string) $response->getBody()
                );
            }

            return $this->handleResponseWithDataType(
                '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 400:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 401:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 403:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 404:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 409:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 413:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 414:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 415:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 429:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 431:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
                case 503:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ErrorEnvelope',
                        $e->getResponseHeaders()
                    );
                    $e->setResponseObject($data);
                    throw $e;
            }
        

            throw $e;
        }
    }

    /**
     * Operation updatePaymentRequestAsync
     *
     * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestUpdateParams|null $payment_request_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePaymentRequestAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payment_request_update_params = null, string $contentType = self::contentTypes['updatePaymentRequest'][0])
    {
        return $this->updatePaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payment_request_update_params, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation updatePaymentRequestAsyncWithHttpInfo
     *
     * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestUpdateParams|null $payment_request_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePaymentRequestAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payment_request_update_params = null, string $contentType = self::contentTypes['updatePaymentRequest'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PaymentRequestEnvelope';
        $request = $this->updatePaymentRequestRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payment_request_update_params, $contentType);

        return $this->client
            ->sendAsync($request, $this->createHttpClientOption())
            ->then(
                function ($response) use ($returnType) {
                    if ($returnType === '\SplFileObject') {
                        $content = $response->getBody(); //stream goes to serializer
                    } else {
                        $content = (string) $response->getBody();
                        if ($returnType !== 'string') {
                            $content = json_decode($content);
                        }
                    }

                    return [
                        ObjectSerializer::deserialize($content, $returnType, []),
                        $response->getStatusCode(),
                        $response->getHeaders()
                    ];
                },
                function ($exception) {
                    $response = $exception->getResponse();
                    $statusCode = $response->getStatusCode();
                    throw new ApiException(
                        sprintf(
                            '[%d] Error connecting to the API (%s)',
                            $statusCode,
                            $exception->getRequest()->getUri()
                        ),
                        $statusCode,
                        $response->getHeaders(),
                        (string) $response->getBody()
                    );
                }
            );
    }

    /**
     * Create request for operation 'updatePaymentRequest'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PaymentRequestUpdateParams|null $payment_request_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePaymentRequest'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function updatePaymentRequestRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payment_request_update_params = null, string $contentType = self::contentTypes['updatePaymentRequest'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling updatePaymentRequest'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling updatePaymentRequest'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.updatePaymentRequest, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PaymentRequestsApi.updatePaymentRequest, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PaymentRequestsApi.updatePaymentRequest, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        


        $resourcePath = '/payment-requests/{id}';
        $formParams = [];
        $queryParams = [];
        $headerParams = [];
        $httpBody = '';
        $multipart = false;


        // header params
        if ($x_target_environment !== null) {
            $headerParams['X-Target-Environment'] = ObjectSerializer::toHeaderValue($x_target_environment);
        }
        // header params
        if ($x_correlation_id !== null) {
            $headerParams['X-Correlation-ID'] = ObjectSerializer::toHeaderValue($x_correlation_id);
        }
        // header params
        if ($x_sandbox_scenario !== null) {
            $headerParams['X-Sandbox-Scenario'] = ObjectSerializer::toHeaderValue($x_sandbox_scenario);
        }
        // header params
        if ($idempotency_key !== null) {
            $headerParams['Idempotency-Key'] = ObjectSerializer::toHeaderValue($idempotency_key);
        }

        // path params
        if ($id !== null) {
            $resourcePath = str_replace(
                '{id}',
                ObjectSerializer::toPathValue($id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (isset($payment_request_update_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payment_request_update_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payment_request_update_params;
            }
        } elseif (count($formParams) > 0) {
            if ($multipart) {
                $multipartContents = [];
                foreach ($formParams as $formParamName => $formParamValue) {
                    $formParamValueItems = is_array($formParamValue) ? $formParamValue : [$formParamValue];
                    foreach ($formParamValueItems as $formParamValueItem) {
                        $multipartContents[] = [
                            'name' => $formParamName,
                            'contents' => $formParamValueItem
                        ];
                    }
                }
                // for HTTP post (form)
                $httpBody = new MultipartStream($multipartContents);

            } elseif (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the form parameters
                try {
                    $httpBody = json_encode($formParams, JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                // for HTTP post (form)
                $httpBody = ObjectSerializer::buildQuery($formParams);
            }
        }

        // this endpoint requires Bearer (JWT) authentication (access token)
        if (!empty($this->config->getAccessToken())) {
            $headers['Authorization'] = 'Bearer ' . $this->config->getAccessToken();
        }
        // this endpoint requires API key authentication
        $apiKey = $this->config->getApiKeyWithPrefix('Ocp-Apim-Subscription-Key');
        if ($apiKey !== null) {
            $headers['Ocp-Apim-Subscription-Key'] = $apiKey;
        }

        $defaultHeaders = [];
        if ($this->config->getUserAgent()) {
            $defaultHeaders['User-Agent'] = $this->config->getUserAgent();
        }

        $headers = array_merge(
            $defaultHeaders,
            $headerParams,
            $headers
        );

        $operationHost = $this->config->getHost();
        $query = ObjectSerializer::buildQuery($queryParams);
        return new Request(
            'POST',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Create http client option
     *
     * @throws \RuntimeException on file opening failure
     * @return array of http client options
     */
    protected function createHttpClientOption()
    {
        $options = [];
        if ($this->config->getDebug()) {
            $options[RequestOptions::DEBUG] = fopen($this->config->getDebugFile(), 'a');
            if (!$options[RequestOptions::DEBUG]) {
                throw new \RuntimeException('Failed to open the debug file: ' . $this->config->getDebugFile());
            }
        }

        if ($this->config->getCertFile()) {
            $options[RequestOptions::CERT] = $this->config->getCertFile();
        }

        if ($this->config->getKeyFile()) {
            $options[RequestOptions::SSL_KEY] = $this->config->getKeyFile();
        }

        return $options;
    }

    private function handleResponseWithDataType(
        string $dataType,
        RequestInterface $request,
        ResponseInterface $response
    ): array {
        if ($dataType === '\SplFileObject') {
            $content = $response->getBody(); //stream goes to serializer
        } else {
            $content = (string) $response->getBody();
            if ($dataType !== 'string') {
                try {
                    $content = json_decode($content, false, 512, JSON_THROW_ON_ERROR);
                } catch (\JsonException $exception) {
                    throw new ApiException(
                        sprintf(
                            'Error JSON decoding server response (%s)',
                            $request->getUri()
                        ),
                        $response->getStatusCode(),
                        $response->getHeaders(),
                        $content
                    );
                }
            }
        }

        return [
            ObjectSerializer::deserialize($content, $dataType, []),
            $response->getStatusCode(),
            $response->getHeaders()
        ];
    }

    private function responseWithinRangeCode(
        string $rangeCode,
        int $statusCode
    ): bool {
        $left = (int) ($rangeCode[0].'00');
        $right = (int) ($rangeCode[0].'99');

        return $statusCode >= $left && $statusCode <= $right;
    }
}
