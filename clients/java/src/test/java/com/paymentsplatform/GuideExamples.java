package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import com.paymentsplatform.generated.model.BillPayment;
import com.paymentsplatform.generated.model.BillPaymentCreateParams;
import com.paymentsplatform.generated.model.BillProvider;
import com.paymentsplatform.generated.model.CashOutCreateParams;
import com.paymentsplatform.generated.model.CreditEligibility;
import com.paymentsplatform.generated.model.CreditEligibilityProduct;
import com.paymentsplatform.generated.model.CreditScore;
import com.paymentsplatform.generated.model.DefaultPaymentMethodSetParams;
import com.paymentsplatform.generated.model.Dispute;
import com.paymentsplatform.generated.model.DisputeCommentCreateParams;
import com.paymentsplatform.generated.model.DisputeCreateParams;
import com.paymentsplatform.generated.model.DisputeEvidenceAddParams;
import com.paymentsplatform.generated.model.Event;
import com.paymentsplatform.generated.model.FundInCreateParams;
import com.paymentsplatform.generated.model.FundingOperation;
import com.paymentsplatform.generated.model.Invoice;
import com.paymentsplatform.generated.model.InvoiceCreateParams;
import com.paymentsplatform.generated.model.InvoiceCreateParamsItem;
import com.paymentsplatform.generated.model.Loan;
import com.paymentsplatform.generated.model.LoanCreateParams;
import com.paymentsplatform.generated.model.Payment;
import com.paymentsplatform.generated.model.PaymentLink;
import com.paymentsplatform.generated.model.PaymentLinkCreateParams;
import com.paymentsplatform.generated.model.PaymentMethod;
import com.paymentsplatform.generated.model.PayrollBatch;
import com.paymentsplatform.generated.model.PayrollBatchCreateParams;
import com.paymentsplatform.generated.model.PayrollBatchCreateParamsEmployee;
import com.paymentsplatform.generated.model.PayrollItem;
import com.paymentsplatform.generated.model.PhoneVerifyParams;
import com.paymentsplatform.generated.model.PosCatalogItem;
import com.paymentsplatform.generated.model.PosCatalogItemCreateParams;
import com.paymentsplatform.generated.model.PosDailyReport;
import com.paymentsplatform.generated.model.PosRefund;
import com.paymentsplatform.generated.model.PosRefundCreateParams;
import com.paymentsplatform.generated.model.PosRefundCreateParamsLine;
import com.paymentsplatform.generated.model.PosSale;
import com.paymentsplatform.generated.model.PosSaleCreateParams;
import com.paymentsplatform.generated.model.PosSaleCreateParamsItem;
import com.paymentsplatform.generated.model.Referral;
import com.paymentsplatform.generated.model.ReferralSummary;
import com.paymentsplatform.generated.model.SavedBiller;
import com.paymentsplatform.generated.model.SavedBillerCreateParams;
import com.paymentsplatform.generated.model.SavingsGoal;
import com.paymentsplatform.generated.model.SavingsGoalCreateParams;
import com.paymentsplatform.generated.model.SavingsGoalDepositParams;
import com.paymentsplatform.generated.model.SavingsPlan;
import com.paymentsplatform.generated.model.SavingsPlanCreateParams;
import com.paymentsplatform.generated.model.SetupIntent;
import com.paymentsplatform.generated.model.SetupIntentConfirmParams;
import com.paymentsplatform.generated.model.SetupIntentConfirmParamsCard;
import com.paymentsplatform.generated.model.User;
import com.paymentsplatform.generated.model.UserRegisterParams;
import com.paymentsplatform.generated.model.WalletBalance;
import com.paymentsplatform.generated.model.WalletTransfer;
import com.paymentsplatform.generated.model.WalletTransferCreateParams;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The product guides' samples, verbatim (GuidesTest runs each, the docs test checks each guide shows
 * one): a user's guides sign in, a merchant's server uses its secret key.
 */
final class GuideExamples {
  private GuideExamples() {}

