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


package com.paymentsplatform.generated.model;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.StringJoiner;
import java.util.Objects;
import java.util.Map;
import java.util.HashMap;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.annotation.JsonValue;
import com.paymentsplatform.generated.model.DisputeComment;
import com.paymentsplatform.generated.model.DisputeEvidenceItem;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;


import com.paymentsplatform.generated.ApiClient;
/**
 * A dispute of a transaction: its status, priority, comments and evidence.
 */
@JsonPropertyOrder({
  Dispute.JSON_PROPERTY_ID,
  Dispute.JSON_PROPERTY_TRANSACTION_ID,
  Dispute.JSON_PROPERTY_TRANSACTION_TYPE,
  Dispute.JSON_PROPERTY_AMOUNT,
  Dispute.JSON_PROPERTY_CURRENCY,
  Dispute.JSON_PROPERTY_REASON,
  Dispute.JSON_PROPERTY_DESCRIPTION,
  Dispute.JSON_PROPERTY_EVIDENCE,
  Dispute.JSON_PROPERTY_EVIDENCE_ITEMS,
  Dispute.JSON_PROPERTY_STATUS,
  Dispute.JSON_PROPERTY_PRIORITY,
  Dispute.JSON_PROPERTY_RESOLUTION,
  Dispute.JSON_PROPERTY_RESOLUTION_NOTE,
  Dispute.JSON_PROPERTY_CREATED_AT,
  Dispute.JSON_PROPERTY_EXPECTED_RESOLUTION_DATE,
  Dispute.JSON_PROPERTY_RESOLVED_AT,
  Dispute.JSON_PROPERTY_COMMENTS
})
@jakarta.annotation.Generated(value = "org.openapitools.codegen.languages.JavaClientCodegen", comments = "Generator version: 7.25.0")
public class Dispute {
  public static final String JSON_PROPERTY_ID = "id";
  @jakarta.annotation.Nonnull
  private String id;

  public static final String JSON_PROPERTY_TRANSACTION_ID = "transactionId";
  @jakarta.annotation.Nonnull
  private String transactionId;

  /**
   * Gets or Sets transactionType
   */
  public enum TransactionTypeEnum {
    P2_P_TRANSFER(String.valueOf("P2P_TRANSFER")),
    
    REMITTANCE(String.valueOf("REMITTANCE")),
    
    BILL_PAYMENT(String.valueOf("BILL_PAYMENT")),
    
    FUND_IN(String.valueOf("FUND_IN"));

    private String value;

