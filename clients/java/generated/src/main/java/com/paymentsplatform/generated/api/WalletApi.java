/*
 * Payments Platform API (REST compatibility layer)
 * Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |
 *
 * The version of the OpenAPI document: 2027-01-15
 * 
 *
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

package com.paymentsplatform.generated.api;

import com.paymentsplatform.generated.ApiClient;
import com.paymentsplatform.generated.ApiException;
import com.paymentsplatform.generated.ApiResponse;
import com.paymentsplatform.generated.Configuration;
import com.paymentsplatform.generated.Pair;

import com.paymentsplatform.generated.model.CashOutCreateParams;
import com.paymentsplatform.generated.model.CashOutUpdateParams;
import com.paymentsplatform.generated.model.ClosedCurrencyAccountEnvelope;
import com.paymentsplatform.generated.model.ErrorEnvelope;
import com.paymentsplatform.generated.model.FundInCreateParams;
import com.paymentsplatform.generated.model.FundInRefundCreateParams;
import com.paymentsplatform.generated.model.FundInUpdateParams;
import com.paymentsplatform.generated.model.FundingOperationEnvelope;
import com.paymentsplatform.generated.model.FundingOperationPageEnvelope;
import java.time.LocalDate;
import java.util.UUID;
import com.paymentsplatform.generated.model.WalletBalanceEnvelope;
import com.paymentsplatform.generated.model.WalletBalanceListEnvelope;
import com.paymentsplatform.generated.model.WalletEnvelope;
import com.paymentsplatform.generated.model.WalletTransactionPageEnvelope;
import com.paymentsplatform.generated.model.WalletTransferCreateParams;
import com.paymentsplatform.generated.model.WalletTransferEnvelope;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.InputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.http.HttpRequest;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import java.util.ArrayList;
import java.util.StringJoiner;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

@jakarta.annotation.Generated(value = "org.openapitools.codegen.languages.JavaClientCodegen", comments = "Generator version: 7.25.0")
public class WalletApi {
  /**
   * Utility class for extending HttpRequest.Builder functionality.
   */
  private static class HttpRequestBuilderExtensions {
    /**
     * Adds additional headers to the provided HttpRequest.Builder. Useful for adding method/endpoint specific headers.
     *
     * @param builder the HttpRequest.Builder to which headers will be added
     * @param headers a map of header names and values to add; may be null
     * @return the same HttpRequest.Builder instance with the additional headers set
     */
    static HttpRequest.Builder withAdditionalHeaders(HttpRequest.Builder builder, Map<String, String> headers) {
        if (headers != null) {
            for (Map.Entry<String, String> entry : headers.entrySet()) {
                builder.header(entry.getKey(), entry.getValue());
            }
        }
        return builder;
    }
  }
  private final HttpClient memberVarHttpClient;
  private final ObjectMapper memberVarObjectMapper;
  private final String memberVarBaseUri;
  private final Consumer<HttpRequest.Builder> memberVarInterceptor;
  private final Duration memberVarReadTimeout;
  private final Consumer<HttpResponse<InputStream>> memberVarResponseInterceptor;
  private final Consumer<HttpResponse<InputStream>> memberVarAsyncResponseInterceptor;

  public WalletApi() {
    this(Configuration.getDefaultApiClient());
  }

  public WalletApi(ApiClient apiClient) {
    memberVarHttpClient = apiClient.getHttpClient();
    memberVarObjectMapper = apiClient.getObjectMapper();
    memberVarBaseUri = apiClient.getBaseUri();
    memberVarInterceptor = apiClient.getRequestInterceptor();
    memberVarReadTimeout = apiClient.getReadTimeout();
    memberVarResponseInterceptor = apiClient.getResponseInterceptor();
    memberVarAsyncResponseInterceptor = apiClient.getAsyncResponseInterceptor();
  }


  protected ApiException getApiException(String operationId, HttpResponse<InputStream> response) throws IOException {
    InputStream responseBody = ApiClient.getResponseBody(response);
    String body = null;
    try {
      body = responseBody == null ? null : new String(responseBody.readAllBytes());
    } finally {
      if (responseBody != null) {
        responseBody.close();
      }
    }
    String message = formatExceptionMessage(operationId, response.statusCode(), body);
    return new ApiException(response.statusCode(), message, response.headers(), body);
  }

  private String formatExceptionMessage(String operationId, int statusCode, String body) {
    if (body == null || body.isEmpty()) {
      body = "[no body]";
    }
    return operationId + " call failed with: " + statusCode + " - " + body;
  }

  /**
   * Download file from the given response.
   *
   * @param response Response
   * @return File
   * @throws ApiException If fail to read file content from response and write to disk
   */
  public File downloadFileFromResponse(HttpResponse<InputStream> response, InputStream responseBody) throws ApiException {
    if (responseBody == null) {
      throw new ApiException(new IOException("Response body is empty"));
    }
    try {
      File file = prepareDownloadFile(response);
      java.nio.file.Files.copy(responseBody, file.toPath(), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      return file;
    } catch (IOException e) {
      throw new ApiException(e);
    }
  }

  /**
   * <p>Prepare the file for download from the response.</p>
   *
   * @param response a {@link java.net.http.HttpResponse} object.
   * @return a {@link java.io.File} object.
   * @throws java.io.IOException if any.
   */
  private File prepareDownloadFile(HttpResponse<InputStream> response) throws IOException {
    String filename = null;
    java.util.Optional<String> contentDisposition = response.headers().firstValue("Content-Disposition");
    if (contentDisposition.isPresent() && !"".equals(contentDisposition.get())) {
      // Get filename from the Content-Disposition header.
      java.util.regex.Pattern pattern = java.util.regex.Pattern.compile("filename=['\"]?([^'\"\\s]+)['\"]?");
      java.util.regex.Matcher matcher = pattern.matcher(contentDisposition.get());
      if (matcher.find())
        filename = matcher.group(1);
    }
    File file = null;
    if (filename != null) {
      java.nio.file.Path tempDir = java.nio.file.Files.createTempDirectory("swagger-gen-native");
      java.nio.file.Path filePath = java.nio.file.Files.createFile(tempDir.resolve(filename));
      file = filePath.toFile();
      tempDir.toFile().deleteOnExit();   // best effort cleanup
      file.deleteOnExit(); // best effort cleanup
    } else {
      file = java.nio.file.Files.createTempFile("download-", "").toFile();
      file.deleteOnExit(); // best effort cleanup
    }
    return file;
  }

  /**
   * Remove an empty currency account
   * Remove an empty currency account (409 while it holds money).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ClosedCurrencyAccountEnvelope
   * @throws ApiException if fails to make API call
   */
  public ClosedCurrencyAccountEnvelope closeWalletCurrencyAccount(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return closeWalletCurrencyAccount(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Remove an empty currency account
   * Remove an empty currency account (409 while it holds money).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ClosedCurrencyAccountEnvelope
   * @throws ApiException if fails to make API call
   */
  public ClosedCurrencyAccountEnvelope closeWalletCurrencyAccount(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<ClosedCurrencyAccountEnvelope> localVarResponse = closeWalletCurrencyAccountWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Remove an empty currency account
   * Remove an empty currency account (409 while it holds money).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;ClosedCurrencyAccountEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<ClosedCurrencyAccountEnvelope> closeWalletCurrencyAccountWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return closeWalletCurrencyAccountWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Remove an empty currency account
   * Remove an empty currency account (409 while it holds money).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;ClosedCurrencyAccountEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<ClosedCurrencyAccountEnvelope> closeWalletCurrencyAccountWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = closeWalletCurrencyAccountRequestBuilder(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("closeWalletCurrencyAccount", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<ClosedCurrencyAccountEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        ClosedCurrencyAccountEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<ClosedCurrencyAccountEnvelope>() {});
        

        return new ApiResponse<ClosedCurrencyAccountEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder closeWalletCurrencyAccountRequestBuilder(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'currency' is set
    if (currency == null) {
      throw new ApiException(400, "Missing the required parameter 'currency' when calling closeWalletCurrencyAccount");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling closeWalletCurrencyAccount");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/accounts/{currency}"
        .replace("{currency}", ApiClient.urlEncode(currency.toString()));

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("DELETE", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Cash out to mobile money
   * Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param cashOutCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createCashOut(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull CashOutCreateParams cashOutCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createCashOut(xTargetEnvironment, cashOutCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Cash out to mobile money
   * Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param cashOutCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createCashOut(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull CashOutCreateParams cashOutCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationEnvelope> localVarResponse = createCashOutWithHttpInfo(xTargetEnvironment, cashOutCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Cash out to mobile money
   * Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param cashOutCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createCashOutWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull CashOutCreateParams cashOutCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createCashOutWithHttpInfo(xTargetEnvironment, cashOutCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Cash out to mobile money
   * Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param cashOutCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createCashOutWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull CashOutCreateParams cashOutCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createCashOutRequestBuilder(xTargetEnvironment, cashOutCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("createCashOut", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationEnvelope>() {});
        

        return new ApiResponse<FundingOperationEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder createCashOutRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull CashOutCreateParams cashOutCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createCashOut");
    }
    // verify the required parameter 'cashOutCreateParams' is set
    if (cashOutCreateParams == null) {
      throw new ApiException(400, "Missing the required parameter 'cashOutCreateParams' when calling createCashOut");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/cash-out";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(cashOutCreateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Fund the wallet by mobile money
   * Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createFundIn(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInCreateParams fundInCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createFundIn(xTargetEnvironment, fundInCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Fund the wallet by mobile money
   * Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createFundIn(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInCreateParams fundInCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationEnvelope> localVarResponse = createFundInWithHttpInfo(xTargetEnvironment, fundInCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Fund the wallet by mobile money
   * Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createFundInWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInCreateParams fundInCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createFundInWithHttpInfo(xTargetEnvironment, fundInCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Fund the wallet by mobile money
   * Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createFundInWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInCreateParams fundInCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createFundInRequestBuilder(xTargetEnvironment, fundInCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("createFundIn", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationEnvelope>() {});
        

        return new ApiResponse<FundingOperationEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder createFundInRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInCreateParams fundInCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createFundIn");
    }
    // verify the required parameter 'fundInCreateParams' is set
    if (fundInCreateParams == null) {
      throw new ApiException(400, "Missing the required parameter 'fundInCreateParams' when calling createFundIn");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/fund-in";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(fundInCreateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Refund a completed fund-in to the number it came from
   * Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInRefundCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createFundInRefund(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInRefundCreateParams fundInRefundCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createFundInRefund(xTargetEnvironment, fundInRefundCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Refund a completed fund-in to the number it came from
   * Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInRefundCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope createFundInRefund(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInRefundCreateParams fundInRefundCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationEnvelope> localVarResponse = createFundInRefundWithHttpInfo(xTargetEnvironment, fundInRefundCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Refund a completed fund-in to the number it came from
   * Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInRefundCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createFundInRefundWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInRefundCreateParams fundInRefundCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createFundInRefundWithHttpInfo(xTargetEnvironment, fundInRefundCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Refund a completed fund-in to the number it came from
   * Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param fundInRefundCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> createFundInRefundWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInRefundCreateParams fundInRefundCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createFundInRefundRequestBuilder(xTargetEnvironment, fundInRefundCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("createFundInRefund", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationEnvelope>() {});
        

        return new ApiResponse<FundingOperationEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder createFundInRefundRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull FundInRefundCreateParams fundInRefundCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createFundInRefund");
    }
    // verify the required parameter 'fundInRefundCreateParams' is set
    if (fundInRefundCreateParams == null) {
      throw new ApiException(400, "Missing the required parameter 'fundInRefundCreateParams' when calling createFundInRefund");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/refund";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(fundInRefundCreateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Create the wallet
   * Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return WalletEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletEnvelope createWallet(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createWallet(xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Create the wallet
   * Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletEnvelope createWallet(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletEnvelope> localVarResponse = createWalletWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Create the wallet
   * Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;WalletEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletEnvelope> createWalletWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createWalletWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Create the wallet
   * Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletEnvelope> createWalletWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createWalletRequestBuilder(xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("createWallet", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletEnvelope>() {});
        

        return new ApiResponse<WalletEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder createWalletRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createWallet");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Peer-to-peer transfer to another wallet in one currency
   * Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param walletTransferCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return WalletTransferEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletTransferEnvelope createWalletTransfer(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull WalletTransferCreateParams walletTransferCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createWalletTransfer(xTargetEnvironment, walletTransferCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Peer-to-peer transfer to another wallet in one currency
   * Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param walletTransferCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletTransferEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletTransferEnvelope createWalletTransfer(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull WalletTransferCreateParams walletTransferCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletTransferEnvelope> localVarResponse = createWalletTransferWithHttpInfo(xTargetEnvironment, walletTransferCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Peer-to-peer transfer to another wallet in one currency
   * Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param walletTransferCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;WalletTransferEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletTransferEnvelope> createWalletTransferWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull WalletTransferCreateParams walletTransferCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createWalletTransferWithHttpInfo(xTargetEnvironment, walletTransferCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Peer-to-peer transfer to another wallet in one currency
   * Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param walletTransferCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletTransferEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletTransferEnvelope> createWalletTransferWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull WalletTransferCreateParams walletTransferCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createWalletTransferRequestBuilder(xTargetEnvironment, walletTransferCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("createWalletTransfer", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletTransferEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletTransferEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletTransferEnvelope>() {});
        

        return new ApiResponse<WalletTransferEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder createWalletTransferRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull WalletTransferCreateParams walletTransferCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createWalletTransfer");
    }
    // verify the required parameter 'walletTransferCreateParams' is set
    if (walletTransferCreateParams == null) {
      throw new ApiException(400, "Missing the required parameter 'walletTransferCreateParams' when calling createWalletTransfer");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/transfer";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(walletTransferCreateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * List cash-out requests
   * List cash-out requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return FundingOperationPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationPageEnvelope listCashOuts(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listCashOuts(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List cash-out requests
   * List cash-out requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationPageEnvelope listCashOuts(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationPageEnvelope> localVarResponse = listCashOutsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * List cash-out requests
   * List cash-out requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;FundingOperationPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationPageEnvelope> listCashOutsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listCashOutsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List cash-out requests
   * List cash-out requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationPageEnvelope> listCashOutsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listCashOutsRequestBuilder(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("listCashOuts", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationPageEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationPageEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationPageEnvelope>() {});
        

        return new ApiResponse<FundingOperationPageEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder listCashOutsRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listCashOuts");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/cash-outs";

    List<Pair> localVarQueryParams = new ArrayList<>();
    StringJoiner localVarQueryStringJoiner = new StringJoiner("&");
    String localVarQueryParameterBaseName;
    localVarQueryParameterBaseName = "page";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("page", page));
    localVarQueryParameterBaseName = "size";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("size", size));
    localVarQueryParameterBaseName = "limit";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("limit", limit));
    localVarQueryParameterBaseName = "startingAfter";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("startingAfter", startingAfter));
    localVarQueryParameterBaseName = "endingBefore";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("endingBefore", endingBefore));

    if (!localVarQueryParams.isEmpty() || localVarQueryStringJoiner.length() != 0) {
      StringJoiner queryJoiner = new StringJoiner("&");
      localVarQueryParams.forEach(p -> queryJoiner.add(p.getName() + '=' + p.getValue()));
      if (localVarQueryStringJoiner.length() != 0) {
        queryJoiner.add(localVarQueryStringJoiner.toString());
      }
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath + '?' + queryJoiner.toString()));
    } else {
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));
    }

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * List fund-in requests
   * List fund-in requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return FundingOperationPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationPageEnvelope listFundIns(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listFundIns(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List fund-in requests
   * List fund-in requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationPageEnvelope listFundIns(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationPageEnvelope> localVarResponse = listFundInsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * List fund-in requests
   * List fund-in requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;FundingOperationPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationPageEnvelope> listFundInsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listFundInsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List fund-in requests
   * List fund-in requests, newest first.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationPageEnvelope> listFundInsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listFundInsRequestBuilder(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("listFundIns", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationPageEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationPageEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationPageEnvelope>() {});
        

        return new ApiResponse<FundingOperationPageEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder listFundInsRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listFundIns");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/fund-ins";

    List<Pair> localVarQueryParams = new ArrayList<>();
    StringJoiner localVarQueryStringJoiner = new StringJoiner("&");
    String localVarQueryParameterBaseName;
    localVarQueryParameterBaseName = "page";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("page", page));
    localVarQueryParameterBaseName = "size";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("size", size));
    localVarQueryParameterBaseName = "limit";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("limit", limit));
    localVarQueryParameterBaseName = "startingAfter";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("startingAfter", startingAfter));
    localVarQueryParameterBaseName = "endingBefore";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("endingBefore", endingBefore));

    if (!localVarQueryParams.isEmpty() || localVarQueryStringJoiner.length() != 0) {
      StringJoiner queryJoiner = new StringJoiner("&");
      localVarQueryParams.forEach(p -> queryJoiner.add(p.getName() + '=' + p.getValue()));
      if (localVarQueryStringJoiner.length() != 0) {
        queryJoiner.add(localVarQueryStringJoiner.toString());
      }
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath + '?' + queryJoiner.toString()));
    } else {
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));
    }

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * All currency balances
   * All currency balances (GHS first).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return WalletBalanceListEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceListEnvelope listWalletBalances(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listWalletBalances(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * All currency balances
   * All currency balances (GHS first).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletBalanceListEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceListEnvelope listWalletBalances(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletBalanceListEnvelope> localVarResponse = listWalletBalancesWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * All currency balances
   * All currency balances (GHS first).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;WalletBalanceListEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceListEnvelope> listWalletBalancesWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listWalletBalancesWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * All currency balances
   * All currency balances (GHS first).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletBalanceListEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceListEnvelope> listWalletBalancesWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listWalletBalancesRequestBuilder(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("listWalletBalances", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletBalanceListEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletBalanceListEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletBalanceListEnvelope>() {});
        

        return new ApiResponse<WalletBalanceListEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder listWalletBalancesRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listWalletBalances");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/balances";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * History of one currency account
   * History of one currency account, newest first (page zero-based, size 1-100, default 20).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return WalletTransactionPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletTransactionPageEnvelope listWalletTransactions(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listWalletTransactions(currency, xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * History of one currency account
   * History of one currency account, newest first (page zero-based, size 1-100, default 20).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletTransactionPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletTransactionPageEnvelope listWalletTransactions(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletTransactionPageEnvelope> localVarResponse = listWalletTransactionsWithHttpInfo(currency, xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * History of one currency account
   * History of one currency account, newest first (page zero-based, size 1-100, default 20).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;WalletTransactionPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletTransactionPageEnvelope> listWalletTransactionsWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listWalletTransactionsWithHttpInfo(currency, xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * History of one currency account
   * History of one currency account, newest first (page zero-based, size 1-100, default 20).
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletTransactionPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletTransactionPageEnvelope> listWalletTransactionsWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listWalletTransactionsRequestBuilder(currency, xTargetEnvironment, page, size, limit, startingAfter, endingBefore, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("listWalletTransactions", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletTransactionPageEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletTransactionPageEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletTransactionPageEnvelope>() {});
        

        return new ApiResponse<WalletTransactionPageEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder listWalletTransactionsRequestBuilder(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'currency' is set
    if (currency == null) {
      throw new ApiException(400, "Missing the required parameter 'currency' when calling listWalletTransactions");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listWalletTransactions");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/transactions/{currency}"
        .replace("{currency}", ApiClient.urlEncode(currency.toString()));

    List<Pair> localVarQueryParams = new ArrayList<>();
    StringJoiner localVarQueryStringJoiner = new StringJoiner("&");
    String localVarQueryParameterBaseName;
    localVarQueryParameterBaseName = "page";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("page", page));
    localVarQueryParameterBaseName = "size";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("size", size));
    localVarQueryParameterBaseName = "limit";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("limit", limit));
    localVarQueryParameterBaseName = "startingAfter";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("startingAfter", startingAfter));
    localVarQueryParameterBaseName = "endingBefore";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("endingBefore", endingBefore));

    if (!localVarQueryParams.isEmpty() || localVarQueryStringJoiner.length() != 0) {
      StringJoiner queryJoiner = new StringJoiner("&");
      localVarQueryParams.forEach(p -> queryJoiner.add(p.getName() + '=' + p.getValue()));
      if (localVarQueryStringJoiner.length() != 0) {
        queryJoiner.add(localVarQueryStringJoiner.toString());
      }
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath + '?' + queryJoiner.toString()));
    } else {
      localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));
    }

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Add a currency account
   * Add (or reopen) a currency account.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return WalletBalanceEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceEnvelope openWalletCurrencyAccount(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return openWalletCurrencyAccount(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Add a currency account
   * Add (or reopen) a currency account.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletBalanceEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceEnvelope openWalletCurrencyAccount(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletBalanceEnvelope> localVarResponse = openWalletCurrencyAccountWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Add a currency account
   * Add (or reopen) a currency account.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;WalletBalanceEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceEnvelope> openWalletCurrencyAccountWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return openWalletCurrencyAccountWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Add a currency account
   * Add (or reopen) a currency account.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletBalanceEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceEnvelope> openWalletCurrencyAccountWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = openWalletCurrencyAccountRequestBuilder(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("openWalletCurrencyAccount", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletBalanceEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletBalanceEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletBalanceEnvelope>() {});
        

        return new ApiResponse<WalletBalanceEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder openWalletCurrencyAccountRequestBuilder(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'currency' is set
    if (currency == null) {
      throw new ApiException(400, "Missing the required parameter 'currency' when calling openWalletCurrencyAccount");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling openWalletCurrencyAccount");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/accounts/{currency}"
        .replace("{currency}", ApiClient.urlEncode(currency.toString()));

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("PUT", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Wallet details with its balances
   * Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return WalletEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletEnvelope retrieveWallet(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return retrieveWallet(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Wallet details with its balances
   * Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletEnvelope retrieveWallet(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletEnvelope> localVarResponse = retrieveWalletWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Wallet details with its balances
   * Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;WalletEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletEnvelope> retrieveWalletWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return retrieveWalletWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Wallet details with its balances
   * Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletEnvelope> retrieveWalletWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = retrieveWalletRequestBuilder(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("retrieveWallet", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletEnvelope>() {});
        

        return new ApiResponse<WalletEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder retrieveWalletRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling retrieveWallet");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me";

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Balance of one currency
   * Balance of one currency.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return WalletBalanceEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceEnvelope retrieveWalletBalance(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return retrieveWalletBalance(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Balance of one currency
   * Balance of one currency.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return WalletBalanceEnvelope
   * @throws ApiException if fails to make API call
   */
  public WalletBalanceEnvelope retrieveWalletBalance(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<WalletBalanceEnvelope> localVarResponse = retrieveWalletBalanceWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Balance of one currency
   * Balance of one currency.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;WalletBalanceEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceEnvelope> retrieveWalletBalanceWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return retrieveWalletBalanceWithHttpInfo(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Balance of one currency
   * Balance of one currency.
   * @param currency 3-letter currency code (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;WalletBalanceEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<WalletBalanceEnvelope> retrieveWalletBalanceWithHttpInfo(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = retrieveWalletBalanceRequestBuilder(currency, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("retrieveWalletBalance", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<WalletBalanceEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        WalletBalanceEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<WalletBalanceEnvelope>() {});
        

        return new ApiResponse<WalletBalanceEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder retrieveWalletBalanceRequestBuilder(@jakarta.annotation.Nonnull String currency, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'currency' is set
    if (currency == null) {
      throw new ApiException(400, "Missing the required parameter 'currency' when calling retrieveWalletBalance");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling retrieveWalletBalance");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/balances/{currency}"
        .replace("{currency}", ApiClient.urlEncode(currency.toString()));

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    localVarRequestBuilder.header("Accept", "application/json");

    localVarRequestBuilder.method("GET", HttpRequest.BodyPublishers.noBody());
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata (cash_out.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param cashOutUpdateParams  (optional)
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope updateCashOut(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable CashOutUpdateParams cashOutUpdateParams) throws ApiException {
    return updateCashOut(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, cashOutUpdateParams, null);
  }

  /**
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata (cash_out.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param cashOutUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope updateCashOut(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable CashOutUpdateParams cashOutUpdateParams, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationEnvelope> localVarResponse = updateCashOutWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, cashOutUpdateParams, headers);
    return localVarResponse.getData();
  }

  /**
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata (cash_out.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param cashOutUpdateParams  (optional)
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> updateCashOutWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable CashOutUpdateParams cashOutUpdateParams) throws ApiException {
    return updateCashOutWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, cashOutUpdateParams, null);
  }

  /**
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a cash-out&#39;s or a fund-in refund&#39;s metadata (cash_out.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param cashOutUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> updateCashOutWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable CashOutUpdateParams cashOutUpdateParams, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = updateCashOutRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, cashOutUpdateParams, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("updateCashOut", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationEnvelope>() {});
        

        return new ApiResponse<FundingOperationEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder updateCashOutRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable CashOutUpdateParams cashOutUpdateParams, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling updateCashOut");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling updateCashOut");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/cash-outs/{id}"
        .replace("{id}", ApiClient.urlEncode(id.toString()));

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(cashOutUpdateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

  /**
   * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a fund-in&#39;s metadata (fund_in.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param fundInUpdateParams  (optional)
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope updateFundIn(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable FundInUpdateParams fundInUpdateParams) throws ApiException {
    return updateFundIn(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, fundInUpdateParams, null);
  }

  /**
   * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a fund-in&#39;s metadata (fund_in.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param fundInUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return FundingOperationEnvelope
   * @throws ApiException if fails to make API call
   */
  public FundingOperationEnvelope updateFundIn(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable FundInUpdateParams fundInUpdateParams, Map<String, String> headers) throws ApiException {
    ApiResponse<FundingOperationEnvelope> localVarResponse = updateFundInWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, fundInUpdateParams, headers);
    return localVarResponse.getData();
  }

  /**
   * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a fund-in&#39;s metadata (fund_in.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param fundInUpdateParams  (optional)
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> updateFundInWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable FundInUpdateParams fundInUpdateParams) throws ApiException {
    return updateFundInWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, fundInUpdateParams, null);
  }

  /**
   * Update a fund-in&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a fund-in&#39;s metadata (fund_in.updated), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param fundInUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;FundingOperationEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<FundingOperationEnvelope> updateFundInWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable FundInUpdateParams fundInUpdateParams, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = updateFundInRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, fundInUpdateParams, headers);
    try {
      HttpResponse<InputStream> localVarResponse = memberVarHttpClient.send(
          localVarRequestBuilder.build(),
          HttpResponse.BodyHandlers.ofInputStream());
      if (memberVarResponseInterceptor != null) {
        memberVarResponseInterceptor.accept(localVarResponse);
      }
      InputStream localVarResponseBody = null;
      try {
        if (localVarResponse.statusCode()/ 100 != 2) {
          throw getApiException("updateFundIn", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<FundingOperationEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        FundingOperationEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<FundingOperationEnvelope>() {});
        

        return new ApiResponse<FundingOperationEnvelope>(
            localVarResponse.statusCode(),
            localVarResponse.headers().map(),
            responseValue
        );
      } finally {
        if (localVarResponseBody != null) {
          localVarResponseBody.close();
        }
      }
    } catch (IOException e) {
      throw new ApiException(e);
    }
    catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new ApiException(e);
    }
  }

  private HttpRequest.Builder updateFundInRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable FundInUpdateParams fundInUpdateParams, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling updateFundIn");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling updateFundIn");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/wallets/me/fund-ins/{id}"
        .replace("{id}", ApiClient.urlEncode(id.toString()));

    localVarRequestBuilder.uri(URI.create(memberVarBaseUri + localVarPath));

    if (xTargetEnvironment != null) {
      localVarRequestBuilder.header("X-Target-Environment", xTargetEnvironment.toString());
    }
    if (xCorrelationID != null) {
      localVarRequestBuilder.header("X-Correlation-ID", xCorrelationID.toString());
    }
    if (xSandboxScenario != null) {
      localVarRequestBuilder.header("X-Sandbox-Scenario", xSandboxScenario.toString());
    }
    if (idempotencyKey != null) {
      localVarRequestBuilder.header("Idempotency-Key", idempotencyKey.toString());
    }
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(fundInUpdateParams);
      localVarRequestBuilder.method("POST", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
    } catch (IOException e) {
      throw new ApiException(e);
    }
    if (memberVarReadTimeout != null) {
      localVarRequestBuilder.timeout(memberVarReadTimeout);
    }
    // Add custom headers if provided
    localVarRequestBuilder = HttpRequestBuilderExtensions.withAdditionalHeaders(localVarRequestBuilder, headers);
    if (memberVarInterceptor != null) {
      memberVarInterceptor.accept(localVarRequestBuilder);
    }
    return localVarRequestBuilder;
  }

}
