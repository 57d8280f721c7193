package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The README's examples, verbatim (ReadmeTest checks each README block is here, and runs them). */
final class ReadmeExamples {
  private ReadmeExamples() {}

  // README: quick start
  static void quickStart(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    JsonNode transfer = payments.request("POST", "/wallets/me/transfer",
        Map.of("toEmail", "demo-merchant@sandbox.example", "amount", "5.00", "currency", "GHS", "note", "Lunch"));
    System.out.println("sent " + transfer.path("id").asText());

    for (JsonNode entry : payments.paginate("/wallets/me/transactions/GHS", Map.of(), 50)) {
      System.out.println(entry.path("createdAt").asText() + " " + entry.path("direction").asText() + " " + entry.path("amount").asText());
    }

    try {
      payments.request("POST", "/wallets/me/transfer", Map.of("toEmail", "demo-merchant@sandbox.example", "amount", "9999.00", "currency", "GHS"));
    } catch (PaymentsException.Conflict refused) {
      System.out.println("refused: " + refused.code() + " " + refused.correlationId());
    }
  }
  // README: end

  // README: webhook receiver
  static int handleDelivery(byte[] rawBody, Map<String, String> headers, String secret) {
    try {
      JsonNode event = Webhook.constructEvent(rawBody, headers, List.of(secret));
      System.out.println("verified " + event.path("type").asText() + " " + event.path("id").asText());
      return 200;
    } catch (PaymentsException.SignatureVerification refused) {
      System.out.println("refused: " + refused.reason());
      return 400;
    }
  }
  // README: end

  // README: mobile money
  static void collect(String baseUrl, String subscriptionKey, String collectionKey, String apiUserId, String apiKey) throws InterruptedException {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).productKey("collection", collectionKey).apiUser(apiUserId, apiKey).build();
    MobileMoney collection = payments.momo("collection");

    // The payer approves on their phone; 46733123451 is the sandbox's number that declines.
    for (String[] order : new String[][] {{"order-1001", "233241234567"}, {"order-1002", "46733123451"}}) {
      String referenceId = collection.send("payment/request", Map.of(
          "amount", "12.50", "currency", "EUR", "externalId", order[0],
          "payer", Map.of("partyIdType", "MSISDN", "partyId", order[1]),
          "payerMessage", "Your order " + order[0], "payeeNote", "Thank you"));
      JsonNode last = collection.await("payment/request", referenceId, Duration.ofSeconds(60));
      System.out.println(order[0] + ": " + last.path("status").asText() + " " + last.path("financialTransactionId").asText(last.path("reason").asText()));
    }
  }
  // README: end
}
