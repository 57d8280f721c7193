package com.paymentsplatform;

import com.paymentsplatform.generated.model.BillPayment;
import com.paymentsplatform.generated.model.BillPaymentCreateParams;
import com.paymentsplatform.generated.model.CreditScore;
import com.paymentsplatform.generated.model.Dispute;
import com.paymentsplatform.generated.model.DisputeCreateParams;
import com.paymentsplatform.generated.model.Invoice;
import com.paymentsplatform.generated.model.InvoiceCreateParams;
import com.paymentsplatform.generated.model.InvoiceCreateParamsItem;
import com.paymentsplatform.generated.model.LoanProduct;
import com.paymentsplatform.generated.model.PaymentLink;
import com.paymentsplatform.generated.model.PaymentLinkCreateParams;
import com.paymentsplatform.generated.model.PaymentMethod;
import com.paymentsplatform.generated.model.PayrollBatch;
import com.paymentsplatform.generated.model.PayrollBatchCreateParams;
import com.paymentsplatform.generated.model.PayrollBatchCreateParamsEmployee;
import com.paymentsplatform.generated.model.PhoneVerifyParams;
import com.paymentsplatform.generated.model.PosCatalogItem;
import com.paymentsplatform.generated.model.PosCatalogItemCreateParams;
import com.paymentsplatform.generated.model.PosSale;
import com.paymentsplatform.generated.model.PosSaleCreateParams;
import com.paymentsplatform.generated.model.PosSaleCreateParamsItem;
import com.paymentsplatform.generated.model.ReferralSummary;
import com.paymentsplatform.generated.model.SavingsGoal;
import com.paymentsplatform.generated.model.SavingsGoalCreateParams;
import com.paymentsplatform.generated.model.SavingsGoalDepositParams;
import com.paymentsplatform.generated.model.SetupIntent;
import com.paymentsplatform.generated.model.SetupIntentConfirmParams;
import com.paymentsplatform.generated.model.SetupIntentConfirmParamsCard;
import com.paymentsplatform.generated.model.User;
import com.paymentsplatform.generated.model.UserRegisterParams;
import com.paymentsplatform.generated.model.WalletTransfer;
import com.paymentsplatform.generated.model.WalletTransferCreateParams;
import java.math.BigDecimal;
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
  }
  // GUIDE: end

  // GUIDE: cards
  static void cards(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // In an app the card's number goes from the user's form to the confirm call, never to your server.
    for (String number : List.of("5555555555554444", "4000000000000002")) {
      SetupIntent intent = payments.setupIntents().create();
      try {
        PaymentMethod card = payments.setupIntents().confirm(intent.getId(), SetupIntentConfirmParams.builder()
            .clientSecret(intent.getClientSecret())
            .card(SetupIntentConfirmParamsCard.builder().number(number).expMonth(12).expYear(2030).cvc("123").build())
            .build());
        System.out.println("saved " + card.getBrand() + " ending " + card.getLast4());
      } catch (PaymentsException declined) {
        List<String> messages = declined.fields().stream().map(f -> f.get("message")).toList();
        System.out.println("declined: " + declined.code() + " " + String.join(",", messages));
      }
    }
  }
  // GUIDE: end

  // GUIDE: credit
  static void credit(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    CreditScore score = payments.creditScores().retrieve();
    System.out.println("score " + score.getScore() + " of " + score.getMaxScore() + ", grade " + score.getGrade());
    for (LoanProduct product : payments.loanProducts().list()) {
      System.out.println(product.getId() + ": up to " + product.getMaxAmount().toPlainString() + " " + product.getCurrency());
    }
  }
  // GUIDE: end

  // GUIDE: disputes
  static void disputes(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    WalletTransfer transfer = payments.walletTransfers().create(WalletTransferCreateParams.builder()
        .toEmail("demo-merchant@sandbox.example").amount(new BigDecimal("3.00")).currency("GHS").note("Order 55").build());
    Dispute dispute = payments.disputes().create(DisputeCreateParams.builder()
        .transactionId(transfer.getId()).reason(DisputeCreateParams.ReasonEnum.NOT_RECEIVED)
        .description("Order 55 never arrived at my address.").build());
    System.out.println(dispute.getStatus() + " " + dispute.getPriority() + " " + dispute.getExpectedResolutionDate());
  }
  // GUIDE: end

  // GUIDE: payment-links
  static void paymentLinks(String baseUrl, String subscriptionKey, String secretKey) {
    // A merchant's server, with its secret key: no sign-in.
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

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
  }
  // GUIDE: end

  // GUIDE: payroll
  static void payroll(String baseUrl, String subscriptionKey, String secretKey) {
    // A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    PayrollBatch batch = payments.payrollBatches().create(PayrollBatchCreateParams.builder()
        .name("November wages")
        .currency("GHS")
        .employees(List.of(
            PayrollBatchCreateParamsEmployee.builder().name("Kofi Boateng").phone("+233241234567").amount(new BigDecimal("12.00")).build(),
            PayrollBatchCreateParamsEmployee.builder().name("Akosua Mensah").phone("+233201234567").amount(new BigDecimal("15.50")).build()))
        .build());
    System.out.println(batch.getStatus() + " " + batch.getTotalEmployees() + " " + batch.getTotalAmount() + " + " + batch.getTotalFees());
    PayrollBatch processing = payments.payrollBatches().process(batch.getId());
    System.out.println(processing.getStatus());
  }
  // GUIDE: end

  // GUIDE: phone-verification
  static void phoneVerification(String baseUrl, String subscriptionKey, String secretKey) {
    // The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
    Payments app = Payments.builder(baseUrl, subscriptionKey).build();
    String phone = "+23324" + ThreadLocalRandom.current().nextInt(1_000_000, 10_000_000);
    String email = "esi." + phone.substring(1) + "@example.com";
    app.users().register(UserRegisterParams.builder()
        .firstName("Esi").lastName("Owusu").email(email).phone(phone).password("a-long-enough-password").country("GH").build());
    app.signIn(email, "a-long-enough-password");

    // A test reads the code with the merchant's secret key (an app user cannot), and the user types it back.
    Payments merchant = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();
    String sms = merchant.sandboxSms().list(Map.of("to", phone)).getData().get(0).getBody();
    Matcher code = Pattern.compile("\\b\\d{6}\\b").matcher(sms);
    code.find();
    User profile = app.phones().verify(PhoneVerifyParams.builder().code(code.group()).build());
    System.out.println(profile.getPhone() + " verified: " + profile.getPhoneVerified());
  }
  // GUIDE: end

  // GUIDE: pos
  static void pos(String baseUrl, String subscriptionKey, String secretKey) {
    // A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    PosCatalogItem item = payments.posCatalogItems().create(PosCatalogItemCreateParams.builder()
        .description("Waakye, large").unitPrice(new BigDecimal("25.00")).currency("GHS").build());
    PosSale sale = payments.posSales().create(PosSaleCreateParams.builder()
        .items(List.of(
            PosSaleCreateParamsItem.builder().catalogItemId(item.getId()).quantity(2).build(),
            PosSaleCreateParamsItem.builder().description("Sobolo").quantity(1).unitPrice(new BigDecimal("8.50")).build()))
        .paymentMethod(PosSaleCreateParams.PaymentMethodEnum.CASH)
        .currency("GHS")
        .build());
    System.out.println(sale.getReceiptNumber() + " " + sale.getStatus() + " " + sale.getSubtotal());
  }
  // GUIDE: end

  // GUIDE: referrals
  static void referrals(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    ReferralSummary referral = payments.referralCodes().retrieve();
    System.out.println(referral.getCode() + " " + referral.getShareUrl());
  }
  // GUIDE: end

  // GUIDE: savings
  static void savings(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    SavingsGoal goal = payments.savingsGoals().create(SavingsGoalCreateParams.builder()
        .name("New laptop").targetAmount(new BigDecimal("50.00")).currency("GHS").build());
    SavingsGoal saved = payments.savingsGoals().deposit(goal.getId(), SavingsGoalDepositParams.builder().amount(new BigDecimal("20.00")).build());
    System.out.println(saved.getName() + ": " + saved.getSavedAmount() + " of " + saved.getTargetAmount() + " (" + saved.getProgress() + "%)");
  }
  // GUIDE: end
}