  // GUIDE: bills
  static void bills(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    // Ghana's water billers, each with the label and the shape of its account numbers.
    for (BillProvider biller : payments.billProviders().list(Map.of("country", "GH", "category", "WATER"))) {
      System.out.println(biller.getId() + " " + biller.getName() + ": " + biller.getAccountLabel() + " " + biller.getAccountPattern());
    }

    // step 2
    // Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
    BillPayment paid = payments.billPayments().create(BillPaymentCreateParams.builder()
        .providerId("bp_gwcl").accountNumber("0241234567").amount(new BigDecimal("20.00")).currency("GHS").build());
    System.out.println(paid.getStatus() + " " + paid.getReceiptNumber());

    try {
      payments.billPayments().create(BillPaymentCreateParams.builder()
          .providerId("bp_gwcl").accountNumber("0240000001").amount(new BigDecimal("20.00")).currency("GHS").build());
    } catch (PaymentsException refused) {
      List<String> fields = refused.fields().stream().map(f -> f.get("field")).toList();
      System.out.println("refused: " + refused.code() + " " + String.join(",", fields));
    }

    // step 3
    BillPayment receipt = payments.billPayments().retrieve(paid.getId());
    System.out.println("receipt " + receipt.getReceiptNumber() + " for " + receipt.getAmount() + " " + receipt.getCurrency());

    // step 4
    SavedBiller saved = payments.savedBillers().create(SavedBillerCreateParams.builder()
        .providerId("bp_gwcl").accountNumber("0241234567").nickname("Home water").build());
    System.out.println("saved " + saved.getNickname() + " (" + saved.getProviderName() + ")");
  }
  // GUIDE: end

  // GUIDE: cards
  static void cards(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    SetupIntent intent = payments.setupIntents().create();

    // step 2
    // In an app the card's number goes from the user's form to the confirm call, never to your server.
    PaymentMethod card = payments.setupIntents().confirm(intent.getId(), SetupIntentConfirmParams.builder()
        .clientSecret(intent.getClientSecret())
        .card(SetupIntentConfirmParamsCard.builder().number("5555555555554444").expMonth(12).expYear(2030).cvc("123").build())
        .build());
    System.out.println("saved " + card.getBrand() + " ending " + card.getLast4());

    // step 3
    PaymentMethod preferred = payments.paymentMethods().setDefault(DefaultPaymentMethodSetParams.builder().paymentMethodId(card.getId()).build());
    System.out.println("default: " + preferred.getBrand() + " ending " + preferred.getLast4() + ", " + payments.paymentMethods().list().size() + " saved");
  }
  // GUIDE: end

  // GUIDE: credit
  static void credit(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    CreditScore score = payments.creditScores().retrieve();
    System.out.println("score " + score.getScore() + " of " + score.getMaxScore() + ", grade " + score.getGrade());
    CreditEligibility eligibility = payments.creditEligibilities().retrieve();
    for (CreditEligibilityProduct product : eligibility.getProducts()) {
      String limit = product.getEligible() ? "up to " + product.getMaxAmount().toPlainString() : "not now";
      System.out.println(product.getProductId() + ": " + limit + " " + product.getCurrency());
    }

    // step 2
    Loan loan = payments.loans().create(LoanCreateParams.builder()
        .productId("lp_quick_cash_gh").amount(new BigDecimal("1500.00")).currency("GHS").termMonths(3).purpose("School fees").build());
    System.out.println(loan.getStatus() + ": " + loan.getMonthlyPayment().toPlainString() + " a month");

    // step 3
    // The sandbox's underwriter decides a minute later on your account's clock: read the loan again.
    Loan decided = payments.loans().retrieve(loan.getId());
    System.out.println((decided.getStatus() + " " + (decided.getRejectionReason() == null ? "" : decided.getRejectionReason())).trim());
  }
  // GUIDE: end

