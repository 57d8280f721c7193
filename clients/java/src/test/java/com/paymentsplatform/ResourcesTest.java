package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.paymentsplatform.generated.model.DeveloperAccountCreateParams;
import com.paymentsplatform.generated.model.Event;
import com.paymentsplatform.generated.model.Invoice;
import com.paymentsplatform.generated.model.InvoiceCreateParams;
import com.paymentsplatform.generated.model.InvoiceCreateParamsItem;
import com.paymentsplatform.generated.model.MomoRequestReference;
import com.paymentsplatform.generated.model.MomoRequestToPayCreateParams;
import com.paymentsplatform.generated.model.MomoRequestToPayCreateParamsPayer;
import com.paymentsplatform.generated.model.PaymentLink;
import com.paymentsplatform.generated.model.PaymentLinkCreateParams;
import com.paymentsplatform.generated.model.PaymentLinkUpdateParams;
import com.paymentsplatform.generated.model.RevealedSecretKey;
import com.paymentsplatform.generated.model.RolledSecretKey;
import com.paymentsplatform.generated.model.SandboxClockAdvanceParams;
import com.paymentsplatform.generated.model.SecretKeyCreateParams;
import com.paymentsplatform.generated.model.SecretKeyRollParams;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The resource services with a secret key: a server's calls, with no sign-in, typed and in BigDecimal. */
@Tag("sandbox")
class ResourcesTest {
  static SandboxServer sandbox;
  static Payments merchant;
  static String subscriptionKey;

  /** A merchant of its own (the sandbox clock moves in these tests), signed in: only a signed-in merchant makes secret keys. */
  @BeforeAll
  static void signUp() throws Exception {
    sandbox = SandboxServer.get();
    String email = "java-resources-" + UUID.randomUUID().toString().substring(0, 8) + "@sandbox.example";
    var signUp = sandbox.client().developerAccounts().create(DeveloperAccountCreateParams.builder()
        .firstName("Kofi").lastName("Boateng").email(email).phone(String.format("+23325%07d", Math.abs(UUID.randomUUID().hashCode()) % 10_000_000))
        .password("Correct-Horse-9").country("GH").companyName("Java Resources").build());
    subscriptionKey = signUp.getSubscriptionKey();
    merchant = Payments.builder(sandbox.baseUrl, subscriptionKey).build();
    merchant.signIn(email, "Correct-Horse-9");
  }

  static RevealedSecretKey secretKey(String name, List<String> scopes) {
    return merchant.secretKeys().create(SecretKeyCreateParams.builder().name(name).scopes(scopes).build());
  }

  static Payments server(String secret) {
    return Payments.builder(sandbox.baseUrl, subscriptionKey).secretKey(secret).build();
  }

  @Test
  void aSecretKeyActsWithoutAnySignInAndMoneyIsBigDecimal() {
    RevealedSecretKey made = secretKey("orders server", null);
    assertTrue(made.getSecret().startsWith("sk_test_"));
    Payments payments = server(made.getSecret());

    PaymentLink link = payments.paymentLinks().create(PaymentLinkCreateParams.builder()
        .title("Order 1042").amount(new BigDecimal("120.00")).currency("GHS").amountFixed(true).build());
    assertTrue(link.getId().startsWith("plink_") && link.getUrl().getScheme().startsWith("http"));
    assertEquals(new BigDecimal("120.00"), link.getAmount().setScale(2));
    assertEquals("Order 1042", payments.paymentLinks().retrieve(link.getId()).getTitle());
    assertEquals(PaymentLink.StatusEnum.INACTIVE, payments.paymentLinks().deactivate(link.getId()).getStatus());

    Invoice invoice = payments.invoices().create(InvoiceCreateParams.builder()
        .customerEmail("buyer@example.com")
        .items(List.of(InvoiceCreateParamsItem.builder().description("Consulting").quantity(3).unitPrice(new BigDecimal("33.35")).build()))
        .currency("GHS").dueDate(LocalDate.now().plusDays(14)).build());
    // 3 × 33.35 is 100.05 exactly: a double would not have kept it.
    assertEquals(0, new BigDecimal("100.05").compareTo(invoice.getItems().get(0).getTotal()));
    assertEquals(0, new BigDecimal("100.05").compareTo(invoice.getSubtotal()));
  }

