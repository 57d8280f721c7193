package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import com.paymentsplatform.events.PlatformEvent;
import com.paymentsplatform.generated.model.Invoice;
import com.paymentsplatform.generated.model.InvoiceCreateParams;
import com.paymentsplatform.generated.model.InvoiceCreateParamsItem;
import com.paymentsplatform.generated.model.PaymentLink;
import com.paymentsplatform.generated.model.PaymentLinkCreateParams;
import com.paymentsplatform.generated.model.WalletTransaction;
import com.paymentsplatform.generated.model.WalletTransfer;
import com.paymentsplatform.generated.model.WalletTransferCreateParams;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/** The README's examples, verbatim (ReadmeTest checks each README block is here, and runs them). */
final class ReadmeExamples {
  private ReadmeExamples() {}

  // README: quick start
  static void quickStart(String baseUrl, String subscriptionKey, String secretKey) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).secretKey(secretKey).build();

    PaymentLink link = payments.paymentLinks().create(PaymentLinkCreateParams.builder()
        .title("Kente cloth").amount(new BigDecimal("120.00")).currency("GHS").amountFixed(true).build());
    System.out.println("pay at " + link.getUrl() + " for " + link.getAmount() + " " + link.getCurrency());

    Invoice invoice = payments.invoices().create(InvoiceCreateParams.builder()
        .customerEmail("ama@example.com")
        .items(List.of(InvoiceCreateParamsItem.builder().description("Catering").quantity(2).unitPrice(new BigDecimal("45.50")).build()))
        .currency("GHS").dueDate(LocalDate.parse("2030-01-31")).build());
    System.out.println("invoice " + invoice.getInvoiceNumber() + " for " + invoice.getItems().get(0).getTotal());

    for (PaymentLink each : payments.paymentLinks().list(Map.of("size", 20)).autoPagingIterable()) {
      System.out.println(each.getId() + " " + each.getStatus() + " " + each.getAmountCollected());
    }
    payments.paymentLinks().deactivate(link.getId());

    try {
      payments.paymentLinks().create(PaymentLinkCreateParams.builder()
          .title("Unknown money").amount(BigDecimal.ONE).currency("XYZ").amountFixed(true).build());
    } catch (PaymentsException.BadRequest refused) {
      System.out.println("refused: " + refused.code() + " " + refused.fields().get(0).get("field"));
    }
  }
  // README: end

  // README: app user
  static void appUser(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    WalletTransfer transfer = payments.walletTransfers().create(WalletTransferCreateParams.builder()
        .toEmail("demo-merchant@sandbox.example").amount(new BigDecimal("5.00")).currency("GHS").note("Lunch").build());
    System.out.println("sent " + transfer.getId());

    for (WalletTransaction entry : payments.walletTransactions().list("GHS").autoPagingIterable()) {
      System.out.println(entry.getCreatedAt() + " " + entry.getDirection() + " " + entry.getAmount());
    }

    try {
      payments.walletTransfers().create(WalletTransferCreateParams.builder()
          .toEmail("demo-merchant@sandbox.example").amount(new BigDecimal("9999.00")).currency("GHS").build());
    } catch (PaymentsException.Conflict refused) {
      System.out.println("refused: " + refused.code() + " " + refused.correlationId());
    }
  }
  // README: end

  // README: webhook receiver
  static int handleDelivery(byte[] rawBody, Map<String, String> headers, String secret) {
    try {
      // A record per event type; Webhook.constructEvent answers the same event as a JsonNode.
      PlatformEvent event = Webhook.constructTypedEvent(rawBody, headers, List.of(secret));
      if (event instanceof PlatformEvent.WalletFunded funded) {
        System.out.println("verified wallet.funded " + funded.id() + ": " + funded.data().amount() + " " + funded.data().currency());
      } else {
        System.out.println("verified " + event.type() + " " + event.id());
      }
      return 200;
    } catch (PaymentsException.SignatureVerification refused) {
      System.out.println("refused: " + refused.reason());
      return 400;
    }
  }
  // README: end
}