  // GUIDE: disputes
  static void disputes(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    // The user paid a merchant for an order that never came: the transfer is what they dispute.
    WalletTransfer transfer = payments.walletTransfers().create(WalletTransferCreateParams.builder()
        .toEmail("demo-merchant@sandbox.example").amount(new BigDecimal("3.00")).currency("GHS").note("Order 55").build());
    Dispute dispute = payments.disputes().create(DisputeCreateParams.builder()
        .transactionId(transfer.getId()).reason(DisputeCreateParams.ReasonEnum.NOT_RECEIVED)
        .description("Order 55 never arrived at my address.").build());
    System.out.println(dispute.getStatus() + " " + dispute.getPriority() + " " + dispute.getExpectedResolutionDate());

    // step 2
    payments.disputeEvidence().add(dispute.getId(), DisputeEvidenceAddParams.builder().urls(List.of("https://example.com/order-55/tracking.png")).build());
    payments.disputeComments().create(dispute.getId(), DisputeCommentCreateParams.builder().body("The courier says it was never picked up.").build());

    // step 3
    Dispute now = payments.disputes().retrieve(dispute.getId());
    System.out.println(now.getStatus() + ": " + now.getEvidence().size() + " evidence, " + now.getComments().size() + " comment");
  }
  // GUIDE: end

  // GUIDE: mobile-money
  static void mobileMoney(String baseUrl, String subscriptionKey, String collectionKey, String disbursementKey, String apiUserId, String apiKey, String secretKey)
      throws InterruptedException {
    // Your server, as your API user: the product keys and the API user's key, never in an app.
    Payments payments = Payments.builder(baseUrl, subscriptionKey)
        .productKey("collection", collectionKey).productKey("disbursement", disbursementKey).apiUser(apiUserId, apiKey).build();

    // step 1
    // The payer approves on their phone; 46733123451 is the sandbox's number that declines.
    MobileMoney collection = payments.momo("collection");
    for (String[] order : new String[][] {{"order-1001", "233241234567"}, {"order-1002", "46733123451"}}) {
      String referenceId = collection.send("payment/request", Map.of(
          "amount", "12.50", "currency", "EUR", "externalId", order[0],
          "payer", Map.of("partyIdType", "MSISDN", "partyId", order[1]),
          "payerMessage", "Your order " + order[0], "payeeNote", "Thank you"));
      JsonNode last = collection.await("payment/request", referenceId, Duration.ofSeconds(60));
      System.out.println(order[0] + ": " + last.path("status").asText() + " " + last.path("financialTransactionId").asText(last.path("reason").asText()));
    }

    // step 2
    // Instead of polling: your webhook endpoint receives each outcome, and the account's event log keeps
    // them (read with the account's secret key; `payments listen` forwards them to a local server).
    Payments merchant = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();
    Event heard = merchant.events().list(Map.of("type", "collection.completed")).getData().get(0);
    System.out.println(heard.getType() + " " + heard.getId());

    // step 3
    MobileMoney disbursement = payments.momo("disbursement");
    String payout = disbursement.send("transfer", Map.of(
        "amount", "5.00", "currency", "EUR", "externalId", "payout-2001",
        "payee", Map.of("partyIdType", "MSISDN", "partyId", "233241234567"),
        "payerMessage", "Refund of order-1001", "payeeNote", "Refund"));
    System.out.println("payout-2001: " + disbursement.await("transfer", payout, Duration.ofSeconds(60)).path("status").asText());
  }
  // GUIDE: end

  // GUIDE: payment-links
  static void paymentLinks(String baseUrl, String subscriptionKey, String secretKey) {
    // A merchant's server, with its secret key: no sign-in.
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    // step 1
    PaymentLink link = payments.paymentLinks().create(PaymentLinkCreateParams.builder()
        .title("Jollof for two").currency("GHS").amountFixed(true).amount(new BigDecimal("45.00")).singleUse(true).build());
    System.out.println(link.getStatus() + " " + link.getUrl());

    Invoice invoice = payments.invoices().create(InvoiceCreateParams.builder()
        .customerEmail("ama@example.com")
        .currency("GHS")
        .dueDate(LocalDate.now().plusDays(14))
        .items(List.of(InvoiceCreateParamsItem.builder().description("Catering, 20 guests").quantity(20).unitPrice(new BigDecimal("35.00")).build()))
        .build());
    System.out.println(invoice.getInvoiceNumber() + " " + invoice.getStatus() + " " + invoice.getSubtotal().toPlainString() + " " + invoice.getUrl());

    // step 2
    // Share link.getUrl() by chat, as a QR code or in the invoice's e-mail; the customer pays on that page.
    PaymentLink collected = payments.paymentLinks().retrieve(link.getId());
    System.out.println(collected.getTitle() + ": " + collected.getPaymentsCount() + " paid, " + collected.getAmountCollected() + " collected");

    // step 3
    // When payment.completed reaches your webhook endpoint, look the payment up (and refund it if you must).
    PaymentsList<Payment> paid = payments.payments().list(Map.of("targetId", link.getId(), "status", "COMPLETE"));
    for (Payment payment : paid.autoPagingIterable()) {
      System.out.println(payment.getId() + ": " + payment.getAmount() + " " + payment.getCurrency() + " by " + payment.getMethod());
    }
    System.out.println(paid.getData().size() + " payments of " + link.getTitle());
  }
  // GUIDE: end