  @Test
  void metadataIsSetAtCreationAndUpdatedKeyByKey() {
    Payments payments = server(secretKey("metadata", null).getSecret());
    PaymentLink link = payments.paymentLinks().create(PaymentLinkCreateParams.builder()
        .title("Order 1001").amount(new BigDecimal("5.00")).currency("GHS").amountFixed(true)
        .metadata(Map.of("order_id", "1001", "channel", "web")).build());
    assertEquals(Map.of("order_id", "1001", "channel", "web"), link.getMetadata());
    // An empty value unsets its key; the keys not given stay.
    PaymentLink updated = payments.paymentLinks().update(link.getId(), PaymentLinkUpdateParams.builder().metadata(Map.of("channel", "", "customer", "ama")).build());
    assertEquals(Map.of("order_id", "1001", "customer", "ama"), updated.getMetadata());
    assertEquals(Map.of("order_id", "1001", "customer", "ama"), payments.paymentLinks().retrieve(link.getId()).getMetadata());
    PaymentsException.BadRequest refused = assertThrows(PaymentsException.BadRequest.class,
        () -> payments.paymentLinks().update(link.getId(), PaymentLinkUpdateParams.builder().metadata(Map.of("order[id]", "1")).build()));
    assertTrue(refused.fields().stream().anyMatch(field -> field.get("field").equals("metadata.order[id]")));
    // Search by it, in Stripe's query language; a query that does not read names its position.
    String order = UUID.randomUUID().toString();
    payments.paymentLinks().update(link.getId(), PaymentLinkUpdateParams.builder().metadata(Map.of("order_id", order)).build());
    List<String> found = new ArrayList<>();
    for (PaymentLink each : payments.paymentLinks().search(Map.of("query", "metadata['order_id']:'" + order + "'")).autoPagingIterable()) found.add(each.getId());
    assertEquals(List.of(link.getId()), found);
    PaymentsException.BadRequest unreadable = assertThrows(PaymentsException.BadRequest.class, () -> payments.paymentLinks().search(Map.of("query", "amount>>5")));
    assertTrue(unreadable.getMessage().contains("position 8"), unreadable.getMessage());
  }

  /** The library speaks the version it was generated for, whatever the account is pinned to, and keeps money's scale. */
  @Test
  void speaksTheVersionItWasGeneratedForAndKeepsTheScale() {
    Payments payments = server(secretKey("versioned", null).getSecret());
    PaymentLink link = payments.paymentLinks().create(PaymentLinkCreateParams.builder()
        .title("Scale kept").amount(new BigDecimal("45")).currency("GHS").amountFixed(true).build());
    assertEquals(new BigDecimal("45.00"), link.getAmount());
    assertEquals(2, link.getAmount().scale());
    assertEquals(new BigDecimal("0.00"), link.getAmountCollected());
    RawResponse raw = payments.requestRaw("GET", "/merchants/me/payment-links/" + link.getId(), null, RequestOptions.defaults());
    assertEquals("2027-01-15", Payments.API_VERSION);
    assertEquals(Payments.API_VERSION, raw.headers().firstValue("Payments-Version").orElseThrow());
    assertEquals("45.00", raw.data().path("amount").asText());
  }

  @Test
  void autoPagingWalksEveryPage() {
    Payments payments = server(secretKey("pager", null).getSecret());
    Set<String> made = new HashSet<>();
    for (int n = 0; n < 5; n++) {
      made.add(payments.paymentLinks().create(PaymentLinkCreateParams.builder()
          .title("Page walk " + n).amount(new BigDecimal("5.50")).currency("GHS").amountFixed(true).build()).getId());
    }
    PaymentsList<PaymentLink> first = payments.paymentLinks().list(Map.of("size", 2));
    assertEquals(2, first.getData().size());
    int pages = 1;
    for (PaymentsList<PaymentLink> page = first; page.hasMore(); page = page.nextPage()) pages++;
    assertTrue(pages >= 3, "pages: " + pages);
    List<String> walked = new ArrayList<>();
    for (PaymentLink link : first.autoPagingIterable()) walked.add(link.getId());
    assertEquals(walked.size(), new HashSet<>(walked).size());
    assertTrue(walked.containsAll(made));
  }

  @Test
  void autoPagingSeesEveryObjectOnceWithOneCreatedMidWalk() {
    Payments payments = server(secretKey("mid-walk pager", null).getSecret());
    PaymentLinkCreateParams link = PaymentLinkCreateParams.builder().title("Mid-walk").amount(new BigDecimal("1.00")).currency("GHS").amountFixed(true).build();
    for (int n = 0; n < 5; n++) payments.paymentLinks().create(link);
    List<String> before = new ArrayList<>();
    payments.paymentLinks().list(Map.of("limit", 100)).getData().forEach(each -> before.add(each.getId()));
    List<String> walked = new ArrayList<>();
    for (PaymentLink each : payments.paymentLinks().list(Map.of("limit", 2)).autoPagingIterable()) {
      // The newest link: by page numbers it would push the first page's last link onto the second.
      if (walked.size() == 1) payments.paymentLinks().create(link);
      walked.add(each.getId());
    }
    assertEquals(before, walked);
  }

