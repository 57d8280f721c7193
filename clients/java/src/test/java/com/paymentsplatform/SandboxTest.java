package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.paymentsplatform.events.PlatformEvent;
import com.paymentsplatform.generated.api.WalletApi;
import com.paymentsplatform.generated.model.WalletTransfer;
import com.paymentsplatform.generated.model.WalletTransferCreateParams;
import com.sun.net.httpserver.HttpServer;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The library against the real sandbox: the same scenarios every official library runs. */
@Tag("sandbox")
class SandboxTest {
  static SandboxServer sandbox;
  static Payments user;
  static final String MERCHANT = "demo-merchant@sandbox.example";

  @BeforeAll
  static void start() throws Exception {
    sandbox = SandboxServer.get();
    user = sandbox.user();
  }

  static BigDecimal balance(Payments client) {
    return new BigDecimal(client.request("GET", "/wallets/me/balances/GHS", null).path("balance").asText());
  }

  static Map<String, Object> transfer(String amount) {
    return Map.of("toEmail", MERCHANT, "amount", amount, "currency", "GHS");
  }

  @Test
  void signsInAndSendsMoneyWithAPlainAndATypedCall() throws Exception {
    BigDecimal before = balance(user);
    WalletTransfer sent = user.walletTransfers().create(WalletTransferCreateParams.builder().toEmail(MERCHANT).amount(new BigDecimal("1.25")).currency("GHS").build());
    assertEquals(0, new BigDecimal("1.25").compareTo(sent.getAmount()));
    // The raw escape hatch and the generated API classes reach the same transport; raw answers are
    // the JSON of the library's API version, where money is decimal text with its scale.
    JsonNode raw = user.request("POST", "/wallets/me/transfer", transfer("0.50"));
    assertEquals("0.50", raw.path("amount").asText());
    assertEquals(new BigDecimal("0.50"), new BigDecimal(raw.path("amount").asText()));
    var typed = user.api(WalletApi::new).createWalletTransfer(
        "sandbox", new WalletTransferCreateParams().toEmail(MERCHANT).amount(new BigDecimal("0.25")).currency("GHS"), null, null, null);
    assertNotEquals(sent.getId(), typed.getData().getId());
    assertEquals(0, before.subtract(new BigDecimal("2.00")).compareTo(balance(user)));
  }

  @Test
  void throwsTypedErrorsWithTheFieldsAndTheCorrelationId() {
    PaymentsException.BadRequest invalid = assertThrows(PaymentsException.BadRequest.class, () -> user.request("POST", "/wallets/me/transfer", transfer("-1")));
    assertEquals("BAD_REQUEST", invalid.code());
    assertTrue(invalid.fields().stream().anyMatch(f -> f.get("field").equals("amount")));
    assertTrue(invalid.correlationId() != null && !invalid.correlationId().isEmpty());
    PaymentsException.Conflict poor = assertThrows(PaymentsException.Conflict.class, () -> user.request("POST", "/wallets/me/transfer", transfer("9999.00")));
    assertEquals("INSUFFICIENT_FUNDS", poor.code());
    assertThrows(PaymentsException.NotFound.class, () -> user.request("GET", "/transactions/txn_doesnotexist", null));
  }

  @Test
  void walksAPagedListToTheEndByObjectWithATransferMadeMidWalk() {
    for (int i = 0; i < 5; i++) user.request("POST", "/wallets/me/transfer", transfer("0.10"));
    List<String> whole = new ArrayList<>();
    user.request("GET", "/wallets/me/transactions/GHS?limit=100", null).path("items").forEach(e -> whole.add(e.path("entryId").asText()));
    List<String> walked = new ArrayList<>();
    for (JsonNode entry : user.paginate("/wallets/me/transactions/GHS", Map.of(), 2)) {
      // The newest entry: by page numbers it would push the first page's last entry onto the second.
      if (walked.size() == 1) user.request("POST", "/wallets/me/transfer", transfer("0.10"));
      walked.add(entry.path("entryId").asText());
    }
    assertEquals(whole, walked);
    assertTrue(walked.size() >= 6);
  }

  @ParameterizedTest
  @ValueSource(strings = {"drop-after-commit", "timeout-after-commit"})
  void retriesAnAmbiguousOutcomeAndMovesTheMoneyOnce(String scenario) {
    BigDecimal before = balance(user);
    RequestOptions options = RequestOptions.defaults().idempotencyKey(UUID.randomUUID().toString()).sandboxScenario(scenario).timeout(Duration.ofMillis(1500));
    RawResponse answer = user.requestRaw("POST", "/wallets/me/transfer", transfer("3.00"), options);
    assertEquals(200, answer.status());
    assertEquals("true", answer.headers().firstValue("Idempotent-Replayed").orElse(""));
    assertEquals(0, before.subtract(new BigDecimal("3.00")).compareTo(balance(user)));
  }