  // GUIDE: payroll
  static void payroll(String baseUrl, String subscriptionKey, String secretKey) {
    // A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    // step 1
    PayrollBatch batch = payments.payrollBatches().create(PayrollBatchCreateParams.builder()
        .name("November wages")
        .currency("GHS")
        .employees(List.of(
            PayrollBatchCreateParamsEmployee.builder().name("Kofi Boateng").phone("+233241234567").amount(new BigDecimal("12.00")).build(),
            PayrollBatchCreateParamsEmployee.builder().name("Akosua Mensah").phone("+233201234567").amount(new BigDecimal("15.50")).build()))
        .build());
    System.out.println(batch.getStatus() + " " + batch.getTotalEmployees() + " " + batch.getTotalAmount() + " + " + batch.getTotalFees());

    // step 2
    PayrollBatch processing = payments.payrollBatches().process(batch.getId());
    System.out.println(processing.getStatus());

    // step 3
    // Each payout settles on its own; the failed ones can be corrected and retried.
    for (PayrollItem item : payments.payrollItems().list(batch.getId()).autoPagingIterable()) {
      System.out.println(item.getName() + ": " + item.getStatus());
    }
  }
  // GUIDE: end

  // GUIDE: phone-verification
  static void phoneVerification(String baseUrl, String subscriptionKey, String email, String password) {
    // step 1
    // The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
    Payments app = Payments.builder(baseUrl, subscriptionKey).build();
    String phone = "+23324" + ThreadLocalRandom.current().nextInt(1_000_000, 10_000_000);
    String userEmail = "esi." + phone.substring(1) + "@example.com";
    app.users().register(UserRegisterParams.builder()
        .firstName("Esi").lastName("Owusu").email(userEmail).phone(phone).password("a-long-enough-password").country("GH").build());
    app.signIn(userEmail, "a-long-enough-password");

    // step 2
    // A test reads the code as the merchant signed in (an app user cannot, nor can a secret key), and the user types it back.
    Payments merchant = Payments.builder(baseUrl, subscriptionKey).build();
    merchant.signIn(email, password);
    String sms = merchant.sandboxSms().list(Map.of("to", phone)).getData().get(0).getBody();
    Matcher code = Pattern.compile("\\b\\d{6}\\b").matcher(sms);
    code.find();

    // step 3
    User profile = app.phones().verify(PhoneVerifyParams.builder().code(code.group()).build());
    System.out.println(profile.getPhone() + " verified: " + profile.getPhoneVerified());
  }
  // GUIDE: end

  // GUIDE: pos
  static void pos(String baseUrl, String subscriptionKey, String secretKey) {
    // A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    // step 1
    PosCatalogItem item = payments.posCatalogItems().create(PosCatalogItemCreateParams.builder()
        .description("Waakye, large").unitPrice(new BigDecimal("25.00")).currency("GHS").build());

    // step 2
    PosSale sale = payments.posSales().create(PosSaleCreateParams.builder()
        .items(List.of(
            PosSaleCreateParamsItem.builder().catalogItemId(item.getId()).quantity(2).build(),
            PosSaleCreateParamsItem.builder().description("Sobolo").quantity(1).unitPrice(new BigDecimal("8.50")).build()))
        .paymentMethod(PosSaleCreateParams.PaymentMethodEnum.CASH)
        .currency("GHS")
        .build());
    System.out.println(sale.getReceiptNumber() + " " + sale.getStatus() + " " + sale.getSubtotal());

    // step 3
    // The Sobolo line (line 2) back: cash goes back in cash.
    PosRefund refund = payments.posRefunds().create(PosRefundCreateParams.builder()
        .saleId(sale.getId()).lines(List.of(PosRefundCreateParamsLine.builder().line(2).quantity(1).build())).reason("Out of Sobolo").build());
    System.out.println("refund " + refund.getStatus() + " " + refund.getAmount());

    // step 4
    PosDailyReport day = payments.posDailyReports().retrieve(Map.of("currency", "GHS"));
    System.out.println(day.getSales() + " sales today, net " + day.getNet() + " " + day.getCurrency());
  }
  // GUIDE: end

