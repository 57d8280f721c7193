package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.paymentsplatform.events.PlatformEvent;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shared webhook vectors (clients/webhook-vectors.json): the verdicts every library must reach. */
class WebhookVectorsTest {
  static final JsonNode VECTORS = read();

  static JsonNode read() {
    try {
      return new ObjectMapper().readTree(SandboxServer.REPOSITORY.resolve("clients/webhook-vectors.json").toFile());
    } catch (java.io.IOException missing) {
      throw new IllegalStateException(missing);
    }
  }

  static Stream<JsonNode> cases() {
    List<JsonNode> cases = new ArrayList<>();
    VECTORS.path("cases").forEach(cases::add);
    return cases.stream();
  }

  static Map<String, String> headers(JsonNode vector) {
    Map<String, String> headers = new LinkedHashMap<>();
    vector.path("headers").fields().forEachRemaining(h -> headers.put(h.getKey(), h.getValue().asText()));
    return headers;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reachesTheVectorVerdict(JsonNode vector) {
    List<String> secrets = new ArrayList<>();
    vector.path("secrets").forEach(s -> secrets.add(s.asText()));
    byte[] body = vector.path("body").asText().getBytes(StandardCharsets.UTF_8);
    long tolerance = VECTORS.path("toleranceSeconds").asLong();
    long now = vector.path("now").asLong();
    if (vector.path("expect").path("ok").asBoolean()) {
      JsonNode event = Webhook.constructEvent(body, headers(vector), secrets, tolerance, now);
      assertEquals(vector.path("expect").path("eventId").asText(), event.path("id").asText());
      assertEquals(vector.path("expect").path("eventType").asText(), event.path("type").asText());
      PlatformEvent typed = Webhook.constructTypedEvent(body, headers(vector), secrets, tolerance, now);
      assertEquals(vector.path("expect").path("eventId").asText(), typed.id());
      assertEquals(vector.path("expect").path("eventType").asText(), typed.type());
    } else {
      PaymentsException.SignatureVerification refused =
          assertThrows(PaymentsException.SignatureVerification.class, () -> Webhook.constructEvent(body, headers(vector), secrets, tolerance, now));
      assertEquals(vector.path("expect").path("reason").asText(), refused.reason());
    }
  }

  @Test
  void signsAsTheServerDoes() {
    JsonNode valid = VECTORS.path("cases").get(0);
    Map<String, String> signed = Webhook.sign(valid.path("body").asText().getBytes(StandardCharsets.UTF_8), valid.path("secrets").get(0).asText(), valid.path("now").asLong());
    assertEquals(valid.path("headers").path("X-Service-Signature").asText(), signed.get("X-Service-Signature"));
  }
}