  @Test
  void waitsOutA429ForItsRetryAfter() {
    List<Duration> waits = new CopyOnWriteArrayList<>();
    JsonNode developer = sandbox.credentials.path("developer");
    Payments client = Payments.builder(sandbox.baseUrl, developer.path("subscriptionKey").asText()).sleeper(waits::add).build();
    client.signIn(sandbox.credentials.path("appUser").path("email").asText(), sandbox.credentials.path("appUser").path("password").asText());
    JsonNode wallet = client.request("GET", "/wallets/me", null, RequestOptions.defaults().sandboxScenario("429"));
    assertTrue(wallet.path("id").asText().startsWith("wal_"));
    assertEquals(1, waits.size());
    assertTrue(waits.get(0).toMillis() >= 1000);
  }

  @Test
  void pollsARequestToPayToSuccessfulAndAFailingTestNumberToItsReason() throws Exception {
    MobileMoney collection = sandbox.momo().momo("collection");
    String paid = collection.send("payment/request", requestToPay("233241234567"));
    assertEquals("SUCCESSFUL", collection.await("payment/request", paid, Duration.ofSeconds(30)).path("status").asText());
    String rejected = collection.send("payment/request", requestToPay("46733123451"));
    JsonNode outcome = collection.await("payment/request", rejected, Duration.ofSeconds(30));
    assertEquals("FAILED", outcome.path("status").asText());
    assertEquals("APPROVAL_REJECTED", outcome.path("reason").asText());
    PaymentsException.Conflict reused = assertThrows(
        PaymentsException.Conflict.class, () -> collection.send("payment/request", requestToPay("233241234567"), paid, RequestOptions.defaults()));
    assertEquals("RESOURCE_ALREADY_EXIST", reused.code());
    // Options the caller passes stay theirs: two sends with one options object are two operations.
    RequestOptions options = RequestOptions.defaults().header("X-Trace", "checkout-7");
    String first = collection.send("payment/request", requestToPay("233241234567"), UUID.randomUUID().toString(), options);
    String second = collection.send("payment/request", requestToPay("233241234567"), UUID.randomUUID().toString(), options);
    assertNotEquals(first, second);
    assertEquals(Map.of("X-Trace", "checkout-7"), options.headers);
  }

  static Map<String, Object> requestToPay(String payer) {
    return Map.of("amount", "12.50", "currency", "EUR", "externalId", "order-1", "payerMessage", "Order 1", "payeeNote", "Thanks", "payer", Map.of("partyIdType", "MSISDN", "partyId", payer));
  }

  @Test
  void verifiesRealDeliveriesAndRefusesAForgedOne() throws Exception {
    List<Map.Entry<Map<String, String>, byte[]>> deliveries = new CopyOnWriteArrayList<>();
    HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    receiver.createContext("/hooks", exchange -> {
      Map<String, String> headers = new LinkedHashMap<>();
      exchange.getRequestHeaders().forEach((name, values) -> headers.put(name, values.get(0)));
      deliveries.add(Map.entry(headers, exchange.getRequestBody().readAllBytes()));
      exchange.sendResponseHeaders(200, -1);
      exchange.close();
    });
    receiver.start();
    try {
      Payments merchant = sandbox.merchant();
      String url = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks";
      JsonNode endpoint = merchant.request("POST", "/merchants/me/webhooks", Map.of("url", url, "events", List.of("wallet.funded"))).path("webhook");
      merchant.request("POST", "/merchants/me/webhooks/" + endpoint.path("id").asText() + "/test", Map.of());
      merchant.request("POST", "/merchants/me/webhooks/" + endpoint.path("id").asText() + "/test", Map.of("badSignature", true));
      user.request("POST", "/wallets/me/transfer", transfer("0.50"));
      long deadline = System.currentTimeMillis() + 30_000;
      while (deliveries.size() < 3 && System.currentTimeMillis() < deadline) Thread.sleep(100);
      List<String> verified = new ArrayList<>();
      List<String> refused = new ArrayList<>();
      for (Map.Entry<Map<String, String>, byte[]> delivery : deliveries) {
        try {
          PlatformEvent event = Webhook.constructTypedEvent(delivery.getValue(), delivery.getKey(), List.of(endpoint.path("secret").asText()));
          verified.add(event.type());
          // Typed by its type: the transfer's credit has its amount and wallet, the ping its endpoint.
          if (event instanceof PlatformEvent.WalletFunded funded) {
            assertEquals("0.50", funded.data().amount());
            assertTrue(funded.data().wallet().id().startsWith("wal_"));
          } else if (event instanceof PlatformEvent.TestPing ping) {
            assertEquals(endpoint.path("id").asText(), ping.data().endpoint().id());
          }
        } catch (PaymentsException.SignatureVerification forged) {
          refused.add(forged.reason());
        }
      }
      verified.sort(String::compareTo);
      assertEquals(List.of("test.ping", "wallet.funded"), verified);
      assertEquals(List.of("bad_signature"), refused);
    } finally {
      receiver.stop(0);
    }
  }
}
