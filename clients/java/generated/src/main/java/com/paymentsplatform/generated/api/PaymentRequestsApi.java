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

import com.paymentsplatform.generated.model.ErrorEnvelope;
import java.time.LocalDate;
import com.paymentsplatform.generated.model.PaymentRequestCreateParams;
import com.paymentsplatform.generated.model.PaymentRequestEnvelope;
import com.paymentsplatform.generated.model.PaymentRequestPageEnvelope;
import com.paymentsplatform.generated.model.PaymentRequestUpdateParams;
import java.util.UUID;

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
public class PaymentRequestsApi {
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

  public PaymentRequestsApi() {
    this(Configuration.getDefaultApiClient());
  }

  public PaymentRequestsApi(ApiClient apiClient) {
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
   * Accept
   * Accept (payer only): the money moves now; 409 NOT_PENDING once expired or settled.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope acceptPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return acceptPaymentRequest(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Accept
   * Accept (payer only): the money moves now; 409 NOT_PENDING once expired or settled.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope acceptPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestEnvelope> localVarResponse = acceptPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Accept
   * Accept (payer only): the money moves now; 409 NOT_PENDING once expired or settled.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> acceptPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return acceptPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Accept
   * Accept (payer only): the money moves now; 409 NOT_PENDING once expired or settled.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> acceptPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = acceptPaymentRequestRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
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
          throw getApiException("acceptPaymentRequest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestEnvelope>() {});
        

        return new ApiResponse<PaymentRequestEnvelope>(
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

  private HttpRequest.Builder acceptPaymentRequestRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling acceptPaymentRequest");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling acceptPaymentRequest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/{id}/accept"
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
   * Cancel a sent request
   * Cancel a sent request (requester only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope cancelPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return cancelPaymentRequest(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Cancel a sent request
   * Cancel a sent request (requester only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope cancelPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestEnvelope> localVarResponse = cancelPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Cancel a sent request
   * Cancel a sent request (requester only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> cancelPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return cancelPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Cancel a sent request
   * Cancel a sent request (requester only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> cancelPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = cancelPaymentRequestRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("cancelPaymentRequest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestEnvelope>() {});
        

        return new ApiResponse<PaymentRequestEnvelope>(
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

  private HttpRequest.Builder cancelPaymentRequestRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling cancelPaymentRequest");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling cancelPaymentRequest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/{id}/cancel"
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
   * Ask a user for money
   * Ask a user (fromWalletId, fromPhone or fromEmail) for money; expires after 7 days; a payer no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param paymentRequestCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope createPaymentRequest(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PaymentRequestCreateParams paymentRequestCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createPaymentRequest(xTargetEnvironment, paymentRequestCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Ask a user for money
   * Ask a user (fromWalletId, fromPhone or fromEmail) for money; expires after 7 days; a payer no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param paymentRequestCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope createPaymentRequest(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PaymentRequestCreateParams paymentRequestCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestEnvelope> localVarResponse = createPaymentRequestWithHttpInfo(xTargetEnvironment, paymentRequestCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Ask a user for money
   * Ask a user (fromWalletId, fromPhone or fromEmail) for money; expires after 7 days; a payer no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param paymentRequestCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> createPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PaymentRequestCreateParams paymentRequestCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return createPaymentRequestWithHttpInfo(xTargetEnvironment, paymentRequestCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Ask a user for money
   * Ask a user (fromWalletId, fromPhone or fromEmail) for money; expires after 7 days; a payer no one is is 404.
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param paymentRequestCreateParams  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> createPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PaymentRequestCreateParams paymentRequestCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = createPaymentRequestRequestBuilder(xTargetEnvironment, paymentRequestCreateParams, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
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
          throw getApiException("createPaymentRequest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestEnvelope>() {});
        

        return new ApiResponse<PaymentRequestEnvelope>(
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

  private HttpRequest.Builder createPaymentRequestRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PaymentRequestCreateParams paymentRequestCreateParams, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling createPaymentRequest");
    }
    // verify the required parameter 'paymentRequestCreateParams' is set
    if (paymentRequestCreateParams == null) {
      throw new ApiException(400, "Missing the required parameter 'paymentRequestCreateParams' when calling createPaymentRequest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests";

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
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(paymentRequestCreateParams);
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
   * List received requests
   * List received requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PaymentRequestPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestPageEnvelope listReceivedPaymentRequests(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listReceivedPaymentRequests(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List received requests
   * List received requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestPageEnvelope listReceivedPaymentRequests(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestPageEnvelope> localVarResponse = listReceivedPaymentRequestsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * List received requests
   * List received requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PaymentRequestPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestPageEnvelope> listReceivedPaymentRequestsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listReceivedPaymentRequestsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List received requests
   * List received requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestPageEnvelope> listReceivedPaymentRequestsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listReceivedPaymentRequestsRequestBuilder(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("listReceivedPaymentRequests", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestPageEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestPageEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestPageEnvelope>() {});
        

        return new ApiResponse<PaymentRequestPageEnvelope>(
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

  private HttpRequest.Builder listReceivedPaymentRequestsRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listReceivedPaymentRequests");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/received";

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
    localVarQueryParameterBaseName = "status";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("status", status));

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
   * List sent requests
   * List sent requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PaymentRequestPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestPageEnvelope listSentPaymentRequests(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listSentPaymentRequests(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List sent requests
   * List sent requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestPageEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestPageEnvelope listSentPaymentRequests(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestPageEnvelope> localVarResponse = listSentPaymentRequestsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * List sent requests
   * List sent requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PaymentRequestPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestPageEnvelope> listSentPaymentRequestsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return listSentPaymentRequestsWithHttpInfo(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List sent requests
   * List sent requests, newest first; optional status filter (page zero-based, size 1-100, default 20).
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param limit page size, 1-100: the newer name of size, which it overrides (optional)
   * @param startingAfter the id of an object of this list (a wallet transaction&#39;s entryId): the page holds the objects after it, in the list&#39;s order. Objects created or deleted during a walk neither repeat nor shift one (optional)
   * @param endingBefore the id of an object of this list: the page holds the objects just before it, in the list&#39;s order (optional)
   * @param status  (optional)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestPageEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestPageEnvelope> listSentPaymentRequestsWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = listSentPaymentRequestsRequestBuilder(xTargetEnvironment, page, size, limit, startingAfter, endingBefore, status, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("listSentPaymentRequests", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestPageEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestPageEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestPageEnvelope>() {});
        

        return new ApiResponse<PaymentRequestPageEnvelope>(
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

  private HttpRequest.Builder listSentPaymentRequestsRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable Integer limit, @jakarta.annotation.Nullable String startingAfter, @jakarta.annotation.Nullable String endingBefore, @jakarta.annotation.Nullable String status, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling listSentPaymentRequests");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/sent";

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
    localVarQueryParameterBaseName = "status";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("status", status));

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
   * Reject
   * Reject (payer only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope rejectPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return rejectPaymentRequest(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Reject
   * Reject (payer only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope rejectPaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestEnvelope> localVarResponse = rejectPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Reject
   * Reject (payer only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> rejectPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return rejectPaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Reject
   * Reject (payer only, pending only).
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> rejectPaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = rejectPaymentRequestRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("rejectPaymentRequest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestEnvelope>() {});
        

        return new ApiResponse<PaymentRequestEnvelope>(
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

  private HttpRequest.Builder rejectPaymentRequestRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling rejectPaymentRequest");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling rejectPaymentRequest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/{id}/reject"
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
   * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a payment request&#39;s metadata (requester only; the payer gets 403), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param paymentRequestUpdateParams  (optional)
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope updatePaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable PaymentRequestUpdateParams paymentRequestUpdateParams) throws ApiException {
    return updatePaymentRequest(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, paymentRequestUpdateParams, null);
  }

  /**
   * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a payment request&#39;s metadata (requester only; the payer gets 403), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param paymentRequestUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return PaymentRequestEnvelope
   * @throws ApiException if fails to make API call
   */
  public PaymentRequestEnvelope updatePaymentRequest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable PaymentRequestUpdateParams paymentRequestUpdateParams, Map<String, String> headers) throws ApiException {
    ApiResponse<PaymentRequestEnvelope> localVarResponse = updatePaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, paymentRequestUpdateParams, headers);
    return localVarResponse.getData();
  }

  /**
   * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a payment request&#39;s metadata (requester only; the payer gets 403), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param paymentRequestUpdateParams  (optional)
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> updatePaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable PaymentRequestUpdateParams paymentRequestUpdateParams) throws ApiException {
    return updatePaymentRequestWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, paymentRequestUpdateParams, null);
  }

  /**
   * Update a payment request&#39;s metadata, as Stripe&#39;s POST to an object updates it
   * Update a payment request&#39;s metadata (requester only; the payer gets 403), as Stripe&#39;s POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.
   * @param id  (required)
   * @param xTargetEnvironment sandbox. Production is reserved and not live: &#x60;production&#x60; answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param paymentRequestUpdateParams  (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PaymentRequestEnvelope&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PaymentRequestEnvelope> updatePaymentRequestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable PaymentRequestUpdateParams paymentRequestUpdateParams, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = updatePaymentRequestRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, idempotencyKey, paymentRequestUpdateParams, headers);
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
          throw getApiException("updatePaymentRequest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PaymentRequestEnvelope>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PaymentRequestEnvelope responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PaymentRequestEnvelope>() {});
        

        return new ApiResponse<PaymentRequestEnvelope>(
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

  private HttpRequest.Builder updatePaymentRequestRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, @jakarta.annotation.Nullable PaymentRequestUpdateParams paymentRequestUpdateParams, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling updatePaymentRequest");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling updatePaymentRequest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/payment-requests/{id}"
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
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(paymentRequestUpdateParams);
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
