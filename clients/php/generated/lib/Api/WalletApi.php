<?php
/**
 * WalletApi
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
 * WalletApi Class Doc Comment
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */
class WalletApi
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
        'closeWalletCurrencyAccount' => [
            'application/json',
        ],
        'createCashOut' => [
            'application/json',
        ],
        'createFundIn' => [
            'application/json',
        ],
        'createFundInRefund' => [
            'application/json',
        ],
        'createWallet' => [
            'application/json',
        ],
        'createWalletTransfer' => [
            'application/json',
        ],
        'listCashOuts' => [
            'application/json',
        ],
        'listFundIns' => [
            'application/json',
        ],
        'listWalletBalances' => [
            'application/json',
        ],
        'listWalletTransactions' => [
            'application/json',
        ],
        'openWalletCurrencyAccount' => [
            'application/json',
        ],
        'retrieveWallet' => [
            'application/json',
        ],
        'retrieveWalletBalance' => [
            'application/json',
        ],
        'updateCashOut' => [
            'application/json',
        ],
        'updateFundIn' => [
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
     * Operation closeWalletCurrencyAccount
     *
     * Remove an empty currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['closeWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function closeWalletCurrencyAccount($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['closeWalletCurrencyAccount'][0])
    {
        list($response) = $this->closeWalletCurrencyAccountWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation closeWalletCurrencyAccountWithHttpInfo
     *
     * Remove an empty currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['closeWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function closeWalletCurrencyAccountWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['closeWalletCurrencyAccount'][0])
    {
        $request = $this->closeWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope',
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
                '\PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope',
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
     * Operation closeWalletCurrencyAccountAsync
     *
     * Remove an empty currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['closeWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function closeWalletCurrencyAccountAsync($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['closeWalletCurrencyAccount'][0])
    {
        return $this->closeWalletCurrencyAccountAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation closeWalletCurrencyAccountAsyncWithHttpInfo
     *
     * Remove an empty currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['closeWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function closeWalletCurrencyAccountAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['closeWalletCurrencyAccount'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\ClosedCurrencyAccountEnvelope';
        $request = $this->closeWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'closeWalletCurrencyAccount'
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['closeWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function closeWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['closeWalletCurrencyAccount'][0])
    {

        // verify the required parameter 'currency' is set
        if ($currency === null || (is_array($currency) && count($currency) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $currency when calling closeWalletCurrencyAccount'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling closeWalletCurrencyAccount'
            );
        }




        $resourcePath = '/wallets/me/accounts/{currency}';
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
        if ($currency !== null) {
            $resourcePath = str_replace(
                '{currency}',
                ObjectSerializer::toPathValue($currency),
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
            'DELETE',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation createCashOut
     *
     * Cash out to mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\CashOutCreateParams $cash_out_create_params cash_out_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createCashOut'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createCashOut($x_target_environment, $cash_out_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createCashOut'][0])
    {
        list($response) = $this->createCashOutWithHttpInfo($x_target_environment, $cash_out_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createCashOutWithHttpInfo
     *
     * Cash out to mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\CashOutCreateParams $cash_out_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createCashOut'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createCashOutWithHttpInfo($x_target_environment, $cash_out_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createCashOut'][0])
    {
        $request = $this->createCashOutRequest($x_target_environment, $cash_out_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                case 202:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 202:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
     * Operation createCashOutAsync
     *
     * Cash out to mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\CashOutCreateParams $cash_out_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createCashOutAsync($x_target_environment, $cash_out_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createCashOut'][0])
    {
        return $this->createCashOutAsyncWithHttpInfo($x_target_environment, $cash_out_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createCashOutAsyncWithHttpInfo
     *
     * Cash out to mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\CashOutCreateParams $cash_out_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createCashOutAsyncWithHttpInfo($x_target_environment, $cash_out_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createCashOut'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope';
        $request = $this->createCashOutRequest($x_target_environment, $cash_out_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createCashOut'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\CashOutCreateParams $cash_out_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createCashOutRequest($x_target_environment, $cash_out_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createCashOut'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createCashOut'
            );
        }

        // verify the required parameter 'cash_out_create_params' is set
        if ($cash_out_create_params === null || (is_array($cash_out_create_params) && count($cash_out_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $cash_out_create_params when calling createCashOut'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createCashOut, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createCashOut, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.createCashOut, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/wallets/me/cash-out';
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
        if (isset($cash_out_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($cash_out_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $cash_out_create_params;
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
     * Operation createFundIn
     *
     * Fund the wallet by mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInCreateParams $fund_in_create_params fund_in_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundIn'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createFundIn($x_target_environment, $fund_in_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundIn'][0])
    {
        list($response) = $this->createFundInWithHttpInfo($x_target_environment, $fund_in_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createFundInWithHttpInfo
     *
     * Fund the wallet by mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInCreateParams $fund_in_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundIn'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createFundInWithHttpInfo($x_target_environment, $fund_in_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundIn'][0])
    {
        $request = $this->createFundInRequest($x_target_environment, $fund_in_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                case 202:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 202:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
     * Operation createFundInAsync
     *
     * Fund the wallet by mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInCreateParams $fund_in_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createFundInAsync($x_target_environment, $fund_in_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundIn'][0])
    {
        return $this->createFundInAsyncWithHttpInfo($x_target_environment, $fund_in_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createFundInAsyncWithHttpInfo
     *
     * Fund the wallet by mobile money
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInCreateParams $fund_in_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createFundInAsyncWithHttpInfo($x_target_environment, $fund_in_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundIn'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope';
        $request = $this->createFundInRequest($x_target_environment, $fund_in_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createFundIn'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInCreateParams $fund_in_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createFundInRequest($x_target_environment, $fund_in_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundIn'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createFundIn'
            );
        }

        // verify the required parameter 'fund_in_create_params' is set
        if ($fund_in_create_params === null || (is_array($fund_in_create_params) && count($fund_in_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $fund_in_create_params when calling createFundIn'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createFundIn, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createFundIn, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.createFundIn, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/wallets/me/fund-in';
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
        if (isset($fund_in_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($fund_in_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $fund_in_create_params;
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
     * Operation createFundInRefund
     *
     * Refund a completed fund-in to the number it came from
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInRefundCreateParams $fund_in_refund_create_params fund_in_refund_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundInRefund'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createFundInRefund($x_target_environment, $fund_in_refund_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundInRefund'][0])
    {
        list($response) = $this->createFundInRefundWithHttpInfo($x_target_environment, $fund_in_refund_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createFundInRefundWithHttpInfo
     *
     * Refund a completed fund-in to the number it came from
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInRefundCreateParams $fund_in_refund_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundInRefund'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createFundInRefundWithHttpInfo($x_target_environment, $fund_in_refund_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundInRefund'][0])
    {
        $request = $this->createFundInRefundRequest($x_target_environment, $fund_in_refund_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                case 202:
                    return $this->handleResponseWithDataType(
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 202:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
     * Operation createFundInRefundAsync
     *
     * Refund a completed fund-in to the number it came from
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInRefundCreateParams $fund_in_refund_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundInRefund'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createFundInRefundAsync($x_target_environment, $fund_in_refund_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundInRefund'][0])
    {
        return $this->createFundInRefundAsyncWithHttpInfo($x_target_environment, $fund_in_refund_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createFundInRefundAsyncWithHttpInfo
     *
     * Refund a completed fund-in to the number it came from
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInRefundCreateParams $fund_in_refund_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundInRefund'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createFundInRefundAsyncWithHttpInfo($x_target_environment, $fund_in_refund_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundInRefund'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope';
        $request = $this->createFundInRefundRequest($x_target_environment, $fund_in_refund_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createFundInRefund'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\FundInRefundCreateParams $fund_in_refund_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createFundInRefund'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createFundInRefundRequest($x_target_environment, $fund_in_refund_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createFundInRefund'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createFundInRefund'
            );
        }

        // verify the required parameter 'fund_in_refund_create_params' is set
        if ($fund_in_refund_create_params === null || (is_array($fund_in_refund_create_params) && count($fund_in_refund_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $fund_in_refund_create_params when calling createFundInRefund'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createFundInRefund, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createFundInRefund, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.createFundInRefund, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/wallets/me/refund';
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
        if (isset($fund_in_refund_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($fund_in_refund_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $fund_in_refund_create_params;
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
     * Operation createWallet
     *
     * Create the wallet
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWallet'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createWallet($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWallet'][0])
    {
        list($response) = $this->createWalletWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createWalletWithHttpInfo
     *
     * Create the wallet
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWallet'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createWalletWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWallet'][0])
    {
        $request = $this->createWalletRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletEnvelope',
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
     * Operation createWalletAsync
     *
     * Create the wallet
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createWalletAsync($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWallet'][0])
    {
        return $this->createWalletAsyncWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createWalletAsyncWithHttpInfo
     *
     * Create the wallet
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createWalletAsyncWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWallet'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletEnvelope';
        $request = $this->createWalletRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createWallet'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createWalletRequest($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWallet'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createWallet'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createWallet, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createWallet, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.createWallet, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/wallets';
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
     * Operation createWalletTransfer
     *
     * Peer-to-peer transfer to another wallet in one currency
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\WalletTransferCreateParams $wallet_transfer_create_params wallet_transfer_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWalletTransfer'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletTransferEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function createWalletTransfer($x_target_environment, $wallet_transfer_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWalletTransfer'][0])
    {
        list($response) = $this->createWalletTransferWithHttpInfo($x_target_environment, $wallet_transfer_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);
        return $response;
    }

    /**
     * Operation createWalletTransferWithHttpInfo
     *
     * Peer-to-peer transfer to another wallet in one currency
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\WalletTransferCreateParams $wallet_transfer_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWalletTransfer'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletTransferEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function createWalletTransferWithHttpInfo($x_target_environment, $wallet_transfer_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWalletTransfer'][0])
    {
        $request = $this->createWalletTransferRequest($x_target_environment, $wallet_transfer_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletTransferEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletTransferEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletTransferEnvelope',
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
     * Operation createWalletTransferAsync
     *
     * Peer-to-peer transfer to another wallet in one currency
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\WalletTransferCreateParams $wallet_transfer_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWalletTransfer'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createWalletTransferAsync($x_target_environment, $wallet_transfer_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWalletTransfer'][0])
    {
        return $this->createWalletTransferAsyncWithHttpInfo($x_target_environment, $wallet_transfer_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation createWalletTransferAsyncWithHttpInfo
     *
     * Peer-to-peer transfer to another wallet in one currency
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\WalletTransferCreateParams $wallet_transfer_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWalletTransfer'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function createWalletTransferAsyncWithHttpInfo($x_target_environment, $wallet_transfer_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWalletTransfer'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletTransferEnvelope';
        $request = $this->createWalletTransferRequest($x_target_environment, $wallet_transfer_create_params, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $contentType);

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
     * Create request for operation 'createWalletTransfer'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  \PaymentsPlatform\Generated\Model\WalletTransferCreateParams $wallet_transfer_create_params (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['createWalletTransfer'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function createWalletTransferRequest($x_target_environment, $wallet_transfer_create_params, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, string $contentType = self::contentTypes['createWalletTransfer'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling createWalletTransfer'
            );
        }

        // verify the required parameter 'wallet_transfer_create_params' is set
        if ($wallet_transfer_create_params === null || (is_array($wallet_transfer_create_params) && count($wallet_transfer_create_params) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $wallet_transfer_create_params when calling createWalletTransfer'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createWalletTransfer, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.createWalletTransfer, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.createWalletTransfer, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        

        $resourcePath = '/wallets/me/transfer';
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
        if (isset($wallet_transfer_create_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($wallet_transfer_create_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $wallet_transfer_create_params;
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
     * Operation listCashOuts
     *
     * List cash-out requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listCashOuts'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listCashOuts($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listCashOuts'][0])
    {
        list($response) = $this->listCashOutsWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listCashOutsWithHttpInfo
     *
     * List cash-out requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listCashOuts'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listCashOutsWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listCashOuts'][0])
    {
        $request = $this->listCashOutsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
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
     * Operation listCashOutsAsync
     *
     * List cash-out requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listCashOuts'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listCashOutsAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listCashOuts'][0])
    {
        return $this->listCashOutsAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listCashOutsAsyncWithHttpInfo
     *
     * List cash-out requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listCashOuts'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listCashOutsAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listCashOuts'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope';
        $request = $this->listCashOutsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listCashOuts'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listCashOuts'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listCashOutsRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listCashOuts'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listCashOuts'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listCashOuts, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listCashOuts, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listCashOuts, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listCashOuts, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listCashOuts, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listCashOuts, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listCashOuts, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listCashOuts, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listCashOuts, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listCashOuts, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/wallets/me/cash-outs';
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
     * Operation listFundIns
     *
     * List fund-in requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listFundIns'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listFundIns($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listFundIns'][0])
    {
        list($response) = $this->listFundInsWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listFundInsWithHttpInfo
     *
     * List fund-in requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listFundIns'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listFundInsWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listFundIns'][0])
    {
        $request = $this->listFundInsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope',
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
     * Operation listFundInsAsync
     *
     * List fund-in requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listFundIns'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listFundInsAsync($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listFundIns'][0])
    {
        return $this->listFundInsAsyncWithHttpInfo($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listFundInsAsyncWithHttpInfo
     *
     * List fund-in requests
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listFundIns'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listFundInsAsyncWithHttpInfo($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listFundIns'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationPageEnvelope';
        $request = $this->listFundInsRequest($x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listFundIns'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listFundIns'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listFundInsRequest($x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listFundIns'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listFundIns'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listFundIns, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listFundIns, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listFundIns, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listFundIns, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listFundIns, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listFundIns, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listFundIns, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listFundIns, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listFundIns, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listFundIns, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/wallets/me/fund-ins';
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
     * Operation listWalletBalances
     *
     * All currency balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletBalances'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listWalletBalances($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletBalances'][0])
    {
        list($response) = $this->listWalletBalancesWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listWalletBalancesWithHttpInfo
     *
     * All currency balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletBalances'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listWalletBalancesWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletBalances'][0])
    {
        $request = $this->listWalletBalancesRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope',
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
     * Operation listWalletBalancesAsync
     *
     * All currency balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletBalances'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listWalletBalancesAsync($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletBalances'][0])
    {
        return $this->listWalletBalancesAsyncWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listWalletBalancesAsyncWithHttpInfo
     *
     * All currency balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletBalances'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listWalletBalancesAsyncWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletBalances'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletBalanceListEnvelope';
        $request = $this->listWalletBalancesRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listWalletBalances'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletBalances'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listWalletBalancesRequest($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletBalances'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listWalletBalances'
            );
        }




        $resourcePath = '/wallets/me/balances';
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
     * Operation listWalletTransactions
     *
     * History of one currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page page (optional, default to 0)
     * @param  int|null $size size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletTransactions'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function listWalletTransactions($currency, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletTransactions'][0])
    {
        list($response) = $this->listWalletTransactionsWithHttpInfo($currency, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation listWalletTransactionsWithHttpInfo
     *
     * History of one currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletTransactions'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function listWalletTransactionsWithHttpInfo($currency, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletTransactions'][0])
    {
        $request = $this->listWalletTransactionsRequest($currency, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope',
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
     * Operation listWalletTransactionsAsync
     *
     * History of one currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletTransactions'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listWalletTransactionsAsync($currency, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletTransactions'][0])
    {
        return $this->listWalletTransactionsAsyncWithHttpInfo($currency, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation listWalletTransactionsAsyncWithHttpInfo
     *
     * History of one currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletTransactions'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function listWalletTransactionsAsyncWithHttpInfo($currency, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletTransactions'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletTransactionPageEnvelope';
        $request = $this->listWalletTransactionsRequest($currency, $x_target_environment, $page, $size, $limit, $starting_after, $ending_before, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'listWalletTransactions'
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  int|null $page (optional, default to 0)
     * @param  int|null $size (optional, default to 20)
     * @param  int|null $limit page size, 1-100: the newer name of size, which it overrides (optional)
     * @param  string|null $starting_after the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
     * @param  string|null $ending_before the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['listWalletTransactions'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function listWalletTransactionsRequest($currency, $x_target_environment, $page = 0, $size = 20, $limit = null, $starting_after = null, $ending_before = null, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['listWalletTransactions'][0])
    {

        // verify the required parameter 'currency' is set
        if ($currency === null || (is_array($currency) && count($currency) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $currency when calling listWalletTransactions'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling listWalletTransactions'
            );
        }

        if ($page !== null && $page > 1000000) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listWalletTransactions, must be smaller than or equal to 1000000.');
        }
        if ($page !== null && $page < 0) {
            throw new \InvalidArgumentException('invalid value for "$page" when calling WalletApi.listWalletTransactions, must be bigger than or equal to 0.');
        }
        
        if ($size !== null && $size > 100) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listWalletTransactions, must be smaller than or equal to 100.');
        }
        if ($size !== null && $size < 1) {
            throw new \InvalidArgumentException('invalid value for "$size" when calling WalletApi.listWalletTransactions, must be bigger than or equal to 1.');
        }
        
        if ($limit !== null && $limit > 100) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listWalletTransactions, must be smaller than or equal to 100.');
        }
        if ($limit !== null && $limit < 1) {
            throw new \InvalidArgumentException('invalid value for "$limit" when calling WalletApi.listWalletTransactions, must be bigger than or equal to 1.');
        }
        
        if ($starting_after !== null && strlen($starting_after) > 200) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listWalletTransactions, must be smaller than or equal to 200.');
        }
        if ($starting_after !== null && strlen($starting_after) < 1) {
            throw new \InvalidArgumentException('invalid length for "$starting_after" when calling WalletApi.listWalletTransactions, must be bigger than or equal to 1.');
        }
        
        if ($ending_before !== null && strlen($ending_before) > 200) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listWalletTransactions, must be smaller than or equal to 200.');
        }
        if ($ending_before !== null && strlen($ending_before) < 1) {
            throw new \InvalidArgumentException('invalid length for "$ending_before" when calling WalletApi.listWalletTransactions, must be bigger than or equal to 1.');
        }
        



        $resourcePath = '/wallets/me/transactions/{currency}';
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
        if ($currency !== null) {
            $resourcePath = str_replace(
                '{currency}',
                ObjectSerializer::toPathValue($currency),
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
     * Operation openWalletCurrencyAccount
     *
     * Add a currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['openWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletBalanceEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function openWalletCurrencyAccount($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['openWalletCurrencyAccount'][0])
    {
        list($response) = $this->openWalletCurrencyAccountWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation openWalletCurrencyAccountWithHttpInfo
     *
     * Add a currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['openWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletBalanceEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function openWalletCurrencyAccountWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['openWalletCurrencyAccount'][0])
    {
        $request = $this->openWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
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
     * Operation openWalletCurrencyAccountAsync
     *
     * Add a currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['openWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function openWalletCurrencyAccountAsync($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['openWalletCurrencyAccount'][0])
    {
        return $this->openWalletCurrencyAccountAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation openWalletCurrencyAccountAsyncWithHttpInfo
     *
     * Add a currency account
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['openWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function openWalletCurrencyAccountAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['openWalletCurrencyAccount'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope';
        $request = $this->openWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'openWalletCurrencyAccount'
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['openWalletCurrencyAccount'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function openWalletCurrencyAccountRequest($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['openWalletCurrencyAccount'][0])
    {

        // verify the required parameter 'currency' is set
        if ($currency === null || (is_array($currency) && count($currency) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $currency when calling openWalletCurrencyAccount'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling openWalletCurrencyAccount'
            );
        }




        $resourcePath = '/wallets/me/accounts/{currency}';
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
        if ($currency !== null) {
            $resourcePath = str_replace(
                '{currency}',
                ObjectSerializer::toPathValue($currency),
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
            'PUT',
            $operationHost . $resourcePath . ($query ? "?{$query}" : ''),
            $headers,
            $httpBody
        );
    }

    /**
     * Operation retrieveWallet
     *
     * Wallet details with its balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWallet'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function retrieveWallet($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWallet'][0])
    {
        list($response) = $this->retrieveWalletWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation retrieveWalletWithHttpInfo
     *
     * Wallet details with its balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWallet'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function retrieveWalletWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWallet'][0])
    {
        $request = $this->retrieveWalletRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletEnvelope',
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
     * Operation retrieveWalletAsync
     *
     * Wallet details with its balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrieveWalletAsync($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWallet'][0])
    {
        return $this->retrieveWalletAsyncWithHttpInfo($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation retrieveWalletAsyncWithHttpInfo
     *
     * Wallet details with its balances
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrieveWalletAsyncWithHttpInfo($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWallet'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletEnvelope';
        $request = $this->retrieveWalletRequest($x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'retrieveWallet'
     *
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWallet'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function retrieveWalletRequest($x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWallet'][0])
    {

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling retrieveWallet'
            );
        }




        $resourcePath = '/wallets/me';
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
     * Operation retrieveWalletBalance
     *
     * Balance of one currency
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWalletBalance'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\WalletBalanceEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function retrieveWalletBalance($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWalletBalance'][0])
    {
        list($response) = $this->retrieveWalletBalanceWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);
        return $response;
    }

    /**
     * Operation retrieveWalletBalanceWithHttpInfo
     *
     * Balance of one currency
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWalletBalance'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\WalletBalanceEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function retrieveWalletBalanceWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWalletBalance'][0])
    {
        $request = $this->retrieveWalletBalanceRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
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
                '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope',
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
     * Operation retrieveWalletBalanceAsync
     *
     * Balance of one currency
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWalletBalance'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrieveWalletBalanceAsync($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWalletBalance'][0])
    {
        return $this->retrieveWalletBalanceAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation retrieveWalletBalanceAsyncWithHttpInfo
     *
     * Balance of one currency
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWalletBalance'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function retrieveWalletBalanceAsyncWithHttpInfo($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWalletBalance'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\WalletBalanceEnvelope';
        $request = $this->retrieveWalletBalanceRequest($currency, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $contentType);

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
     * Create request for operation 'retrieveWalletBalance'
     *
     * @param  string $currency 3-letter currency code (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['retrieveWalletBalance'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function retrieveWalletBalanceRequest($currency, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, string $contentType = self::contentTypes['retrieveWalletBalance'][0])
    {

        // verify the required parameter 'currency' is set
        if ($currency === null || (is_array($currency) && count($currency) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $currency when calling retrieveWalletBalance'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling retrieveWalletBalance'
            );
        }




        $resourcePath = '/wallets/me/balances/{currency}';
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
        if ($currency !== null) {
            $resourcePath = str_replace(
                '{currency}',
                ObjectSerializer::toPathValue($currency),
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
     * Operation updateCashOut
     *
     * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\CashOutUpdateParams|null $cash_out_update_params cash_out_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateCashOut'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function updateCashOut($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $cash_out_update_params = null, string $contentType = self::contentTypes['updateCashOut'][0])
    {
        list($response) = $this->updateCashOutWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $cash_out_update_params, $contentType);
        return $response;
    }

    /**
     * Operation updateCashOutWithHttpInfo
     *
     * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\CashOutUpdateParams|null $cash_out_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateCashOut'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function updateCashOutWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $cash_out_update_params = null, string $contentType = self::contentTypes['updateCashOut'][0])
    {
        $request = $this->updateCashOutRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $cash_out_update_params, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
     * Operation updateCashOutAsync
     *
     * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\CashOutUpdateParams|null $cash_out_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updateCashOutAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $cash_out_update_params = null, string $contentType = self::contentTypes['updateCashOut'][0])
    {
        return $this->updateCashOutAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $cash_out_update_params, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation updateCashOutAsyncWithHttpInfo
     *
     * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\CashOutUpdateParams|null $cash_out_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updateCashOutAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $cash_out_update_params = null, string $contentType = self::contentTypes['updateCashOut'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope';
        $request = $this->updateCashOutRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $cash_out_update_params, $contentType);

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
     * Create request for operation 'updateCashOut'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\CashOutUpdateParams|null $cash_out_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateCashOut'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function updateCashOutRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $cash_out_update_params = null, string $contentType = self::contentTypes['updateCashOut'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling updateCashOut'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling updateCashOut'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.updateCashOut, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.updateCashOut, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.updateCashOut, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        


        $resourcePath = '/wallets/me/cash-outs/{id}';
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
        if (isset($cash_out_update_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($cash_out_update_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $cash_out_update_params;
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
     * Operation updateFundIn
     *
     * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\FundInUpdateParams|null $fund_in_update_params fund_in_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateFundIn'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope
     */
    public function updateFundIn($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $fund_in_update_params = null, string $contentType = self::contentTypes['updateFundIn'][0])
    {
        list($response) = $this->updateFundInWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $fund_in_update_params, $contentType);
        return $response;
    }

    /**
     * Operation updateFundInWithHttpInfo
     *
     * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\FundInUpdateParams|null $fund_in_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateFundIn'] to see the possible values for this operation
     *
     * @throws \PaymentsPlatform\Generated\ApiException on non-2xx response or if the response body is not in the expected format
     * @throws \InvalidArgumentException
     * @return array of \PaymentsPlatform\Generated\Model\FundingOperationEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope|\PaymentsPlatform\Generated\Model\ErrorEnvelope, HTTP status code, HTTP response headers (array of strings)
     */
    public function updateFundInWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $fund_in_update_params = null, string $contentType = self::contentTypes['updateFundIn'][0])
    {
        $request = $this->updateFundInRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $fund_in_update_params, $contentType);

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
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
                '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
                $request,
                $response,
            );
        } catch (ApiException $e) {
            switch ($e->getCode()) {
                case 200:
                    $data = ObjectSerializer::deserialize(
                        $e->getResponseBody(),
                        '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope',
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
     * Operation updateFundInAsync
     *
     * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\FundInUpdateParams|null $fund_in_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updateFundInAsync($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $fund_in_update_params = null, string $contentType = self::contentTypes['updateFundIn'][0])
    {
        return $this->updateFundInAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $fund_in_update_params, $contentType)
            ->then(
                function ($response) {
                    return $response[0];
                }
            );
    }

    /**
     * Operation updateFundInAsyncWithHttpInfo
     *
     * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\FundInUpdateParams|null $fund_in_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Promise\PromiseInterface
     */
    public function updateFundInAsyncWithHttpInfo($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $fund_in_update_params = null, string $contentType = self::contentTypes['updateFundIn'][0])
    {
        $returnType = '\PaymentsPlatform\Generated\Model\FundingOperationEnvelope';
        $request = $this->updateFundInRequest($id, $x_target_environment, $x_correlation_id, $x_sandbox_scenario, $idempotency_key, $fund_in_update_params, $contentType);

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
     * Create request for operation 'updateFundIn'
     *
     * @param  string $id (required)
     * @param  string $x_target_environment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
     * @param  string|null $x_correlation_id Echoed as correlationId; generated when absent. (optional)
     * @param  string|null $x_sandbox_scenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
     * @param  string|null $idempotency_key Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
     * @param  \PaymentsPlatform\Generated\Model\FundInUpdateParams|null $fund_in_update_params (optional)
     * @param  string $contentType The value for the Content-Type header. Check self::contentTypes['updateFundIn'] to see the possible values for this operation
     *
     * @throws \InvalidArgumentException
     * @return \GuzzleHttp\Psr7\Request
     */
    public function updateFundInRequest($id, $x_target_environment, $x_correlation_id = null, $x_sandbox_scenario = null, $idempotency_key = null, $fund_in_update_params = null, string $contentType = self::contentTypes['updateFundIn'][0])
    {

        // verify the required parameter 'id' is set
        if ($id === null || (is_array($id) && count($id) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $id when calling updateFundIn'
            );
        }

        // verify the required parameter 'x_target_environment' is set
        if ($x_target_environment === null || (is_array($x_target_environment) && count($x_target_environment) === 0)) {
            throw new \InvalidArgumentException(
                'Missing the required parameter $x_target_environment when calling updateFundIn'
            );
        }



        if ($idempotency_key !== null && strlen($idempotency_key) > 255) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.updateFundIn, must be smaller than or equal to 255.');
        }
        if ($idempotency_key !== null && strlen($idempotency_key) < 1) {
            throw new \InvalidArgumentException('invalid length for "$idempotency_key" when calling WalletApi.updateFundIn, must be bigger than or equal to 1.');
        }
        if ($idempotency_key !== null && !preg_match("/^[\\x21-\\x7e]+$/", $idempotency_key)) {
            throw new \InvalidArgumentException("invalid value for \"idempotency_key\" when calling WalletApi.updateFundIn, must conform to the pattern /^[\\x21-\\x7e]+$/.");
        }
        


        $resourcePath = '/wallets/me/fund-ins/{id}';
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
        if (isset($fund_in_update_params)) {
            if (stripos($headers['Content-Type'], 'application/json') !== false) {
                # if Content-Type contains "application/json", json_encode the body
                try {
                    $httpBody = json_encode(ObjectSerializer::sanitizeForSerialization($fund_in_update_params), JSON_THROW_ON_ERROR);
                } catch (\JsonException $e) {
                    throw new \InvalidArgumentException('json_encode error: ' . $e->getMessage(), 0, $e);
                }
            } else {
                $httpBody = $fund_in_update_params;
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