  @Test
  void autoPagingFollowsTheEventLogsCursor() {
    // The event log pages by a cursor (nextAfter), not by page numbers: one event a page still walks each once.
    Payments payments = server(secretKey("event pager", null).getSecret());
    for (int n = 0; n < 3; n++) {
      payments.invoices().create(InvoiceCreateParams.builder()
          .customerEmail("walk" + n + "@example.com").currency("GHS").dueDate(LocalDate.now().plusDays(7))
          .items(List.of(InvoiceCreateParamsItem.builder().description("Event walk").quantity(1).unitPrice(new BigDecimal("5.00")).build())).build());
    }
    PaymentsList<Event> first = payments.events().list(Map.of("type", "invoice.created", "limit", "1"));
    assertEquals(1, first.getData().size());
    assertTrue(first.hasMore());
    List<String> walked = new ArrayList<>();
    for (Event event : first.autoPagingIterable()) walked.add(event.getId());
    assertTrue(walked.size() >= 3, "events: " + walked.size());
    assertEquals(walked.size(), new HashSet<>(walked).size());
  }

  @Test
  void aRolledKeyWorksThroughItsGraceWhichTheClockDoesNotCutShort() {
    RevealedSecretKey old = secretKey("to roll", null);
    RolledSecretKey rolled = merchant.secretKeys().roll(old.getId(), SecretKeyRollParams.builder().expiresInHours(1).build());
    assertNotEquals(old.getSecret(), rolled.getSecretKey().getSecret());
    assertNotNull(server(old.getSecret()).paymentLinks().list().getData());

    // The grace runs on real time: moving the sandbox clock past it does not end it.
    merchant.sandboxClocks().advance(SandboxClockAdvanceParams.builder().seconds(2 * 3600).build());
    assertNotNull(server(old.getSecret()).paymentLinks().list().getData());

    // Rolled with no grace, a key is refused at once; the key that replaced it works.
    RolledSecretKey again = merchant.secretKeys().roll(rolled.getSecretKey().getId(), SecretKeyRollParams.builder().expiresInHours(0).build());
    PaymentsException.Authentication refused =
        assertThrows(PaymentsException.Authentication.class, () -> server(rolled.getSecretKey().getSecret()).paymentLinks().list());
    assertEquals(401, refused.status());
    assertNotNull(server(again.getSecretKey().getSecret()).paymentLinks().list().getData());
  }

  @Test
  void aRevokedKeyIsRefusedAtOnce() {
    RevealedSecretKey made = secretKey("to revoke", null);
    Payments payments = server(made.getSecret());
    payments.paymentLinks().list();
    assertNotNull(merchant.secretKeys().revoke(made.getId()).getRevokedAt());
    assertThrows(PaymentsException.Authentication.class, () -> payments.paymentLinks().list());
  }

  @Test
  void aRestrictedKeyIsRefusedOutsideItsScopeNamingIt() {
    Payments reader = server(secretKey("reader", List.of("payment_links:read")).getSecret());
    assertInstanceOf(PaymentsList.class, reader.paymentLinks().list());
    PaymentsException.PermissionDenied refused = assertThrows(PaymentsException.PermissionDenied.class, () -> reader.paymentLinks().create(
        PaymentLinkCreateParams.builder().title("Not mine to make").amount(BigDecimal.ONE).currency("GHS").amountFixed(true).build()));
    assertEquals(403, refused.status());
    assertTrue(refused.getMessage().contains("payment_links:write"), refused.getMessage());
  }

  @Test
  void aMobileMoneyRequestThroughItsResourceServiceNamesItself() {
    // The transport gives the request its X-Reference-Id, as momo().send does; the answer gives it back.
    Payments payments = sandbox.momo();
    MomoRequestReference sent = payments.momoRequestToPays().create(MomoRequestToPayCreateParams.builder()
        .amount("12.50").currency("EUR").externalId("order-1001")
        .payer(MomoRequestToPayCreateParamsPayer.builder().partyIdType(MomoRequestToPayCreateParamsPayer.PartyIdTypeEnum.MSISDN).partyId("233241234567").build())
        .payerMessage("Order 1001").payeeNote("Thank you").build());
    assertNotNull(sent.getReferenceId());
    String status = payments.momo("collection").status("payment/request", sent.getReferenceId().toString()).path("status").asText();
    assertTrue(Set.of("PENDING", "SUCCESSFUL").contains(status), status);
  }
}
