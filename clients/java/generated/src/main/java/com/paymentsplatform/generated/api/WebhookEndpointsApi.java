/*
 * Payments Platform API (REST compatibility layer)
 * Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |
 *
 * The version of the OpenAPI document: 1.0.0
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

import com.paymentsplatform.generated.model.DeleteBillsSavedBillersById200Response;
import com.paymentsplatform.generated.model.ErrorEnvelope;
import com.paymentsplatform.generated.model.GetMerchantsMeWebhooks200Response;
import com.paymentsplatform.generated.model.GetMerchantsMeWebhooksById200Response;
import com.paymentsplatform.generated.model.GetMerchantsMeWebhooksByIdDeliveries200Response;
import com.paymentsplatform.generated.model.GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response;
import com.paymentsplatform.generated.model.GetMerchantsMeWebhooksEventTypes200Response;
import com.paymentsplatform.generated.model.PostDevelopersMeCallbackSecretRotate200Response;
import com.paymentsplatform.generated.model.PostMerchantsMeWebhooks200Response;
import com.paymentsplatform.generated.model.PostMerchantsMeWebhooksByIdTest200Response;
import com.paymentsplatform.generated.model.PostMerchantsMeWebhooksByIdTestRequest;
import com.paymentsplatform.generated.model.PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response;
import com.paymentsplatform.generated.model.PostMerchantsMeWebhooksRequest;
import com.paymentsplatform.generated.model.PutMerchantsMeWebhooksByIdRequest;
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
public class WebhookEndpointsApi {
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

  public WebhookEndpointsApi() {
    this(Configuration.getDefaultApiClient());
  }

  public WebhookEndpointsApi(ApiClient apiClient) {
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
   * Delete an endpoint and its delivery log
   * Delete an endpoint and its delivery log.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return DeleteBillsSavedBillersById200Response
   * @throws ApiException if fails to make API call
   */
  public DeleteBillsSavedBillersById200Response deleteMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return deleteMerchantsMeWebhooksById(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Delete an endpoint and its delivery log
   * Delete an endpoint and its delivery log.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return DeleteBillsSavedBillersById200Response
   * @throws ApiException if fails to make API call
   */
  public DeleteBillsSavedBillersById200Response deleteMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<DeleteBillsSavedBillersById200Response> localVarResponse = deleteMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Delete an endpoint and its delivery log
   * Delete an endpoint and its delivery log.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;DeleteBillsSavedBillersById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<DeleteBillsSavedBillersById200Response> deleteMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return deleteMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Delete an endpoint and its delivery log
   * Delete an endpoint and its delivery log.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;DeleteBillsSavedBillersById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<DeleteBillsSavedBillersById200Response> deleteMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = deleteMerchantsMeWebhooksByIdRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("deleteMerchantsMeWebhooksById", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<DeleteBillsSavedBillersById200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        DeleteBillsSavedBillersById200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<DeleteBillsSavedBillersById200Response>() {});
        

        return new ApiResponse<DeleteBillsSavedBillersById200Response>(
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

  private HttpRequest.Builder deleteMerchantsMeWebhooksByIdRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling deleteMerchantsMeWebhooksById");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling deleteMerchantsMeWebhooksById");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}"
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
   * List endpoints
   * List endpoints (no secrets).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooks200Response getMerchantsMeWebhooks(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooks(xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List endpoints
   * List endpoints (no secrets).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooks200Response getMerchantsMeWebhooks(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooks200Response> localVarResponse = getMerchantsMeWebhooksWithHttpInfo(xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * List endpoints
   * List endpoints (no secrets).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooks200Response> getMerchantsMeWebhooksWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksWithHttpInfo(xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * List endpoints
   * List endpoints (no secrets).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooks200Response> getMerchantsMeWebhooksWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = getMerchantsMeWebhooksRequestBuilder(xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("getMerchantsMeWebhooks", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooks200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooks200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooks200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooks200Response>(
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

  private HttpRequest.Builder getMerchantsMeWebhooksRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling getMerchantsMeWebhooks");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks";

    List<Pair> localVarQueryParams = new ArrayList<>();
    StringJoiner localVarQueryStringJoiner = new StringJoiner("&");
    String localVarQueryParameterBaseName;
    localVarQueryParameterBaseName = "page";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("page", page));
    localVarQueryParameterBaseName = "size";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("size", size));

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
   * An endpoint
   * An endpoint.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response getMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksById(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * An endpoint
   * An endpoint.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response getMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksById200Response> localVarResponse = getMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * An endpoint
   * An endpoint.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> getMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * An endpoint
   * An endpoint.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> getMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = getMerchantsMeWebhooksByIdRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("getMerchantsMeWebhooksById", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksById200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksById200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
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

  private HttpRequest.Builder getMerchantsMeWebhooksByIdRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling getMerchantsMeWebhooksById");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling getMerchantsMeWebhooksById");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}"
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
   * The endpoint&#39;s delivery log
   * The endpoint&#39;s delivery log, newest first.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksByIdDeliveries200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksByIdDeliveries200Response getMerchantsMeWebhooksByIdDeliveries(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksByIdDeliveries(id, xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * The endpoint&#39;s delivery log
   * The endpoint&#39;s delivery log, newest first.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksByIdDeliveries200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksByIdDeliveries200Response getMerchantsMeWebhooksByIdDeliveries(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksByIdDeliveries200Response> localVarResponse = getMerchantsMeWebhooksByIdDeliveriesWithHttpInfo(id, xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * The endpoint&#39;s delivery log
   * The endpoint&#39;s delivery log, newest first.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksByIdDeliveries200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksByIdDeliveries200Response> getMerchantsMeWebhooksByIdDeliveriesWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksByIdDeliveriesWithHttpInfo(id, xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * The endpoint&#39;s delivery log
   * The endpoint&#39;s delivery log, newest first.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param page  (optional, default to 0)
   * @param size  (optional, default to 20)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksByIdDeliveries200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksByIdDeliveries200Response> getMerchantsMeWebhooksByIdDeliveriesWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = getMerchantsMeWebhooksByIdDeliveriesRequestBuilder(id, xTargetEnvironment, page, size, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("getMerchantsMeWebhooksByIdDeliveries", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksByIdDeliveries200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksByIdDeliveries200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksByIdDeliveries200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksByIdDeliveries200Response>(
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

  private HttpRequest.Builder getMerchantsMeWebhooksByIdDeliveriesRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable Integer page, @jakarta.annotation.Nullable Integer size, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling getMerchantsMeWebhooksByIdDeliveries");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling getMerchantsMeWebhooksByIdDeliveries");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}/deliveries"
        .replace("{id}", ApiClient.urlEncode(id.toString()));

    List<Pair> localVarQueryParams = new ArrayList<>();
    StringJoiner localVarQueryStringJoiner = new StringJoiner("&");
    String localVarQueryParameterBaseName;
    localVarQueryParameterBaseName = "page";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("page", page));
    localVarQueryParameterBaseName = "size";
    localVarQueryParams.addAll(ApiClient.parameterToPairs("size", size));

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
   * A delivery with every attempt
   * A delivery with every attempt (status, duration, response excerpt).
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response getMerchantsMeWebhooksDeliveriesByDeliveryId(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksDeliveriesByDeliveryId(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A delivery with every attempt
   * A delivery with every attempt (status, duration, response excerpt).
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response getMerchantsMeWebhooksDeliveriesByDeliveryId(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response> localVarResponse = getMerchantsMeWebhooksDeliveriesByDeliveryIdWithHttpInfo(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * A delivery with every attempt
   * A delivery with every attempt (status, duration, response excerpt).
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response> getMerchantsMeWebhooksDeliveriesByDeliveryIdWithHttpInfo(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksDeliveriesByDeliveryIdWithHttpInfo(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A delivery with every attempt
   * A delivery with every attempt (status, duration, response excerpt).
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response> getMerchantsMeWebhooksDeliveriesByDeliveryIdWithHttpInfo(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = getMerchantsMeWebhooksDeliveriesByDeliveryIdRequestBuilder(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("getMerchantsMeWebhooksDeliveriesByDeliveryId", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksDeliveriesByDeliveryId200Response>(
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

  private HttpRequest.Builder getMerchantsMeWebhooksDeliveriesByDeliveryIdRequestBuilder(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'deliveryId' is set
    if (deliveryId == null) {
      throw new ApiException(400, "Missing the required parameter 'deliveryId' when calling getMerchantsMeWebhooksDeliveriesByDeliveryId");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling getMerchantsMeWebhooksDeliveriesByDeliveryId");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/deliveries/{deliveryId}"
        .replace("{deliveryId}", ApiClient.urlEncode(deliveryId.toString()));

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
   * The event types an endpoint may subscribe to
   * The event types an endpoint may subscribe to (each is described in the events catalog).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksEventTypes200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksEventTypes200Response getMerchantsMeWebhooksEventTypes(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksEventTypes(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * The event types an endpoint may subscribe to
   * The event types an endpoint may subscribe to (each is described in the events catalog).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksEventTypes200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksEventTypes200Response getMerchantsMeWebhooksEventTypes(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksEventTypes200Response> localVarResponse = getMerchantsMeWebhooksEventTypesWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * The event types an endpoint may subscribe to
   * The event types an endpoint may subscribe to (each is described in the events catalog).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksEventTypes200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksEventTypes200Response> getMerchantsMeWebhooksEventTypesWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return getMerchantsMeWebhooksEventTypesWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * The event types an endpoint may subscribe to
   * The event types an endpoint may subscribe to (each is described in the events catalog).
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksEventTypes200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksEventTypes200Response> getMerchantsMeWebhooksEventTypesWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = getMerchantsMeWebhooksEventTypesRequestBuilder(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("getMerchantsMeWebhooksEventTypes", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksEventTypes200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksEventTypes200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksEventTypes200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksEventTypes200Response>(
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

  private HttpRequest.Builder getMerchantsMeWebhooksEventTypesRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling getMerchantsMeWebhooksEventTypes");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/event-types";

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
   * A new secret for the X-Callback-Url callbacks of the mobile money routes
   * A new secret for the X-Callback-Url callbacks of the mobile money routes (shown once); they are signed like webhooks.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PostDevelopersMeCallbackSecretRotate200Response
   * @throws ApiException if fails to make API call
   */
  public PostDevelopersMeCallbackSecretRotate200Response postDevelopersMeCallbackSecretRotate(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postDevelopersMeCallbackSecretRotate(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A new secret for the X-Callback-Url callbacks of the mobile money routes
   * A new secret for the X-Callback-Url callbacks of the mobile money routes (shown once); they are signed like webhooks.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PostDevelopersMeCallbackSecretRotate200Response
   * @throws ApiException if fails to make API call
   */
  public PostDevelopersMeCallbackSecretRotate200Response postDevelopersMeCallbackSecretRotate(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PostDevelopersMeCallbackSecretRotate200Response> localVarResponse = postDevelopersMeCallbackSecretRotateWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * A new secret for the X-Callback-Url callbacks of the mobile money routes
   * A new secret for the X-Callback-Url callbacks of the mobile money routes (shown once); they are signed like webhooks.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PostDevelopersMeCallbackSecretRotate200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostDevelopersMeCallbackSecretRotate200Response> postDevelopersMeCallbackSecretRotateWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postDevelopersMeCallbackSecretRotateWithHttpInfo(xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A new secret for the X-Callback-Url callbacks of the mobile money routes
   * A new secret for the X-Callback-Url callbacks of the mobile money routes (shown once); they are signed like webhooks.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PostDevelopersMeCallbackSecretRotate200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostDevelopersMeCallbackSecretRotate200Response> postDevelopersMeCallbackSecretRotateWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postDevelopersMeCallbackSecretRotateRequestBuilder(xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("postDevelopersMeCallbackSecretRotate", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PostDevelopersMeCallbackSecretRotate200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PostDevelopersMeCallbackSecretRotate200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PostDevelopersMeCallbackSecretRotate200Response>() {});
        

        return new ApiResponse<PostDevelopersMeCallbackSecretRotate200Response>(
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

  private HttpRequest.Builder postDevelopersMeCallbackSecretRotateRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postDevelopersMeCallbackSecretRotate");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/developers/me/callback-secret/rotate";

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
   * Register an endpoint
   * Register an endpoint (HTTPS URL, event types); the whsec_ secret appears in this answer only.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return PostMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooks200Response postMerchantsMeWebhooks(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksRequest postMerchantsMeWebhooksRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return postMerchantsMeWebhooks(xTargetEnvironment, postMerchantsMeWebhooksRequest, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Register an endpoint
   * Register an endpoint (HTTPS URL, event types); the whsec_ secret appears in this answer only.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return PostMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooks200Response postMerchantsMeWebhooks(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksRequest postMerchantsMeWebhooksRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    ApiResponse<PostMerchantsMeWebhooks200Response> localVarResponse = postMerchantsMeWebhooksWithHttpInfo(xTargetEnvironment, postMerchantsMeWebhooksRequest, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
    return localVarResponse.getData();
  }

  /**
   * Register an endpoint
   * Register an endpoint (HTTPS URL, event types); the whsec_ secret appears in this answer only.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @return ApiResponse&lt;PostMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooks200Response> postMerchantsMeWebhooksWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksRequest postMerchantsMeWebhooksRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey) throws ApiException {
    return postMerchantsMeWebhooksWithHttpInfo(xTargetEnvironment, postMerchantsMeWebhooksRequest, xCorrelationID, xSandboxScenario, idempotencyKey, null);
  }

  /**
   * Register an endpoint
   * Register an endpoint (HTTPS URL, event types); the whsec_ secret appears in this answer only.
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param idempotencyKey Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PostMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooks200Response> postMerchantsMeWebhooksWithHttpInfo(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksRequest postMerchantsMeWebhooksRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postMerchantsMeWebhooksRequestBuilder(xTargetEnvironment, postMerchantsMeWebhooksRequest, xCorrelationID, xSandboxScenario, idempotencyKey, headers);
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
          throw getApiException("postMerchantsMeWebhooks", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PostMerchantsMeWebhooks200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PostMerchantsMeWebhooks200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PostMerchantsMeWebhooks200Response>() {});
        

        return new ApiResponse<PostMerchantsMeWebhooks200Response>(
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

  private HttpRequest.Builder postMerchantsMeWebhooksRequestBuilder(@jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksRequest postMerchantsMeWebhooksRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, @jakarta.annotation.Nullable String idempotencyKey, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postMerchantsMeWebhooks");
    }
    // verify the required parameter 'postMerchantsMeWebhooksRequest' is set
    if (postMerchantsMeWebhooksRequest == null) {
      throw new ApiException(400, "Missing the required parameter 'postMerchantsMeWebhooksRequest' when calling postMerchantsMeWebhooks");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks";

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
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(postMerchantsMeWebhooksRequest);
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
   * Re-enable a disabled or degraded endpoint
   * Re-enable a disabled or degraded endpoint; pending deliveries resume.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response postMerchantsMeWebhooksByIdEnable(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdEnable(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Re-enable a disabled or degraded endpoint
   * Re-enable a disabled or degraded endpoint; pending deliveries resume.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response postMerchantsMeWebhooksByIdEnable(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksById200Response> localVarResponse = postMerchantsMeWebhooksByIdEnableWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Re-enable a disabled or degraded endpoint
   * Re-enable a disabled or degraded endpoint; pending deliveries resume.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> postMerchantsMeWebhooksByIdEnableWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdEnableWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Re-enable a disabled or degraded endpoint
   * Re-enable a disabled or degraded endpoint; pending deliveries resume.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> postMerchantsMeWebhooksByIdEnableWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postMerchantsMeWebhooksByIdEnableRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("postMerchantsMeWebhooksByIdEnable", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksById200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksById200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
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

  private HttpRequest.Builder postMerchantsMeWebhooksByIdEnableRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling postMerchantsMeWebhooksByIdEnable");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postMerchantsMeWebhooksByIdEnable");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}/enable"
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
   * A new secret
   * A new secret (shown once); for 24 hours deliveries carry one signature per secret.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PostMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooks200Response postMerchantsMeWebhooksByIdRotateSecret(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdRotateSecret(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A new secret
   * A new secret (shown once); for 24 hours deliveries carry one signature per secret.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PostMerchantsMeWebhooks200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooks200Response postMerchantsMeWebhooksByIdRotateSecret(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PostMerchantsMeWebhooks200Response> localVarResponse = postMerchantsMeWebhooksByIdRotateSecretWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * A new secret
   * A new secret (shown once); for 24 hours deliveries carry one signature per secret.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PostMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooks200Response> postMerchantsMeWebhooksByIdRotateSecretWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdRotateSecretWithHttpInfo(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * A new secret
   * A new secret (shown once); for 24 hours deliveries carry one signature per secret.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PostMerchantsMeWebhooks200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooks200Response> postMerchantsMeWebhooksByIdRotateSecretWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postMerchantsMeWebhooksByIdRotateSecretRequestBuilder(id, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("postMerchantsMeWebhooksByIdRotateSecret", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PostMerchantsMeWebhooks200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PostMerchantsMeWebhooks200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PostMerchantsMeWebhooks200Response>() {});
        

        return new ApiResponse<PostMerchantsMeWebhooks200Response>(
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

  private HttpRequest.Builder postMerchantsMeWebhooksByIdRotateSecretRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling postMerchantsMeWebhooksByIdRotateSecret");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postMerchantsMeWebhooksByIdRotateSecret");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}/rotate-secret"
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
   * Send test.ping to this endpoint
   * Send test.ping to this endpoint; {\&quot;badSignature\&quot;: true} signs it with a wrong secret so the receiver can show it refuses it.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksByIdTestRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PostMerchantsMeWebhooksByIdTest200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooksByIdTest200Response postMerchantsMeWebhooksByIdTest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksByIdTestRequest postMerchantsMeWebhooksByIdTestRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdTest(id, xTargetEnvironment, postMerchantsMeWebhooksByIdTestRequest, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Send test.ping to this endpoint
   * Send test.ping to this endpoint; {\&quot;badSignature\&quot;: true} signs it with a wrong secret so the receiver can show it refuses it.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksByIdTestRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PostMerchantsMeWebhooksByIdTest200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooksByIdTest200Response postMerchantsMeWebhooksByIdTest(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksByIdTestRequest postMerchantsMeWebhooksByIdTestRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PostMerchantsMeWebhooksByIdTest200Response> localVarResponse = postMerchantsMeWebhooksByIdTestWithHttpInfo(id, xTargetEnvironment, postMerchantsMeWebhooksByIdTestRequest, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Send test.ping to this endpoint
   * Send test.ping to this endpoint; {\&quot;badSignature\&quot;: true} signs it with a wrong secret so the receiver can show it refuses it.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksByIdTestRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PostMerchantsMeWebhooksByIdTest200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooksByIdTest200Response> postMerchantsMeWebhooksByIdTestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksByIdTestRequest postMerchantsMeWebhooksByIdTestRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksByIdTestWithHttpInfo(id, xTargetEnvironment, postMerchantsMeWebhooksByIdTestRequest, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Send test.ping to this endpoint
   * Send test.ping to this endpoint; {\&quot;badSignature\&quot;: true} signs it with a wrong secret so the receiver can show it refuses it.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param postMerchantsMeWebhooksByIdTestRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PostMerchantsMeWebhooksByIdTest200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooksByIdTest200Response> postMerchantsMeWebhooksByIdTestWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksByIdTestRequest postMerchantsMeWebhooksByIdTestRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postMerchantsMeWebhooksByIdTestRequestBuilder(id, xTargetEnvironment, postMerchantsMeWebhooksByIdTestRequest, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("postMerchantsMeWebhooksByIdTest", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PostMerchantsMeWebhooksByIdTest200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PostMerchantsMeWebhooksByIdTest200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PostMerchantsMeWebhooksByIdTest200Response>() {});
        

        return new ApiResponse<PostMerchantsMeWebhooksByIdTest200Response>(
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

  private HttpRequest.Builder postMerchantsMeWebhooksByIdTestRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PostMerchantsMeWebhooksByIdTestRequest postMerchantsMeWebhooksByIdTestRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling postMerchantsMeWebhooksByIdTest");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postMerchantsMeWebhooksByIdTest");
    }
    // verify the required parameter 'postMerchantsMeWebhooksByIdTestRequest' is set
    if (postMerchantsMeWebhooksByIdTestRequest == null) {
      throw new ApiException(400, "Missing the required parameter 'postMerchantsMeWebhooksByIdTestRequest' when calling postMerchantsMeWebhooksByIdTest");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}/test"
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
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(postMerchantsMeWebhooksByIdTestRequest);
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
   * Send the same event again as a new delivery
   * Send the same event again as a new delivery.
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Send the same event again as a new delivery
   * Send the same event again as a new delivery.
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response
   * @throws ApiException if fails to make API call
   */
  public PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response> localVarResponse = postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverWithHttpInfo(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Send the same event again as a new delivery
   * Send the same event again as a new delivery.
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response> postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverWithHttpInfo(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverWithHttpInfo(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Send the same event again as a new delivery
   * Send the same event again as a new delivery.
   * @param deliveryId  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response> postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverWithHttpInfo(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverRequestBuilder(deliveryId, xTargetEnvironment, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response>() {});
        

        return new ApiResponse<PostMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver200Response>(
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

  private HttpRequest.Builder postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliverRequestBuilder(@jakarta.annotation.Nonnull String deliveryId, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'deliveryId' is set
    if (deliveryId == null) {
      throw new ApiException(400, "Missing the required parameter 'deliveryId' when calling postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling postMerchantsMeWebhooksDeliveriesByDeliveryIdRedeliver");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/deliveries/{deliveryId}/redeliver"
        .replace("{deliveryId}", ApiClient.urlEncode(deliveryId.toString()));

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
   * Change the URL, event types or description
   * Change the URL, event types or description.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param putMerchantsMeWebhooksByIdRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response putMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PutMerchantsMeWebhooksByIdRequest putMerchantsMeWebhooksByIdRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return putMerchantsMeWebhooksById(id, xTargetEnvironment, putMerchantsMeWebhooksByIdRequest, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Change the URL, event types or description
   * Change the URL, event types or description.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param putMerchantsMeWebhooksByIdRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return GetMerchantsMeWebhooksById200Response
   * @throws ApiException if fails to make API call
   */
  public GetMerchantsMeWebhooksById200Response putMerchantsMeWebhooksById(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PutMerchantsMeWebhooksByIdRequest putMerchantsMeWebhooksByIdRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    ApiResponse<GetMerchantsMeWebhooksById200Response> localVarResponse = putMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, putMerchantsMeWebhooksByIdRequest, xCorrelationID, xSandboxScenario, headers);
    return localVarResponse.getData();
  }

  /**
   * Change the URL, event types or description
   * Change the URL, event types or description.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param putMerchantsMeWebhooksByIdRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> putMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PutMerchantsMeWebhooksByIdRequest putMerchantsMeWebhooksByIdRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario) throws ApiException {
    return putMerchantsMeWebhooksByIdWithHttpInfo(id, xTargetEnvironment, putMerchantsMeWebhooksByIdRequest, xCorrelationID, xSandboxScenario, null);
  }

  /**
   * Change the URL, event types or description
   * Change the URL, event types or description.
   * @param id  (required)
   * @param xTargetEnvironment Must be sandbox: production is not live. (required)
   * @param putMerchantsMeWebhooksByIdRequest  (required)
   * @param xCorrelationID Echoed as correlationId; generated when absent. (optional)
   * @param xSandboxScenario Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late. (optional)
   * @param headers Optional headers to include in the request
   * @return ApiResponse&lt;GetMerchantsMeWebhooksById200Response&gt;
   * @throws ApiException if fails to make API call
   */
  public ApiResponse<GetMerchantsMeWebhooksById200Response> putMerchantsMeWebhooksByIdWithHttpInfo(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PutMerchantsMeWebhooksByIdRequest putMerchantsMeWebhooksByIdRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    HttpRequest.Builder localVarRequestBuilder = putMerchantsMeWebhooksByIdRequestBuilder(id, xTargetEnvironment, putMerchantsMeWebhooksByIdRequest, xCorrelationID, xSandboxScenario, headers);
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
          throw getApiException("putMerchantsMeWebhooksById", localVarResponse);
        }
        localVarResponseBody = ApiClient.getResponseBody(localVarResponse);
        if (localVarResponseBody == null) {
          return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
              localVarResponse.statusCode(),
              localVarResponse.headers().map(),
              null
          );
        }

        
        
        String responseBody = new String(localVarResponseBody.readAllBytes());
        GetMerchantsMeWebhooksById200Response responseValue = responseBody.isBlank()? null: memberVarObjectMapper.readValue(responseBody, new TypeReference<GetMerchantsMeWebhooksById200Response>() {});
        

        return new ApiResponse<GetMerchantsMeWebhooksById200Response>(
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

  private HttpRequest.Builder putMerchantsMeWebhooksByIdRequestBuilder(@jakarta.annotation.Nonnull String id, @jakarta.annotation.Nonnull String xTargetEnvironment, @jakarta.annotation.Nonnull PutMerchantsMeWebhooksByIdRequest putMerchantsMeWebhooksByIdRequest, @jakarta.annotation.Nullable UUID xCorrelationID, @jakarta.annotation.Nullable String xSandboxScenario, Map<String, String> headers) throws ApiException {
    // verify the required parameter 'id' is set
    if (id == null) {
      throw new ApiException(400, "Missing the required parameter 'id' when calling putMerchantsMeWebhooksById");
    }
    // verify the required parameter 'xTargetEnvironment' is set
    if (xTargetEnvironment == null) {
      throw new ApiException(400, "Missing the required parameter 'xTargetEnvironment' when calling putMerchantsMeWebhooksById");
    }
    // verify the required parameter 'putMerchantsMeWebhooksByIdRequest' is set
    if (putMerchantsMeWebhooksByIdRequest == null) {
      throw new ApiException(400, "Missing the required parameter 'putMerchantsMeWebhooksByIdRequest' when calling putMerchantsMeWebhooksById");
    }

    HttpRequest.Builder localVarRequestBuilder = HttpRequest.newBuilder();

    String localVarPath = "/merchants/me/webhooks/{id}"
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
    localVarRequestBuilder.header("Content-Type", "application/json");
    localVarRequestBuilder.header("Accept", "application/json");

    try {
      byte[] localVarPostBody = memberVarObjectMapper.writeValueAsBytes(putMerchantsMeWebhooksByIdRequest);
      localVarRequestBuilder.method("PUT", HttpRequest.BodyPublishers.ofByteArray(localVarPostBody));
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