  // GUIDE: referrals
  static void referrals(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    ReferralSummary referral = payments.referralCodes().retrieve();
    System.out.println(referral.getCode() + " " + referral.getShareUrl());

    // step 2
    // The friend signs up in your app (or from the share page) with the code.
    String phone = "+23320" + ThreadLocalRandom.current().nextInt(1_000_000, 10_000_000);
    payments.users().register(UserRegisterParams.builder()
        .firstName("Kwame").lastName("Asante").email("kwame." + phone.substring(1) + "@example.com").phone(phone)
        .password("a-long-enough-password").country("GH").referralCode(referral.getCode()).build());

    // step 3
    for (Referral friend : payments.referrals().list().autoPagingIterable()) {
      System.out.println(friend.getReferredUserName() + ": " + friend.getStatus());
    }
  }
  // GUIDE: end

  // GUIDE: savings
  static void savings(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // step 1
    SavingsGoal goal = payments.savingsGoals().create(SavingsGoalCreateParams.builder()
        .name("New laptop").targetAmount(new BigDecimal("50.00")).currency("GHS").build());

    // step 2
    SavingsGoal saved = payments.savingsGoals().deposit(goal.getId(), SavingsGoalDepositParams.builder().amount(new BigDecimal("20.00")).build());
    System.out.println(saved.getName() + ": " + saved.getSavedAmount() + " of " + saved.getTargetAmount() + " (" + saved.getProgress() + "%)");

    // step 3
    // GHS 5.00 every week from 7 January 2030, until the goal is reached.
    SavingsPlan plan = payments.savingsPlans().create(SavingsPlanCreateParams.builder()
        .goalId(goal.getId()).amount(new BigDecimal("5.00")).frequency("weekly").startDate(LocalDate.of(2030, 1, 7)).build());
    System.out.println("plan " + plan.getStatus() + ", next " + plan.getNextDebitDate());
  }
  // GUIDE: end

  // GUIDE: wallets
  static void wallets(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();

    // step 1
    // The e-mail and password your app's sign-in form collected: the client keeps the tokens and renews them.
    payments.signIn(email, password);
    User me = payments.users().retrieve();
    System.out.println("signed in as " + me.getEmail());

    // step 2
    // The user approves on their phone; the wallet is credited then (wallet.funded).
    FundingOperation fundIn = payments.fundIns().create(FundInCreateParams.builder()
        .amount(new BigDecimal("10.00")).currency("GHS").phone("+233241234567").build());
    System.out.println("fund-in " + fundIn.getStatus());

    // step 3
    WalletTransfer transfer = payments.walletTransfers().create(WalletTransferCreateParams.builder()
        .toEmail("demo-merchant@sandbox.example").amount(new BigDecimal("5.00")).currency("GHS").note("Lunch").build());
    System.out.println("sent " + transfer.getId());
    WalletBalance balance = payments.walletBalances().retrieve("GHS");
    System.out.println("GHS " + balance.getAvailableBalance() + " available");

    try {
      payments.walletTransfers().create(WalletTransferCreateParams.builder()
          .toEmail("nobody@example.com").amount(new BigDecimal("5.00")).currency("GHS").build());
    } catch (PaymentsException.NotFound refused) {
      System.out.println("refused: " + refused.code() + " " + refused.correlationId());
    }

    // step 4
    FundingOperation cashOut = payments.cashOuts().create(CashOutCreateParams.builder()
        .amount(new BigDecimal("5.00")).currency("GHS").phone("+233241234567").build());
    System.out.println("cash-out " + cashOut.getStatus());
  }
  // GUIDE: end
}
