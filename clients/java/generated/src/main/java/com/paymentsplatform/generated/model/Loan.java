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
import com.paymentsplatform.generated.model.LoanOutstanding;
import com.paymentsplatform.generated.model.LoanRepayment;
import com.paymentsplatform.generated.model.LoanSchedule;
import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;


import com.paymentsplatform.generated.ApiClient;
/**
 * A loan: its amounts, status and repayment schedule.
 */
@JsonPropertyOrder({
  Loan.JSON_PROPERTY_ID,
  Loan.JSON_PROPERTY_PRODUCT_ID,
  Loan.JSON_PROPERTY_PRODUCT_NAME,
  Loan.JSON_PROPERTY_PRINCIPAL_AMOUNT,
  Loan.JSON_PROPERTY_CURRENCY,
  Loan.JSON_PROPERTY_INTEREST_RATE,
  Loan.JSON_PROPERTY_TERM_MONTHS,
  Loan.JSON_PROPERTY_MONTHLY_PAYMENT,
  Loan.JSON_PROPERTY_FEE,
  Loan.JSON_PROPERTY_PURPOSE,
  Loan.JSON_PROPERTY_STATUS,
  Loan.JSON_PROPERTY_REJECTION_REASON,
  Loan.JSON_PROPERTY_APPLIED_AT,
  Loan.JSON_PROPERTY_DECIDED_AT,
  Loan.JSON_PROPERTY_DISBURSED_AT,
  Loan.JSON_PROPERTY_PAID_OFF_AT,
  Loan.JSON_PROPERTY_OUTSTANDING,
  Loan.JSON_PROPERTY_SCHEDULE,
  Loan.JSON_PROPERTY_REPAYMENTS
})
@jakarta.annotation.Generated(value = "org.openapitools.codegen.languages.JavaClientCodegen", comments = "Generator version: 7.25.0")
public class Loan {
  public static final String JSON_PROPERTY_ID = "id";
  @jakarta.annotation.Nonnull
  private String id;

  public static final String JSON_PROPERTY_PRODUCT_ID = "productId";
  @jakarta.annotation.Nonnull
  private String productId;

  public static final String JSON_PROPERTY_PRODUCT_NAME = "productName";
  @jakarta.annotation.Nonnull
  private String productName;

  public static final String JSON_PROPERTY_PRINCIPAL_AMOUNT = "principalAmount";
  @jakarta.annotation.Nonnull
  private BigDecimal principalAmount;

  public static final String JSON_PROPERTY_CURRENCY = "currency";
  @jakarta.annotation.Nonnull
  private String currency;

  public static final String JSON_PROPERTY_INTEREST_RATE = "interestRate";
  @jakarta.annotation.Nonnull
  private BigDecimal interestRate;

  public static final String JSON_PROPERTY_TERM_MONTHS = "termMonths";
  @jakarta.annotation.Nonnull
  private Integer termMonths;

  public static final String JSON_PROPERTY_MONTHLY_PAYMENT = "monthlyPayment";
  @jakarta.annotation.Nonnull
  private BigDecimal monthlyPayment;

  public static final String JSON_PROPERTY_FEE = "fee";
  @jakarta.annotation.Nonnull
  private BigDecimal fee;

  public static final String JSON_PROPERTY_PURPOSE = "purpose";
  @jakarta.annotation.Nullable
  private String purpose;

  /**
   * Gets or Sets status
   */
  public enum StatusEnum {
    PENDING_APPROVAL(String.valueOf("PENDING_APPROVAL")),
    
    REJECTED(String.valueOf("REJECTED")),
    
    ACTIVE(String.valueOf("ACTIVE")),
    
    OVERDUE(String.valueOf("OVERDUE")),
    
    PAID_OFF(String.valueOf("PAID_OFF"));

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

  public static final String JSON_PROPERTY_REJECTION_REASON = "rejectionReason";
  @jakarta.annotation.Nullable
  private String rejectionReason;

  public static final String JSON_PROPERTY_APPLIED_AT = "appliedAt";
  @jakarta.annotation.Nonnull
  private OffsetDateTime appliedAt;

