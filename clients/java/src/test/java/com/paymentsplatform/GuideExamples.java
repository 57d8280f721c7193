package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The product guides' samples, verbatim (GuidesTest runs each, the docs test checks each guide shows one). */
final class GuideExamples {
  private GuideExamples() {}

  // GUIDE: bills
  static void bills(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
    JsonNode paid = payments.request("POST", "/bills/pay",
        Map.of("providerId", "bp_gwcl", "accountNumber", "0241234567", "amount", "20.00", "currency", "GHS"));
    System.out.println(paid.path("status").asText() + " " + paid.path("receiptNumber").asText());

    try {
      payments.request("POST", "/bills/pay", Map.of("providerId", "bp_gwcl", "accountNumber", "0240000001", "amount", "20.00", "currency", "GHS"));
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
      JsonNode intent = payments.request("POST", "/payment-methods/setup-intent", null);
      try {
        JsonNode card = payments.request("POST", "/payment-methods/setup-intent/" + intent.path("id").asText() + "/confirm", Map.of(
            "clientSecret", intent.path("clientSecret").asText(),
            "card", Map.of("number", number, "expMonth", 12, "expYear", 2030, "cvc", "123")));
        System.out.println("saved " + card.path("brand").asText() + " ending " + card.path("last4").asText());
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

    JsonNode score = payments.request("GET", "/credit/score", null);
    System.out.println("score " + score.path("score").asInt() + " of " + score.path("maxScore").asInt() + ", grade " + score.path("grade").asText());
    for (JsonNode product : payments.request("GET", "/loans/products", null)) {
      System.out.println(product.path("id").asText() + ": up to " + product.path("maxAmount").asText() + " " + product.path("currency").asText());
    }
  }
  // GUIDE: end

  // GUIDE: disputes
  static void disputes(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    JsonNode transfer = payments.request("POST", "/wallets/me/transfer",
        Map.of("toEmail", "demo-merchant@sandbox.example", "amount", "3.00", "currency", "GHS", "note", "Order 55"));
    JsonNode dispute = payments.request("POST", "/disputes", Map.of(
        "transactionId", transfer.path("id").asText(), "reason", "not_received", "description", "Order 55 never arrived at my address."));
    System.out.println(dispute.path("status").asText() + " " + dispute.path("priority").asText() + " " + dispute.path("expectedResolutionDate").asText());
  }
  // GUIDE: end

  // GUIDE: payment-links
  static void paymentLinks(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // A merchant's account: an app user's token is refused (403).
    JsonNode link = payments.request("POST", "/merchants/me/payment-links",
        Map.of("title", "Jollof for two", "currency", "GHS", "amountFixed", true, "amount", "45.00", "singleUse", true));
    System.out.println(link.path("status").asText() + " " + link.path("url").asText());

    JsonNode invoice = payments.request("POST", "/merchants/me/invoices", Map.of(
        "customerEmail", "ama@example.com",
        "currency", "GHS",
        "dueDate", LocalDate.now().plusDays(14).toString(),
        "items", List.of(Map.of("description", "Catering, 20 guests", "quantity", 20, "unitPrice", "35.00"))));
    System.out.println(invoice.path("invoiceNumber").asText() + " " + invoice.path("status").asText() + " "
        + invoice.path("subtotal").asText() + " " + invoice.path("url").asText());
  }
  // GUIDE: end

  // GUIDE: payroll
  static void payroll(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // A merchant pays staff from its wallet; each payout is a mobile money disbursement.
    JsonNode batch = payments.request("POST", "/payroll/batches", Map.of(
        "name", "November wages",
        "currency", "GHS",
        "employees", List.of(
            Map.of("name", "Kofi Boateng", "phone", "+233241234567", "amount", "12.00"),
            Map.of("name", "Akosua Mensah", "phone", "+233201234567", "amount", "15.50"))));
    System.out.println(batch.path("status").asText() + " " + batch.path("totalEmployees").asInt() + " "
        + batch.path("totalAmount").asText() + " + " + batch.path("totalFees").asText());
    JsonNode processing = payments.request("POST", "/payroll/batches/" + batch.path("id").asText() + "/process", null);
    System.out.println(processing.path("status").asText());
  }
  // GUIDE: end

  // GUIDE: phone-verification
  static void phoneVerification(String baseUrl, String subscriptionKey, String email, String password) {
    // The app registers a user; the sandbox keeps the code's SMS in the app's outbox instead of sending it.
    Payments app = Payments.builder(baseUrl, subscriptionKey).build();
    String phone = "+23324" + ThreadLocalRandom.current().nextInt(1_000_000, 10_000_000);
    String userEmail = "esi." + phone.substring(1) + "@example.com";
    app.request("POST", "/auth/register", Map.of(
        "firstName", "Esi", "lastName", "Owusu", "email", userEmail, "phone", phone, "password", "a-long-enough-password", "country", "GH"));
    app.signIn(userEmail, "a-long-enough-password");

    // A test reads the code as the merchant (an app user cannot), and the user types it back.
    Payments merchant = Payments.builder(baseUrl, subscriptionKey).build();
    merchant.signIn(email, password);
    JsonNode outbox = merchant.request("GET", "/sandbox/sms?to=" + URLEncoder.encode(phone, StandardCharsets.UTF_8), null);
    Matcher code = Pattern.compile("\\b\\d{6}\\b").matcher(outbox.path("items").path(0).path("body").asText());
    code.find();
    JsonNode profile = app.request("POST", "/users/me/phone/verify", Map.of("code", code.group()));
    System.out.println(profile.path("phone").asText() + " verified: " + profile.path("phoneVerified").asBoolean());
  }
  // GUIDE: end

  // GUIDE: pos
  static void pos(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    // A till: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
    JsonNode item = payments.request("POST", "/pos/catalog", Map.of("description", "Waakye, large", "unitPrice", "25.00", "currency", "GHS"));
    JsonNode sale = payments.request("POST", "/pos/sales", Map.of(
        "items", List.of(
            Map.of("catalogItemId", item.path("id").asText(), "quantity", 2),
            Map.of("description", "Sobolo", "quantity", 1, "unitPrice", "8.50")),
        "paymentMethod", "cash",
        "currency", "GHS"));
    System.out.println(sale.path("receiptNumber").asText() + " " + sale.path("status").asText() + " " + sale.path("subtotal").asText());
  }
  // GUIDE: end

  // GUIDE: referrals
  static void referrals(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    JsonNode referral = payments.request("GET", "/referrals/code", null);
    System.out.println(referral.path("code").asText() + " " + referral.path("shareUrl").asText());
  }
  // GUIDE: end

  // GUIDE: savings
  static void savings(String baseUrl, String subscriptionKey, String email, String password) {
    Payments payments = Payments.builder(baseUrl, subscriptionKey).build();
    payments.signIn(email, password);

    JsonNode goal = payments.request("POST", "/savings/goals", Map.of("name", "New laptop", "targetAmount", "50.00", "currency", "GHS"));
    JsonNode saved = payments.request("POST", "/savings/goals/" + goal.path("id").asText() + "/deposit", Map.of("amount", "20.00"));
    System.out.println(saved.path("name").asText() + ": " + saved.path("savedAmount").asText() + " of " + saved.path("targetAmount").asText()
        + " (" + saved.path("progress").asText() + "%)");
  }
  // GUIDE: end
}