    TransactionTypeEnum(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    @JsonCreator
    public static TransactionTypeEnum fromValue(String value) {
      for (TransactionTypeEnum b : TransactionTypeEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  public static final String JSON_PROPERTY_TRANSACTION_TYPE = "transactionType";
  @jakarta.annotation.Nonnull
  private TransactionTypeEnum transactionType;

  public static final String JSON_PROPERTY_AMOUNT = "amount";
  @jakarta.annotation.Nonnull
  private BigDecimal amount;

  public static final String JSON_PROPERTY_CURRENCY = "currency";
  @jakarta.annotation.Nonnull
  private String currency;

  /**
   * Gets or Sets reason
   */
  public enum ReasonEnum {
    UNAUTHORIZED(String.valueOf("unauthorized")),
    
    DUPLICATE(String.valueOf("duplicate")),
    
    NOT_RECEIVED(String.valueOf("not_received")),
    
    INCORRECT_AMOUNT(String.valueOf("incorrect_amount")),
    
    OTHER(String.valueOf("other"));

    private String value;

    ReasonEnum(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    @JsonCreator
    public static ReasonEnum fromValue(String value) {
      for (ReasonEnum b : ReasonEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  public static final String JSON_PROPERTY_REASON = "reason";
  @jakarta.annotation.Nonnull
  private ReasonEnum reason;

  public static final String JSON_PROPERTY_DESCRIPTION = "description";
  @jakarta.annotation.Nonnull
  private String description;

  public static final String JSON_PROPERTY_EVIDENCE = "evidence";
  @jakarta.annotation.Nonnull
  private List<String> evidence = new ArrayList<>();

  public static final String JSON_PROPERTY_EVIDENCE_ITEMS = "evidenceItems";
  @jakarta.annotation.Nonnull
  private List<DisputeEvidenceItem> evidenceItems = new ArrayList<>();

  /**
   * Gets or Sets status
   */
  public enum StatusEnum {
    OPEN(String.valueOf("OPEN")),
    
    UNDER_REVIEW(String.valueOf("UNDER_REVIEW")),
    
    RESOLVED(String.valueOf("RESOLVED"));

    private String value;

    StatusEnum(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    @JsonCreator
    public static StatusEnum fromValue(String value) {
      for (StatusEnum b : StatusEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  public static final String JSON_PROPERTY_STATUS = "status";
  @jakarta.annotation.Nonnull
  private StatusEnum status;

  /**
   * Gets or Sets priority
   */
  public enum PriorityEnum {
    LOW(String.valueOf("LOW")),
    
    MEDIUM(String.valueOf("MEDIUM")),
    
    HIGH(String.valueOf("HIGH"));

    private String value;

    PriorityEnum(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    @JsonCreator
    public static PriorityEnum fromValue(String value) {
      for (PriorityEnum b : PriorityEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      throw new IllegalArgumentException("Unexpected value '" + value + "'");
    }
  }

  public static final String JSON_PROPERTY_PRIORITY = "priority";
  @jakarta.annotation.Nonnull
  private PriorityEnum priority;

  /**
   * Gets or Sets resolution
   */
  public enum ResolutionEnum {
    REFUNDED(String.valueOf("REFUNDED")),
    
    DECLINED(String.valueOf("DECLINED"));

    private String value;

    ResolutionEnum(String value) {
      this.value = value;
    }

    @JsonValue
    public String getValue() {
      return value;
    }

    @Override
    public String toString() {
      return String.valueOf(value);
    }

    @JsonCreator
    public static ResolutionEnum fromValue(String value) {
      for (ResolutionEnum b : ResolutionEnum.values()) {
        if (b.value.equals(value)) {
          return b;
        }
      }
      return null;
    }
  }

  public static final String JSON_PROPERTY_RESOLUTION = "resolution";
  @jakarta.annotation.Nullable
  private ResolutionEnum resolution;

  public static final String JSON_PROPERTY_RESOLUTION_NOTE = "resolutionNote";
  @jakarta.annotation.Nullable
  private String resolutionNote;

  public static final String JSON_PROPERTY_CREATED_AT = "createdAt";
  @jakarta.annotation.Nonnull
  private OffsetDateTime createdAt;

  public static final String JSON_PROPERTY_EXPECTED_RESOLUTION_DATE = "expectedResolutionDate";
  @jakarta.annotation.Nonnull
  private OffsetDateTime expectedResolutionDate;

  public static final String JSON_PROPERTY_RESOLVED_AT = "resolvedAt";
  @jakarta.annotation.Nullable
  private OffsetDateTime resolvedAt;

  public static final String JSON_PROPERTY_COMMENTS = "comments";
  @jakarta.annotation.Nonnull
  private List<DisputeComment> comments = new ArrayList<>();

  public Dispute() { 
  }

  public Dispute id(@jakarta.annotation.Nonnull String id) {
    this.id = id;
    return this;
  }

  /**
   * dsp_…
   * @return id
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getId() {
    return id;
  }


  @JsonProperty(value = JSON_PROPERTY_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setId(@jakarta.annotation.Nonnull String id) {
    this.id = id;
  }


  public Dispute transactionId(@jakarta.annotation.Nonnull String transactionId) {
    this.transactionId = transactionId;
    return this;
  }

  /**
   * Get transactionId
   * @return transactionId
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_TRANSACTION_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getTransactionId() {
    return transactionId;
  }


  @JsonProperty(value = JSON_PROPERTY_TRANSACTION_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setTransactionId(@jakarta.annotation.Nonnull String transactionId) {
    this.transactionId = transactionId;
  }


  public Dispute transactionType(@jakarta.annotation.Nonnull TransactionTypeEnum transactionType) {
    this.transactionType = transactionType;
    return this;
  }

  /**
   * Get transactionType
   * @return transactionType
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_TRANSACTION_TYPE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public TransactionTypeEnum getTransactionType() {
    return transactionType;
  }


  @JsonProperty(value = JSON_PROPERTY_TRANSACTION_TYPE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setTransactionType(@jakarta.annotation.Nonnull TransactionTypeEnum transactionType) {
    this.transactionType = transactionType;
  }


  public Dispute amount(@jakarta.annotation.Nonnull BigDecimal amount) {
    this.amount = amount;
    return this;
  }

  /**
   * what the transaction moved: the disputed amount
   * @return amount
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_AMOUNT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public BigDecimal getAmount() {
    return amount;
  }


  @JsonProperty(value = JSON_PROPERTY_AMOUNT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setAmount(@jakarta.annotation.Nonnull BigDecimal amount) {
    this.amount = amount;
  }


  public Dispute currency(@jakarta.annotation.Nonnull String currency) {
    this.currency = currency;
    return this;
  }

  /**
   * Get currency
   * @return currency
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_CURRENCY, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getCurrency() {
    return currency;
  }


  @JsonProperty(value = JSON_PROPERTY_CURRENCY, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setCurrency(@jakarta.annotation.Nonnull String currency) {
    this.currency = currency;
  }


  public Dispute reason(@jakarta.annotation.Nonnull ReasonEnum reason) {
    this.reason = reason;
    return this;
  }

  /**
   * Get reason
   * @return reason
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_REASON, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public ReasonEnum getReason() {
    return reason;
  }


  @JsonProperty(value = JSON_PROPERTY_REASON, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setReason(@jakarta.annotation.Nonnull ReasonEnum reason) {
    this.reason = reason;
  }


  public Dispute description(@jakarta.annotation.Nonnull String description) {
    this.description = description;
    return this;
  }

  /**
   * Get description
   * @return description
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_DESCRIPTION, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getDescription() {
    return description;
  }


  @JsonProperty(value = JSON_PROPERTY_DESCRIPTION, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setDescription(@jakarta.annotation.Nonnull String description) {
    this.description = description;
  }


  public Dispute evidence(@jakarta.annotation.Nonnull List<String> evidence) {
    this.evidence = evidence;
    return this;
  }

  public Dispute addEvidenceItem(String evidenceItem) {
    if (this.evidence == null) {
      this.evidence = new ArrayList<>();
    }
    this.evidence.add(evidenceItem);
    return this;
  }

  /**
   * every evidence URL, oldest first (evidenceItems says who added each)
   * @return evidence
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_EVIDENCE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<String> getEvidence() {
    return evidence;
  }


  @JsonProperty(value = JSON_PROPERTY_EVIDENCE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setEvidence(@jakarta.annotation.Nonnull List<String> evidence) {
    this.evidence = evidence;
  }


  public Dispute evidenceItems(@jakarta.annotation.Nonnull List<DisputeEvidenceItem> evidenceItems) {
    this.evidenceItems = evidenceItems;
    return this;
  }

  public Dispute addEvidenceItemsItem(DisputeEvidenceItem evidenceItemsItem) {
    if (this.evidenceItems == null) {
      this.evidenceItems = new ArrayList<>();
    }
    this.evidenceItems.add(evidenceItemsItem);
    return this;
  }

  /**
   * Get evidenceItems
   * @return evidenceItems
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_EVIDENCE_ITEMS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<DisputeEvidenceItem> getEvidenceItems() {
    return evidenceItems;
  }


  @JsonProperty(value = JSON_PROPERTY_EVIDENCE_ITEMS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setEvidenceItems(@jakarta.annotation.Nonnull List<DisputeEvidenceItem> evidenceItems) {
    this.evidenceItems = evidenceItems;
  }


  public Dispute status(@jakarta.annotation.Nonnull StatusEnum status) {
    this.status = status;
    return this;
  }

  /**
   * Get status
   * @return status
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_STATUS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public StatusEnum getStatus() {
    return status;
  }


  @JsonProperty(value = JSON_PROPERTY_STATUS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setStatus(@jakarta.annotation.Nonnull StatusEnum status) {
    this.status = status;
  }


  public Dispute priority(@jakarta.annotation.Nonnull PriorityEnum priority) {
    this.priority = priority;
    return this;
  }

  /**
   * Get priority
   * @return priority
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_PRIORITY, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public PriorityEnum getPriority() {
    return priority;
  }


  @JsonProperty(value = JSON_PROPERTY_PRIORITY, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setPriority(@jakarta.annotation.Nonnull PriorityEnum priority) {
    this.priority = priority;
  }


  public Dispute resolution(@jakarta.annotation.Nullable ResolutionEnum resolution) {
    this.resolution = resolution;
    return this;
  }

  /**
   * Get resolution
   * @return resolution
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_RESOLUTION, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public ResolutionEnum getResolution() {
    return resolution;
  }


  @JsonProperty(value = JSON_PROPERTY_RESOLUTION, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setResolution(@jakarta.annotation.Nullable ResolutionEnum resolution) {
    this.resolution = resolution;
  }


  public Dispute resolutionNote(@jakarta.annotation.Nullable String resolutionNote) {
    this.resolutionNote = resolutionNote;
    return this;
  }

  /**
   * Get resolutionNote
   * @return resolutionNote
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_RESOLUTION_NOTE, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getResolutionNote() {
    return resolutionNote;
  }


  @JsonProperty(value = JSON_PROPERTY_RESOLUTION_NOTE, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setResolutionNote(@jakarta.annotation.Nullable String resolutionNote) {
    this.resolutionNote = resolutionNote;
  }


  public Dispute createdAt(@jakarta.annotation.Nonnull OffsetDateTime createdAt) {
    this.createdAt = createdAt;
    return this;
  }

  /**
   * Get createdAt
   * @return createdAt
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_CREATED_AT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getCreatedAt() {
    return createdAt;
  }


  @JsonProperty(value = JSON_PROPERTY_CREATED_AT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setCreatedAt(@jakarta.annotation.Nonnull OffsetDateTime createdAt) {
    this.createdAt = createdAt;
  }


  public Dispute expectedResolutionDate(@jakarta.annotation.Nonnull OffsetDateTime expectedResolutionDate) {
    this.expectedResolutionDate = expectedResolutionDate;
    return this;
  }

  /**
   * filing time plus 3 (HIGH), 7 (MEDIUM) or 14 (LOW) days, on the account clock
   * @return expectedResolutionDate
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_EXPECTED_RESOLUTION_DATE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getExpectedResolutionDate() {
    return expectedResolutionDate;
  }


  @JsonProperty(value = JSON_PROPERTY_EXPECTED_RESOLUTION_DATE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setExpectedResolutionDate(@jakarta.annotation.Nonnull OffsetDateTime expectedResolutionDate) {
    this.expectedResolutionDate = expectedResolutionDate;
  }


  public Dispute resolvedAt(@jakarta.annotation.Nullable OffsetDateTime resolvedAt) {
    this.resolvedAt = resolvedAt;
    return this;
  }

  /**
   * Get resolvedAt
   * @return resolvedAt
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_RESOLVED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getResolvedAt() {
    return resolvedAt;
  }


  @JsonProperty(value = JSON_PROPERTY_RESOLVED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setResolvedAt(@jakarta.annotation.Nullable OffsetDateTime resolvedAt) {
    this.resolvedAt = resolvedAt;
  }


  public Dispute comments(@jakarta.annotation.Nonnull List<DisputeComment> comments) {
    this.comments = comments;
    return this;
  }

  public Dispute addCommentsItem(DisputeComment commentsItem) {
    if (this.comments == null) {
      this.comments = new ArrayList<>();
    }
    this.comments.add(commentsItem);
    return this;
  }

  /**
   * Get comments
   * @return comments
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_COMMENTS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<DisputeComment> getComments() {
    return comments;
  }


  @JsonProperty(value = JSON_PROPERTY_COMMENTS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setComments(@jakarta.annotation.Nonnull List<DisputeComment> comments) {
    this.comments = comments;
  }


  /**
   * Return true if this Dispute object is equal to o.
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    Dispute dispute = (Dispute) o;
    return Objects.equals(this.id, dispute.id) &&
        Objects.equals(this.transactionId, dispute.transactionId) &&
        Objects.equals(this.transactionType, dispute.transactionType) &&
        Objects.equals(this.amount, dispute.amount) &&
        Objects.equals(this.currency, dispute.currency) &&
        Objects.equals(this.reason, dispute.reason) &&
        Objects.equals(this.description, dispute.description) &&
        Objects.equals(this.evidence, dispute.evidence) &&
        Objects.equals(this.evidenceItems, dispute.evidenceItems) &&
        Objects.equals(this.status, dispute.status) &&
        Objects.equals(this.priority, dispute.priority) &&
        Objects.equals(this.resolution, dispute.resolution) &&
        Objects.equals(this.resolutionNote, dispute.resolutionNote) &&
        Objects.equals(this.createdAt, dispute.createdAt) &&
        Objects.equals(this.expectedResolutionDate, dispute.expectedResolutionDate) &&
        Objects.equals(this.resolvedAt, dispute.resolvedAt) &&
        Objects.equals(this.comments, dispute.comments);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, transactionId, transactionType, amount, currency, reason, description, evidence, evidenceItems, status, priority, resolution, resolutionNote, createdAt, expectedResolutionDate, resolvedAt, comments);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("class Dispute {\n");
    sb.append("    id: ").append(toIndentedString(id)).append("\n");
    sb.append("    transactionId: ").append(toIndentedString(transactionId)).append("\n");
    sb.append("    transactionType: ").append(toIndentedString(transactionType)).append("\n");
    sb.append("    amount: ").append(toIndentedString(amount)).append("\n");
    sb.append("    currency: ").append(toIndentedString(currency)).append("\n");
    sb.append("    reason: ").append(toIndentedString(reason)).append("\n");
    sb.append("    description: ").append(toIndentedString(description)).append("\n");
    sb.append("    evidence: ").append(toIndentedString(evidence)).append("\n");
    sb.append("    evidenceItems: ").append(toIndentedString(evidenceItems)).append("\n");
    sb.append("    status: ").append(toIndentedString(status)).append("\n");
    sb.append("    priority: ").append(toIndentedString(priority)).append("\n");
    sb.append("    resolution: ").append(toIndentedString(resolution)).append("\n");
    sb.append("    resolutionNote: ").append(toIndentedString(resolutionNote)).append("\n");
    sb.append("    createdAt: ").append(toIndentedString(createdAt)).append("\n");
    sb.append("    expectedResolutionDate: ").append(toIndentedString(expectedResolutionDate)).append("\n");
    sb.append("    resolvedAt: ").append(toIndentedString(resolvedAt)).append("\n");
    sb.append("    comments: ").append(toIndentedString(comments)).append("\n");
    sb.append("}");
    return sb.toString();
  }

  /**
   * Convert the given object to string with each line indented by 4 spaces
   * (except the first line).
   */
  private String toIndentedString(Object o) {
    return o == null ? "null" : o.toString().replace("\n", "\n    ");
  }

  /**
   * Convert the instance into URL query string.
   *
   * @return URL query string
   */
  public String toUrlQueryString() {
    return toUrlQueryString(null);
  }

  /**
   * Convert the instance into URL query string.
   *
   * @param prefix prefix of the query string
   * @return URL query string
   */
  public String toUrlQueryString(String prefix) {
    String suffix = "";
    String containerSuffix = "";
    String containerPrefix = "";
    if (prefix == null) {
      // style=form, explode=true, e.g. /pet?name=cat&type=manx
      prefix = "";
    } else {
      // deepObject style e.g. /pet?id[name]=cat&id[type]=manx
      prefix = prefix + "[";
      suffix = "]";
      containerSuffix = "]";
      containerPrefix = "[";
    }

    StringJoiner joiner = new StringJoiner("&");

    // add `id` to the URL query string
    if (getId() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sid%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getId()))));
    }

    // add `transactionId` to the URL query string
    if (getTransactionId() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%stransactionId%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getTransactionId()))));
    }

    // add `transactionType` to the URL query string
    if (getTransactionType() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%stransactionType%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getTransactionType()))));
    }

    // add `amount` to the URL query string
    if (getAmount() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%samount%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getAmount()))));
    }

    // add `currency` to the URL query string
    if (getCurrency() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%scurrency%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getCurrency()))));
    }

    // add `reason` to the URL query string
    if (getReason() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sreason%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getReason()))));
    }

    // add `description` to the URL query string
    if (getDescription() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sdescription%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getDescription()))));
    }

    // add `evidence` to the URL query string
    if (getEvidence() != null) {
      for (int i = 0; i < getEvidence().size(); i++) {
        joiner.add(String.format(java.util.Locale.ROOT, "%sevidence%s%s=%s", prefix, suffix,
            "".equals(suffix) ? "" : String.format(java.util.Locale.ROOT, "%s%d%s", containerPrefix, i, containerSuffix),
            ApiClient.urlEncode(ApiClient.valueToString(getEvidence().get(i)))));
      }
    }

    // add `evidenceItems` to the URL query string
    if (getEvidenceItems() != null) {
      for (int i = 0; i < getEvidenceItems().size(); i++) {
        if (getEvidenceItems().get(i) != null) {
          joiner.add(getEvidenceItems().get(i).toUrlQueryString(String.format(java.util.Locale.ROOT, "%sevidenceItems%s%s", prefix, suffix,
          "".equals(suffix) ? "" : String.format(java.util.Locale.ROOT, "%s%d%s", containerPrefix, i, containerSuffix))));
        }
      }
    }

    // add `status` to the URL query string
    if (getStatus() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sstatus%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getStatus()))));
    }

    // add `priority` to the URL query string
    if (getPriority() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%spriority%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getPriority()))));
    }

    // add `resolution` to the URL query string
    if (getResolution() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sresolution%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getResolution()))));
    }

    // add `resolutionNote` to the URL query string
    if (getResolutionNote() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sresolutionNote%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getResolutionNote()))));
    }

    // add `createdAt` to the URL query string
    if (getCreatedAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%screatedAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getCreatedAt()))));
    }

    // add `expectedResolutionDate` to the URL query string
    if (getExpectedResolutionDate() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sexpectedResolutionDate%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getExpectedResolutionDate()))));
    }

    // add `resolvedAt` to the URL query string
    if (getResolvedAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sresolvedAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getResolvedAt()))));
    }

    // add `comments` to the URL query string
    if (getComments() != null) {
      for (int i = 0; i < getComments().size(); i++) {
        if (getComments().get(i) != null) {
          joiner.add(getComments().get(i).toUrlQueryString(String.format(java.util.Locale.ROOT, "%scomments%s%s", prefix, suffix,
          "".equals(suffix) ? "" : String.format(java.util.Locale.ROOT, "%s%d%s", containerPrefix, i, containerSuffix))));
        }
      }
    }

    return joiner.toString();
  }

    public static class Builder {

    private Dispute instance;

    public Builder() {
      this(new Dispute());
    }

    protected Builder(Dispute instance) {
      this.instance = instance;
    }

    public Dispute.Builder id(String id) {
      this.instance.id = id;
      return this;
    }
    public Dispute.Builder transactionId(String transactionId) {
      this.instance.transactionId = transactionId;
      return this;
    }
    public Dispute.Builder transactionType(TransactionTypeEnum transactionType) {
      this.instance.transactionType = transactionType;
      return this;
    }
    public Dispute.Builder amount(BigDecimal amount) {
      this.instance.amount = amount;
      return this;
    }
    public Dispute.Builder currency(String currency) {
      this.instance.currency = currency;
      return this;
    }
    public Dispute.Builder reason(ReasonEnum reason) {
      this.instance.reason = reason;
      return this;
    }
    public Dispute.Builder description(String description) {
      this.instance.description = description;
      return this;
    }
    public Dispute.Builder evidence(List<String> evidence) {
      this.instance.evidence = evidence;
      return this;
    }
    public Dispute.Builder evidenceItems(List<DisputeEvidenceItem> evidenceItems) {
      this.instance.evidenceItems = evidenceItems;
      return this;
    }
    public Dispute.Builder status(StatusEnum status) {
      this.instance.status = status;
      return this;
    }
    public Dispute.Builder priority(PriorityEnum priority) {
      this.instance.priority = priority;
      return this;
    }
    public Dispute.Builder resolution(ResolutionEnum resolution) {
      this.instance.resolution = resolution;
      return this;
    }
    public Dispute.Builder resolutionNote(String resolutionNote) {
      this.instance.resolutionNote = resolutionNote;
      return this;
    }
    public Dispute.Builder createdAt(OffsetDateTime createdAt) {
      this.instance.createdAt = createdAt;
      return this;
    }
    public Dispute.Builder expectedResolutionDate(OffsetDateTime expectedResolutionDate) {
      this.instance.expectedResolutionDate = expectedResolutionDate;
      return this;
    }
    public Dispute.Builder resolvedAt(OffsetDateTime resolvedAt) {
      this.instance.resolvedAt = resolvedAt;
      return this;
    }
    public Dispute.Builder comments(List<DisputeComment> comments) {
      this.instance.comments = comments;
      return this;
    }


    /**
    * returns a built Dispute instance.
    *
    * The builder is not reusable.
    */
    public Dispute build() {
      try {
        return this.instance;
      } finally {
        // ensure that this.instance is not reused
        this.instance = null;
      }
    }

    @Override
    public String toString() {
      return getClass() + "=(" + instance + ")";
    }
  }

  /**
  * Create a builder with no initialized field.
  */
  public static Dispute.Builder builder() {
    return new Dispute.Builder();
  }

  /**
  * Create a builder with a shallow copy of this instance.
  */
  public Dispute.Builder toBuilder() {
    return new Dispute.Builder()
      .id(getId())
      .transactionId(getTransactionId())
      .transactionType(getTransactionType())
      .amount(getAmount())
      .currency(getCurrency())
      .reason(getReason())
      .description(getDescription())
      .evidence(getEvidence())
      .evidenceItems(getEvidenceItems())
      .status(getStatus())
      .priority(getPriority())
      .resolution(getResolution())
      .resolutionNote(getResolutionNote())
      .createdAt(getCreatedAt())
      .expectedResolutionDate(getExpectedResolutionDate())
      .resolvedAt(getResolvedAt())
      .comments(getComments());
  }

}