  public static final String JSON_PROPERTY_DECIDED_AT = "decidedAt";
  @jakarta.annotation.Nullable
  private OffsetDateTime decidedAt;

  public static final String JSON_PROPERTY_DISBURSED_AT = "disbursedAt";
  @jakarta.annotation.Nullable
  private OffsetDateTime disbursedAt;

  public static final String JSON_PROPERTY_PAID_OFF_AT = "paidOffAt";
  @jakarta.annotation.Nullable
  private OffsetDateTime paidOffAt;

  public static final String JSON_PROPERTY_OUTSTANDING = "outstanding";
  @jakarta.annotation.Nonnull
  private LoanOutstanding outstanding;

  public static final String JSON_PROPERTY_SCHEDULE = "schedule";
  @jakarta.annotation.Nonnull
  private List<LoanSchedule> schedule = new ArrayList<>();

  public static final String JSON_PROPERTY_REPAYMENTS = "repayments";
  @jakarta.annotation.Nonnull
  private List<LoanRepayment> repayments = new ArrayList<>();

  public Loan() { 
  }

  public Loan id(@jakarta.annotation.Nonnull String id) {
    this.id = id;
    return this;
  }

  /**
   * ln_…
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


  public Loan productId(@jakarta.annotation.Nonnull String productId) {
    this.productId = productId;
    return this;
  }

  /**
   * Get productId
   * @return productId
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_PRODUCT_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getProductId() {
    return productId;
  }


  @JsonProperty(value = JSON_PROPERTY_PRODUCT_ID, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setProductId(@jakarta.annotation.Nonnull String productId) {
    this.productId = productId;
  }


  public Loan productName(@jakarta.annotation.Nonnull String productName) {
    this.productName = productName;
    return this;
  }

  /**
   * Get productName
   * @return productName
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_PRODUCT_NAME, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getProductName() {
    return productName;
  }


  @JsonProperty(value = JSON_PROPERTY_PRODUCT_NAME, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setProductName(@jakarta.annotation.Nonnull String productName) {
    this.productName = productName;
  }


  public Loan principalAmount(@jakarta.annotation.Nonnull BigDecimal principalAmount) {
    this.principalAmount = principalAmount;
    return this;
  }

  /**
   * Get principalAmount
   * @return principalAmount
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_PRINCIPAL_AMOUNT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public BigDecimal getPrincipalAmount() {
    return principalAmount;
  }


  @JsonProperty(value = JSON_PROPERTY_PRINCIPAL_AMOUNT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setPrincipalAmount(@jakarta.annotation.Nonnull BigDecimal principalAmount) {
    this.principalAmount = principalAmount;
  }


  public Loan currency(@jakarta.annotation.Nonnull String currency) {
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


  public Loan interestRate(@jakarta.annotation.Nonnull BigDecimal interestRate) {
    this.interestRate = interestRate;
    return this;
  }

  /**
   * annual, percent
   * @return interestRate
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_INTEREST_RATE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public BigDecimal getInterestRate() {
    return interestRate;
  }


  @JsonProperty(value = JSON_PROPERTY_INTEREST_RATE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setInterestRate(@jakarta.annotation.Nonnull BigDecimal interestRate) {
    this.interestRate = interestRate;
  }


  public Loan termMonths(@jakarta.annotation.Nonnull Integer termMonths) {
    this.termMonths = termMonths;
    return this;
  }

  /**
   * Get termMonths
   * minimum: -9007199254740991
   * maximum: 9007199254740991
   * @return termMonths
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_TERM_MONTHS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public Integer getTermMonths() {
    return termMonths;
  }


  @JsonProperty(value = JSON_PROPERTY_TERM_MONTHS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setTermMonths(@jakarta.annotation.Nonnull Integer termMonths) {
    this.termMonths = termMonths;
  }


  public Loan monthlyPayment(@jakarta.annotation.Nonnull BigDecimal monthlyPayment) {
    this.monthlyPayment = monthlyPayment;
    return this;
  }

  /**
   * the level instalment (the last one absorbs the rounding)
   * @return monthlyPayment
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_MONTHLY_PAYMENT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public BigDecimal getMonthlyPayment() {
    return monthlyPayment;
  }


  @JsonProperty(value = JSON_PROPERTY_MONTHLY_PAYMENT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setMonthlyPayment(@jakarta.annotation.Nonnull BigDecimal monthlyPayment) {
    this.monthlyPayment = monthlyPayment;
  }


  public Loan fee(@jakarta.annotation.Nonnull BigDecimal fee) {
    this.fee = fee;
    return this;
  }

  /**
   * taken from the disbursement
   * @return fee
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_FEE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public BigDecimal getFee() {
    return fee;
  }


  @JsonProperty(value = JSON_PROPERTY_FEE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setFee(@jakarta.annotation.Nonnull BigDecimal fee) {
    this.fee = fee;
  }


  public Loan purpose(@jakarta.annotation.Nullable String purpose) {
    this.purpose = purpose;
    return this;
  }

  /**
   * Get purpose
   * @return purpose
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_PURPOSE, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getPurpose() {
    return purpose;
  }


  @JsonProperty(value = JSON_PROPERTY_PURPOSE, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setPurpose(@jakarta.annotation.Nullable String purpose) {
    this.purpose = purpose;
  }


  public Loan status(@jakarta.annotation.Nonnull StatusEnum status) {
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


  public Loan rejectionReason(@jakarta.annotation.Nullable String rejectionReason) {
    this.rejectionReason = rejectionReason;
    return this;
  }

  /**
   * Get rejectionReason
   * @return rejectionReason
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_REJECTION_REASON, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public String getRejectionReason() {
    return rejectionReason;
  }


  @JsonProperty(value = JSON_PROPERTY_REJECTION_REASON, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setRejectionReason(@jakarta.annotation.Nullable String rejectionReason) {
    this.rejectionReason = rejectionReason;
  }


  public Loan appliedAt(@jakarta.annotation.Nonnull OffsetDateTime appliedAt) {
    this.appliedAt = appliedAt;
    return this;
  }

  /**
   * Get appliedAt
   * @return appliedAt
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_APPLIED_AT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getAppliedAt() {
    return appliedAt;
  }


  @JsonProperty(value = JSON_PROPERTY_APPLIED_AT, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setAppliedAt(@jakarta.annotation.Nonnull OffsetDateTime appliedAt) {
    this.appliedAt = appliedAt;
  }


  public Loan decidedAt(@jakarta.annotation.Nullable OffsetDateTime decidedAt) {
    this.decidedAt = decidedAt;
    return this;
  }

  /**
   * Get decidedAt
   * @return decidedAt
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_DECIDED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getDecidedAt() {
    return decidedAt;
  }


  @JsonProperty(value = JSON_PROPERTY_DECIDED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setDecidedAt(@jakarta.annotation.Nullable OffsetDateTime decidedAt) {
    this.decidedAt = decidedAt;
  }


  public Loan disbursedAt(@jakarta.annotation.Nullable OffsetDateTime disbursedAt) {
    this.disbursedAt = disbursedAt;
    return this;
  }

  /**
   * Get disbursedAt
   * @return disbursedAt
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_DISBURSED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getDisbursedAt() {
    return disbursedAt;
  }


  @JsonProperty(value = JSON_PROPERTY_DISBURSED_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setDisbursedAt(@jakarta.annotation.Nullable OffsetDateTime disbursedAt) {
    this.disbursedAt = disbursedAt;
  }


  public Loan paidOffAt(@jakarta.annotation.Nullable OffsetDateTime paidOffAt) {
    this.paidOffAt = paidOffAt;
    return this;
  }

  /**
   * Get paidOffAt
   * @return paidOffAt
   */
  @jakarta.annotation.Nullable
  @JsonProperty(value = JSON_PROPERTY_PAID_OFF_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public OffsetDateTime getPaidOffAt() {
    return paidOffAt;
  }


  @JsonProperty(value = JSON_PROPERTY_PAID_OFF_AT, required = false)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setPaidOffAt(@jakarta.annotation.Nullable OffsetDateTime paidOffAt) {
    this.paidOffAt = paidOffAt;
  }


  public Loan outstanding(@jakarta.annotation.Nonnull LoanOutstanding outstanding) {
    this.outstanding = outstanding;
    return this;
  }

  /**
   * Get outstanding
   * @return outstanding
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_OUTSTANDING, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public LoanOutstanding getOutstanding() {
    return outstanding;
  }


  @JsonProperty(value = JSON_PROPERTY_OUTSTANDING, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setOutstanding(@jakarta.annotation.Nonnull LoanOutstanding outstanding) {
    this.outstanding = outstanding;
  }


  public Loan schedule(@jakarta.annotation.Nonnull List<LoanSchedule> schedule) {
    this.schedule = schedule;
    return this;
  }

  public Loan addScheduleItem(LoanSchedule scheduleItem) {
    if (this.schedule == null) {
      this.schedule = new ArrayList<>();
    }
    this.schedule.add(scheduleItem);
    return this;
  }

  /**
   * Get schedule
   * @return schedule
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_SCHEDULE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<LoanSchedule> getSchedule() {
    return schedule;
  }


  @JsonProperty(value = JSON_PROPERTY_SCHEDULE, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setSchedule(@jakarta.annotation.Nonnull List<LoanSchedule> schedule) {
    this.schedule = schedule;
  }


  public Loan repayments(@jakarta.annotation.Nonnull List<LoanRepayment> repayments) {
    this.repayments = repayments;
    return this;
  }

  public Loan addRepaymentsItem(LoanRepayment repaymentsItem) {
    if (this.repayments == null) {
      this.repayments = new ArrayList<>();
    }
    this.repayments.add(repaymentsItem);
    return this;
  }

  /**
   * Get repayments
   * @return repayments
   */
  @jakarta.annotation.Nonnull
  @JsonProperty(value = JSON_PROPERTY_REPAYMENTS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public List<LoanRepayment> getRepayments() {
    return repayments;
  }


  @JsonProperty(value = JSON_PROPERTY_REPAYMENTS, required = true)
  @JsonInclude(value = JsonInclude.Include.ALWAYS)
  public void setRepayments(@jakarta.annotation.Nonnull List<LoanRepayment> repayments) {
    this.repayments = repayments;
  }


  /**
   * Return true if this Loan object is equal to o.
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || getClass() != o.getClass()) {
      return false;
    }
    Loan loan = (Loan) o;
    return Objects.equals(this.id, loan.id) &&
        Objects.equals(this.productId, loan.productId) &&
        Objects.equals(this.productName, loan.productName) &&
        Objects.equals(this.principalAmount, loan.principalAmount) &&
        Objects.equals(this.currency, loan.currency) &&
        Objects.equals(this.interestRate, loan.interestRate) &&
        Objects.equals(this.termMonths, loan.termMonths) &&
        Objects.equals(this.monthlyPayment, loan.monthlyPayment) &&
        Objects.equals(this.fee, loan.fee) &&
        Objects.equals(this.purpose, loan.purpose) &&
        Objects.equals(this.status, loan.status) &&
        Objects.equals(this.rejectionReason, loan.rejectionReason) &&
        Objects.equals(this.appliedAt, loan.appliedAt) &&
        Objects.equals(this.decidedAt, loan.decidedAt) &&
        Objects.equals(this.disbursedAt, loan.disbursedAt) &&
        Objects.equals(this.paidOffAt, loan.paidOffAt) &&
        Objects.equals(this.outstanding, loan.outstanding) &&
        Objects.equals(this.schedule, loan.schedule) &&
        Objects.equals(this.repayments, loan.repayments);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, productId, productName, principalAmount, currency, interestRate, termMonths, monthlyPayment, fee, purpose, status, rejectionReason, appliedAt, decidedAt, disbursedAt, paidOffAt, outstanding, schedule, repayments);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("class Loan {\n");
    sb.append("    id: ").append(toIndentedString(id)).append("\n");
    sb.append("    productId: ").append(toIndentedString(productId)).append("\n");
    sb.append("    productName: ").append(toIndentedString(productName)).append("\n");
    sb.append("    principalAmount: ").append(toIndentedString(principalAmount)).append("\n");
    sb.append("    currency: ").append(toIndentedString(currency)).append("\n");
    sb.append("    interestRate: ").append(toIndentedString(interestRate)).append("\n");
    sb.append("    termMonths: ").append(toIndentedString(termMonths)).append("\n");
    sb.append("    monthlyPayment: ").append(toIndentedString(monthlyPayment)).append("\n");
    sb.append("    fee: ").append(toIndentedString(fee)).append("\n");
    sb.append("    purpose: ").append(toIndentedString(purpose)).append("\n");
    sb.append("    status: ").append(toIndentedString(status)).append("\n");
    sb.append("    rejectionReason: ").append(toIndentedString(rejectionReason)).append("\n");
    sb.append("    appliedAt: ").append(toIndentedString(appliedAt)).append("\n");
    sb.append("    decidedAt: ").append(toIndentedString(decidedAt)).append("\n");
    sb.append("    disbursedAt: ").append(toIndentedString(disbursedAt)).append("\n");
    sb.append("    paidOffAt: ").append(toIndentedString(paidOffAt)).append("\n");
    sb.append("    outstanding: ").append(toIndentedString(outstanding)).append("\n");
    sb.append("    schedule: ").append(toIndentedString(schedule)).append("\n");
    sb.append("    repayments: ").append(toIndentedString(repayments)).append("\n");
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

    // add `productId` to the URL query string
    if (getProductId() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sproductId%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getProductId()))));
    }

    // add `productName` to the URL query string
    if (getProductName() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sproductName%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getProductName()))));
    }

    // add `principalAmount` to the URL query string
    if (getPrincipalAmount() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sprincipalAmount%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getPrincipalAmount()))));
    }

    // add `currency` to the URL query string
    if (getCurrency() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%scurrency%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getCurrency()))));
    }

    // add `interestRate` to the URL query string
    if (getInterestRate() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sinterestRate%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getInterestRate()))));
    }

    // add `termMonths` to the URL query string
    if (getTermMonths() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%stermMonths%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getTermMonths()))));
    }

    // add `monthlyPayment` to the URL query string
    if (getMonthlyPayment() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%smonthlyPayment%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getMonthlyPayment()))));
    }

    // add `fee` to the URL query string
    if (getFee() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sfee%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getFee()))));
    }

    // add `purpose` to the URL query string
    if (getPurpose() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%spurpose%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getPurpose()))));
    }

    // add `status` to the URL query string
    if (getStatus() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sstatus%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getStatus()))));
    }

    // add `rejectionReason` to the URL query string
    if (getRejectionReason() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%srejectionReason%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getRejectionReason()))));
    }

    // add `appliedAt` to the URL query string
    if (getAppliedAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sappliedAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getAppliedAt()))));
    }

    // add `decidedAt` to the URL query string
    if (getDecidedAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sdecidedAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getDecidedAt()))));
    }

    // add `disbursedAt` to the URL query string
    if (getDisbursedAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%sdisbursedAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getDisbursedAt()))));
    }

    // add `paidOffAt` to the URL query string
    if (getPaidOffAt() != null) {
      joiner.add(String.format(java.util.Locale.ROOT, "%spaidOffAt%s=%s", prefix, suffix, ApiClient.urlEncode(ApiClient.valueToString(getPaidOffAt()))));
    }

    // add `outstanding` to the URL query string
    if (getOutstanding() != null) {
      joiner.add(getOutstanding().toUrlQueryString(prefix + "outstanding" + suffix));
    }

    // add `schedule` to the URL query string
    if (getSchedule() != null) {
      for (int i = 0; i < getSchedule().size(); i++) {
        if (getSchedule().get(i) != null) {
          joiner.add(getSchedule().get(i).toUrlQueryString(String.format(java.util.Locale.ROOT, "%sschedule%s%s", prefix, suffix,
          "".equals(suffix) ? "" : String.format(java.util.Locale.ROOT, "%s%d%s", containerPrefix, i, containerSuffix))));
        }
      }
    }

    // add `repayments` to the URL query string
    if (getRepayments() != null) {
      for (int i = 0; i < getRepayments().size(); i++) {
        if (getRepayments().get(i) != null) {
          joiner.add(getRepayments().get(i).toUrlQueryString(String.format(java.util.Locale.ROOT, "%srepayments%s%s", prefix, suffix,
          "".equals(suffix) ? "" : String.format(java.util.Locale.ROOT, "%s%d%s", containerPrefix, i, containerSuffix))));
        }
      }
    }

    return joiner.toString();
  }

    public static class Builder {

    private Loan instance;

    public Builder() {
      this(new Loan());
    }

    protected Builder(Loan instance) {
      this.instance = instance;
    }

    public Loan.Builder id(String id) {
      this.instance.id = id;
      return this;
    }
    public Loan.Builder productId(String productId) {
      this.instance.productId = productId;
      return this;
    }
    public Loan.Builder productName(String productName) {
      this.instance.productName = productName;
      return this;
    }
    public Loan.Builder principalAmount(BigDecimal principalAmount) {
      this.instance.principalAmount = principalAmount;
      return this;
    }
    public Loan.Builder currency(String currency) {
      this.instance.currency = currency;
      return this;
    }
    public Loan.Builder interestRate(BigDecimal interestRate) {
      this.instance.interestRate = interestRate;
      return this;
    }
    public Loan.Builder termMonths(Integer termMonths) {
      this.instance.termMonths = termMonths;
      return this;
    }
    public Loan.Builder monthlyPayment(BigDecimal monthlyPayment) {
      this.instance.monthlyPayment = monthlyPayment;
      return this;
    }
    public Loan.Builder fee(BigDecimal fee) {
      this.instance.fee = fee;
      return this;
    }
    public Loan.Builder purpose(String purpose) {
      this.instance.purpose = purpose;
      return this;
    }
    public Loan.Builder status(StatusEnum status) {
      this.instance.status = status;
      return this;
    }
    public Loan.Builder rejectionReason(String rejectionReason) {
      this.instance.rejectionReason = rejectionReason;
      return this;
    }
    public Loan.Builder appliedAt(OffsetDateTime appliedAt) {
      this.instance.appliedAt = appliedAt;
      return this;
    }
    public Loan.Builder decidedAt(OffsetDateTime decidedAt) {
      this.instance.decidedAt = decidedAt;
      return this;
    }
    public Loan.Builder disbursedAt(OffsetDateTime disbursedAt) {
      this.instance.disbursedAt = disbursedAt;
      return this;
    }
    public Loan.Builder paidOffAt(OffsetDateTime paidOffAt) {
      this.instance.paidOffAt = paidOffAt;
      return this;
    }
    public Loan.Builder outstanding(LoanOutstanding outstanding) {
      this.instance.outstanding = outstanding;
      return this;
    }
    public Loan.Builder schedule(List<LoanSchedule> schedule) {
      this.instance.schedule = schedule;
      return this;
    }
    public Loan.Builder repayments(List<LoanRepayment> repayments) {
      this.instance.repayments = repayments;
      return this;
    }


    /**
    * returns a built Loan instance.
    *
    * The builder is not reusable.
    */
    public Loan build() {
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
  public static Loan.Builder builder() {
    return new Loan.Builder();
  }

  /**
  * Create a builder with a shallow copy of this instance.
  */
  public Loan.Builder toBuilder() {
    return new Loan.Builder()
      .id(getId())
      .productId(getProductId())
      .productName(getProductName())
      .principalAmount(getPrincipalAmount())
      .currency(getCurrency())
      .interestRate(getInterestRate())
      .termMonths(getTermMonths())
      .monthlyPayment(getMonthlyPayment())
      .fee(getFee())
      .purpose(getPurpose())
      .status(getStatus())
      .rejectionReason(getRejectionReason())
      .appliedAt(getAppliedAt())
      .decidedAt(getDecidedAt())
      .disbursedAt(getDisbursedAt())
      .paidOffAt(getPaidOffAt())
      .outstanding(getOutstanding())
      .schedule(getSchedule())
      .repayments(getRepayments());
  }

}

