<?php
/**
 * PayrollApi
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
 * PayrollApi Class Doc Comment
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */
class PayrollApi
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
        'correctPayrollItem' => [
            'application/json',
        ],
        'createPayrollBatch' => [
            'application/json',
        ],
        'createPayrollTemplate' => [
            'application/json',
        ],
        'listPayrollBatches' => [
            'application/json',
        ],
        'listPayrollItems' => [
            'application/json',
        ],
        'listPayrollTemplates' => [
            'application/json',
        ],
        'processPayrollBatch' => [
            'application/json',
        ],
        'retrievePayrollBatch' => [
            'application/json',
        ],
        'retryPayrollBatch' => [
            'application/json',
        ],
        'updatePayrollBatch' => [
            'application/json',
        ],
        'updatePayrollItem' => [
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
     * Operation correctPayrollItem
     *
     * Correct a FAILED item before retrying the batch
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemCorrectParams $payroll_item_correct_params payroll_item_correct_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['correctPayrollItem'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollItemEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function correctPayrollItem($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['correctPayrollItem'][0])
    {
        list($response) = $this->correctPayrollItemWithHttpInfo($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation correctPayrollItemWithHttpInfo
     *
     * Correct a FAILED item before retrying the batch
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemCorrectParams $payroll_item_correct_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['correctPayrollItem'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollItemEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function correctPayrollItemWithHttpInfo($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['correctPayrollItem'][0])
    {
        $request = $this->correctPayrollItemRequest($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
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
     * Operation correctPayrollItemAsync
     *
     * Correct a FAILED item before retrying the batch
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemCorrectParams $payroll_item_correct_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['correctPayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function correctPayrollItemAsync($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['correctPayrollItem'][0])
    {
        return $this->correctPayrollItemAsyncWithHttpInfo($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation correctPayrollItemAsyncWithHttpInfo
     *
     * Correct a FAILED item before retrying the batch
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemCorrectParams $payroll_item_correct_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['correctPayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function correctPayrollItemAsyncWithHttpInfo($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['correctPayrollItem'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope';
        $request = $this->correctPayrollItemRequest($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'correctPayrollItem'
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemCorrectParams $payroll_item_correct_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['correctPayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function correctPayrollItemRequest($id, $item_id, $x_target_environment, $payroll_item_correct_params, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['correctPayrollItem'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling correctPayrollItem'
            );
        }

        // verify the required parameter 'item_id' is set
        if ($item_id === null || (is_array($item_id) && count($item_id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $item_id when calling correctPayrollItem'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling correctPayrollItem'
            );
        }

        // verify the required parameter 'payroll_item_correct_params' is set
        if ($payroll_item_correct_params === null || (is_array($payroll_item_correct_params) && count($payroll_item_correct_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $payroll_item_correct_params when calling correctPayrollItem'
            );
        }




        $resourcePath = '/payroll/batches/{id}/items/{itemId}/correct';
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
        // path params
        if ($item_id !== null) {
            $resourcePath = str_replace(
                '{itemId}',
                ObjectSerializer::toPathValue($item_id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (isset($payroll_item_correct_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payroll_item_correct_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payroll_item_correct_params;
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
     * Operation createPayrollBatch
     *
     * Create a DRAFT batch
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchCreateParams $payroll_batch_create_params payroll_batch_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createPayrollBatch($x_target_environment, $payroll_batch_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollBatch'][0])
    {
        list($response) = $this->createPayrollBatchWithHttpInfo($x_target_environment, $payroll_batch_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createPayrollBatchWithHttpInfo
     *
     * Create a DRAFT batch
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchCreateParams $payroll_batch_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createPayrollBatchWithHttpInfo($x_target_environment, $payroll_batch_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollBatch'][0])
    {
        $request = $this->createPayrollBatchRequest($x_target_environment, $payroll_batch_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
     * Operation createPayrollBatchAsync
     *
     * Create a DRAFT batch
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchCreateParams $payroll_batch_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPayrollBatchAsync($x_target_environment, $payroll_batch_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollBatch'][0])
    {
        return $this->createPayrollBatchAsyncWithHttpInfo($x_target_environment, $payroll_batch_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createPayrollBatchAsyncWithHttpInfo
     *
     * Create a DRAFT batch
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchCreateParams $payroll_batch_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPayrollBatchAsyncWithHttpInfo($x_target_environment, $payroll_batch_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollBatch'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope';
        $request = $this->createPayrollBatchRequest($x_target_environment, $payroll_batch_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createPayrollBatch'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchCreateParams $payroll_batch_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createPayrollBatchRequest($x_target_environment, $payroll_batch_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollBatch'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createPayrollBatch'
            );
        }

        // verify the required parameter 'payroll_batch_create_params' is set
        if ($payroll_batch_create_params === null || (is_array($payroll_batch_create_params) && count($payroll_batch_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $payroll_batch_create_params when calling createPayrollBatch'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.createPayrollBatch, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.createPayrollBatch, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PayrollApi.createPayrollBatch, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/payroll/batches';
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
        if (isset($payroll_batch_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payroll_batch_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payroll_batch_create_params;
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
     * Operation createPayrollTemplate
     *
     * Save an employee list to pre-fill batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollTemplateCreateParams $payroll_template_create_params payroll_template_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollTemplate'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createPayrollTemplate($x_target_environment, $payroll_template_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollTemplate'][0])
    {
        list($response) = $this->createPayrollTemplateWithHttpInfo($x_target_environment, $payroll_template_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createPayrollTemplateWithHttpInfo
     *
     * Save an employee list to pre-fill batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollTemplateCreateParams $payroll_template_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollTemplate'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createPayrollTemplateWithHttpInfo($x_target_environment, $payroll_template_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollTemplate'][0])
    {
        $request = $this->createPayrollTemplateRequest($x_target_environment, $payroll_template_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope',
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
     * Operation createPayrollTemplateAsync
     *
     * Save an employee list to pre-fill batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollTemplateCreateParams $payroll_template_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollTemplate'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPayrollTemplateAsync($x_target_environment, $payroll_template_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollTemplate'][0])
    {
        return $this->createPayrollTemplateAsyncWithHttpInfo($x_target_environment, $payroll_template_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createPayrollTemplateAsyncWithHttpInfo
     *
     * Save an employee list to pre-fill batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollTemplateCreateParams $payroll_template_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollTemplate'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createPayrollTemplateAsyncWithHttpInfo($x_target_environment, $payroll_template_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollTemplate'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollTemplateEnvelope';
        $request = $this->createPayrollTemplateRequest($x_target_environment, $payroll_template_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createPayrollTemplate'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\PayrollTemplateCreateParams $payroll_template_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createPayrollTemplate'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createPayrollTemplateRequest($x_target_environment, $payroll_template_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createPayrollTemplate'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createPayrollTemplate'
            );
        }

        // verify the required parameter 'payroll_template_create_params' is set
        if ($payroll_template_create_params === null || (is_array($payroll_template_create_params) && count($payroll_template_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $payroll_template_create_params when calling createPayrollTemplate'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.createPayrollTemplate, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.createPayrollTemplate, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PayrollApi.createPayrollTemplate, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/payroll/templates';
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
        if (isset($payroll_template_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payroll_template_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payroll_template_create_params;
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
     * Operation listPayrollBatches
     *
     * Your payroll batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollBatches'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listPayrollBatches($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollBatches'][0])
    {
        list($response) = $this->listPayrollBatchesWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listPayrollBatchesWithHttpInfo
     *
     * Your payroll batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollBatches'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listPayrollBatchesWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollBatches'][0])
    {
        $request = $this->listPayrollBatchesRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope',
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
     * Operation listPayrollBatchesAsync
     *
     * Your payroll batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollBatches'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollBatchesAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollBatches'][0])
    {
        return $this->listPayrollBatchesAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listPayrollBatchesAsyncWithHttpInfo
     *
     * Your payroll batches
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollBatches'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollBatchesAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollBatches'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchPageEnvelope';
        $request = $this->listPayrollBatchesRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listPayrollBatches'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollBatches'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listPayrollBatchesRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollBatches'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listPayrollBatches'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollBatches, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollBatches, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollBatches, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollBatches, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollBatches, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollBatches, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollBatches, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollBatches, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollBatches, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollBatches, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/payroll/batches';
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
     * Operation listPayrollItems
     *
     * A batch&#39;s items in order, each with its status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollItems'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listPayrollItems($id, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollItems'][0])
    {
        list($response) = $this->listPayrollItemsWithHttpInfo($id, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listPayrollItemsWithHttpInfo
     *
     * A batch&#39;s items in order, each with its status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollItems'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listPayrollItemsWithHttpInfo($id, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollItems'][0])
    {
        $request = $this->listPayrollItemsRequest($id, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope',
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
     * Operation listPayrollItemsAsync
     *
     * A batch&#39;s items in order, each with its status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollItems'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollItemsAsync($id, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollItems'][0])
    {
        return $this->listPayrollItemsAsyncWithHttpInfo($id, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listPayrollItemsAsyncWithHttpInfo
     *
     * A batch&#39;s items in order, each with its status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollItems'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollItemsAsyncWithHttpInfo($id, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollItems'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollItemPageEnvelope';
        $request = $this->listPayrollItemsRequest($id, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listPayrollItems'
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollItems'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listPayrollItemsRequest($id, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollItems'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling listPayrollItems'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listPayrollItems'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollItems, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollItems, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollItems, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollItems, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollItems, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollItems, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollItems, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollItems, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollItems, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollItems, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/payroll/batches/{id}/items';
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
            'GET',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation listPayrollTemplates
     *
     * Your payroll templates
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollTemplates'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listPayrollTemplates($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollTemplates'][0])
    {
        list($response) = $this->listPayrollTemplatesWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listPayrollTemplatesWithHttpInfo
     *
     * Your payroll templates
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollTemplates'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listPayrollTemplatesWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollTemplates'][0])
    {
        $request = $this->listPayrollTemplatesRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope',
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
     * Operation listPayrollTemplatesAsync
     *
     * Your payroll templates
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollTemplates'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollTemplatesAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollTemplates'][0])
    {
        return $this->listPayrollTemplatesAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listPayrollTemplatesAsyncWithHttpInfo
     *
     * Your payroll templates
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollTemplates'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listPayrollTemplatesAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollTemplates'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollTemplatePageEnvelope';
        $request = $this->listPayrollTemplatesRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listPayrollTemplates'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listPayrollTemplates'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listPayrollTemplatesRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listPayrollTemplates'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listPayrollTemplates'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollTemplates, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling PayrollApi.listPayrollTemplates, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollTemplates, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling PayrollApi.listPayrollTemplates, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollTemplates, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling PayrollApi.listPayrollTemplates, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollTemplates, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling PayrollApi.listPayrollTemplates, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollTemplates, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling PayrollApi.listPayrollTemplates, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/payroll/templates';
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
     * Operation processPayrollBatch
     *
     * Process a DRAFT batch
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['processPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function processPayrollBatch($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['processPayrollBatch'][0])
    {
        list($response) = $this->processPayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation processPayrollBatchWithHttpInfo
     *
     * Process a DRAFT batch
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['processPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function processPayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['processPayrollBatch'][0])
    {
        $request = $this->processPayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
     * Operation processPayrollBatchAsync
     *
     * Process a DRAFT batch
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['processPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function processPayrollBatchAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['processPayrollBatch'][0])
    {
        return $this->processPayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation processPayrollBatchAsyncWithHttpInfo
     *
     * Process a DRAFT batch
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['processPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function processPayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['processPayrollBatch'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope';
        $request = $this->processPayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'processPayrollBatch'
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['processPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function processPayrollBatchRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['processPayrollBatch'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling processPayrollBatch'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling processPayrollBatch'
            );
        }




        $resourcePath = '/payroll/batches/{id}/process';
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
     * Operation retrievePayrollBatch
     *
     * One batch with the count of its items by status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrievePayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function retrievePayrollBatch($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrievePayrollBatch'][0])
    {
        list($response) = $this->retrievePayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation retrievePayrollBatchWithHttpInfo
     *
     * One batch with the count of its items by status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrievePayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function retrievePayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrievePayrollBatch'][0])
    {
        $request = $this->retrievePayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
     * Operation retrievePayrollBatchAsync
     *
     * One batch with the count of its items by status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrievePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrievePayrollBatchAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrievePayrollBatch'][0])
    {
        return $this->retrievePayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation retrievePayrollBatchAsyncWithHttpInfo
     *
     * One batch with the count of its items by status
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrievePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrievePayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrievePayrollBatch'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope';
        $request = $this->retrievePayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'retrievePayrollBatch'
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrievePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function retrievePayrollBatchRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrievePayrollBatch'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling retrievePayrollBatch'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling retrievePayrollBatch'
            );
        }




        $resourcePath = '/payroll/batches/{id}';
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
            'GET',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation retryPayrollBatch
     *
     * Retry a batch&#39;s FAILED items under their original references
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retryPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function retryPayrollBatch($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retryPayrollBatch'][0])
    {
        list($response) = $this->retryPayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation retryPayrollBatchWithHttpInfo
     *
     * Retry a batch&#39;s FAILED items under their original references
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retryPayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function retryPayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retryPayrollBatch'][0])
    {
        $request = $this->retryPayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
     * Operation retryPayrollBatchAsync
     *
     * Retry a batch&#39;s FAILED items under their original references
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retryPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retryPayrollBatchAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retryPayrollBatch'][0])
    {
        return $this->retryPayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation retryPayrollBatchAsyncWithHttpInfo
     *
     * Retry a batch&#39;s FAILED items under their original references
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retryPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retryPayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retryPayrollBatch'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope';
        $request = $this->retryPayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'retryPayrollBatch'
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retryPayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function retryPayrollBatchRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retryPayrollBatch'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling retryPayrollBatch'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling retryPayrollBatch'
            );
        }




        $resourcePath = '/payroll/batches/{id}/retry';
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
     * Operation updatePayrollBatch
     *
     * Update a batch&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchUpdateParams|null $payroll_batch_update_params payroll_batch_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function updatePayrollBatch($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_batch_update_params = null, string $contentType = self::contentTypes['updatePayrollBatch'][0])
    {
        list($response) = $this->updatePayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_batch_update_params, $contentType);
        return $response;
    }

    /**
     * Operation updatePayrollBatchWithHttpInfo
     *
     * Update a batch&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchUpdateParams|null $payroll_batch_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollBatch'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollBatchEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function updatePayrollBatchWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_batch_update_params = null, string $contentType = self::contentTypes['updatePayrollBatch'][0])
    {
        $request = $this->updatePayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_batch_update_params, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope',
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
     * Operation updatePayrollBatchAsync
     *
     * Update a batch&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchUpdateParams|null $payroll_batch_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePayrollBatchAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_batch_update_params = null, string $contentType = self::contentTypes['updatePayrollBatch'][0])
    {
        return $this->updatePayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_batch_update_params, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation updatePayrollBatchAsyncWithHttpInfo
     *
     * Update a batch&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchUpdateParams|null $payroll_batch_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePayrollBatchAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_batch_update_params = null, string $contentType = self::contentTypes['updatePayrollBatch'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollBatchEnvelope';
        $request = $this->updatePayrollBatchRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_batch_update_params, $contentType);

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
     * Create request for operation 'updatePayrollBatch'
     *
     * @param  string $id pb_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollBatchUpdateParams|null $payroll_batch_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollBatch'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function updatePayrollBatchRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_batch_update_params = null, string $contentType = self::contentTypes['updatePayrollBatch'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling updatePayrollBatch'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling updatePayrollBatch'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.updatePayrollBatch, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.updatePayrollBatch, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PayrollApi.updatePayrollBatch, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        


        $resourcePath = '/payroll/batches/{id}';
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
        if (isset($payroll_batch_update_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payroll_batch_update_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payroll_batch_update_params;
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
     * Operation updatePayrollItem
     *
     * Update an item&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemUpdateParams|null $payroll_item_update_params payroll_item_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollItem'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\PayrollItemEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function updatePayrollItem($id, $item_id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_item_update_params = null, string $contentType = self::contentTypes['updatePayrollItem'][0])
    {
        list($response) = $this->updatePayrollItemWithHttpInfo($id, $item_id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_item_update_params, $contentType);
        return $response;
    }

    /**
     * Operation updatePayrollItemWithHttpInfo
     *
     * Update an item&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemUpdateParams|null $payroll_item_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollItem'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\PayrollItemEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function updatePayrollItemWithHttpInfo($id, $item_id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_item_update_params = null, string $contentType = self::contentTypes['updatePayrollItem'][0])
    {
        $request = $this->updatePayrollItemRequest($id, $item_id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_item_update_params, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
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
                '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope',
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
     * Operation updatePayrollItemAsync
     *
     * Update an item&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemUpdateParams|null $payroll_item_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePayrollItemAsync($id, $item_id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_item_update_params = null, string $contentType = self::contentTypes['updatePayrollItem'][0])
    {
        return $this->updatePayrollItemAsyncWithHttpInfo($id, $item_id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_item_update_params, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation updatePayrollItemAsyncWithHttpInfo
     *
     * Update an item&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemUpdateParams|null $payroll_item_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updatePayrollItemAsyncWithHttpInfo($id, $item_id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_item_update_params = null, string $contentType = self::contentTypes['updatePayrollItem'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\PayrollItemEnvelope';
        $request = $this->updatePayrollItemRequest($id, $item_id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $payroll_item_update_params, $contentType);

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
     * Create request for operation 'updatePayrollItem'
     *
     * @param  string $id pb_… (required)
     * @param  string $item_id pi_… (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\PayrollItemUpdateParams|null $payroll_item_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updatePayrollItem'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function updatePayrollItemRequest($id, $item_id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $payroll_item_update_params = null, string $contentType = self::contentTypes['updatePayrollItem'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling updatePayrollItem'
            );
        }

        // verify the required parameter 'item_id' is set
        if ($item_id === null || (is_array($item_id) && count($item_id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $item_id when calling updatePayrollItem'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling updatePayrollItem'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.updatePayrollItem, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling PayrollApi.updatePayrollItem, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling PayrollApi.updatePayrollItem, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        


        $resourcePath = '/payroll/batches/{id}/items/{itemId}';
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
        // path params
        if ($item_id !== null) {
            $resourcePath = str_replace(
                '{itemId}',
                ObjectSerializer::toPathValue($item_id),
                $resourcePath
            );
        }


        $headers = $this->headerSelector->selectHeaders(
            ['application/json', ],
            $contentType,
            $multipart
        );

        // for model (json/xml)
        if (isset($payroll_item_update_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($payroll_item_update_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $payroll_item_update_params;
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
