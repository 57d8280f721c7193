package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.paymentsplatform.events.PlatformEvent;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Webhook signatures: {@code Webhook.constructEvent(payload, headers, secrets)} verifies a delivery
 * (constant-time comparison, stale and future timestamps refused, several secrets accepted during a
 * rotation) and returns its event; {@code Webhook.sign} signs a payload for your tests. The signed
 * string is {@code "<X-Service-Timestamp>.<raw body>"}, the signature lowercase hex HMAC-SHA256,
 * sent as {@code X-Service-Signature: sha256=<hex>} (two, comma-separated, after a rotation).
 */
public final class Webhook {
  public static final long DEFAULT_TOLERANCE_SECONDS = 300;
  private static final ObjectMapper JSON = new ObjectMapper();

  private Webhook() {}

  public static JsonNode constructEvent(byte[] payload, Map<String, String> headers, List<String> secrets) {
    return constructEvent(payload, headers, secrets, DEFAULT_TOLERANCE_SECONDS, System.currentTimeMillis() / 1000);
  }

  /** The verified event, or {@link PaymentsException.SignatureVerification} with the reason. Pass the raw body. */
  public static JsonNode constructEvent(byte[] payload, Map<String, String> headers, List<String> secrets, long toleranceSeconds, long nowSeconds) {
    String timestamp = header(headers, "x-service-timestamp");
    String signatures = header(headers, "x-service-signature");
    if (timestamp == null || signatures == null || signatures.isEmpty() || !timestamp.matches("[0-9]+")) throw new PaymentsException.SignatureVerification("missing_headers");
    if (Math.abs(nowSeconds - Long.parseLong(timestamp)) > toleranceSeconds) throw new PaymentsException.SignatureVerification("stale_timestamp");
    boolean matches = false;
    for (String secret : secrets) {
      byte[] expected = signature(secret, timestamp, payload).getBytes(StandardCharsets.US_ASCII);
      for (String part : signatures.split(",")) {
        String candidate = part.trim();
        if (candidate.startsWith("sha256=") && MessageDigest.isEqual(expected, candidate.substring(7).getBytes(StandardCharsets.US_ASCII))) matches = true;
      }
    }
    if (!matches) throw new PaymentsException.SignatureVerification("bad_signature");
    try {
      return JSON.readTree(payload);
    } catch (java.io.IOException malformed) {
      throw new PaymentsException.SignatureVerification("malformed_body");
    }
  }

  /**
   * The verified event, typed: a record of {@link PlatformEvent} per event type (generated from the
   * server's event declarations), to switch on with {@code instanceof}. Verifies as {@link
   * #constructEvent(byte[], Map, List)} does.
   */
  public static PlatformEvent constructTypedEvent(byte[] payload, Map<String, String> headers, List<String> secrets) {
    return typed(constructEvent(payload, headers, secrets));
  }

  public static PlatformEvent constructTypedEvent(byte[] payload, Map<String, String> headers, List<String> secrets, long toleranceSeconds, long nowSeconds) {
    return typed(constructEvent(payload, headers, secrets, toleranceSeconds, nowSeconds));
  }

  private static PlatformEvent typed(JsonNode event) {
    try {
      return JSON.treeToValue(event, PlatformEvent.class);
    } catch (com.fasterxml.jackson.core.JsonProcessingException unknown) {
      // Signed by the server, but of a type this version of the library does not know: upgrade it.
      throw new PaymentsException.SignatureVerification("unknown_event_type");
    }
  }

  /** The headers the server would send with this payload, for testing your receiver. */
  public static Map<String, String> sign(byte[] payload, String secret, long timestamp) {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("X-Service-Timestamp", Long.toString(timestamp));
    headers.put("X-Service-Signature", "sha256=" + signature(secret, Long.toString(timestamp), payload));
    return headers;
  }

  private static String header(Map<String, String> headers, String name) {
    // Header names are case-insensitive, whatever case the framework hands them in.
    for (Map.Entry<String, String> entry : headers.entrySet()) if (entry.getKey().equalsIgnoreCase(name)) return entry.getValue();
    return null;
  }

  private static String signature(String secret, String timestamp, byte[] payload) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      mac.update((timestamp + ".").getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(mac.doFinal(payload));
    } catch (java.security.GeneralSecurityException unavailable) {
      throw new IllegalStateException("HMAC-SHA256 is not available", unavailable);
    }
  }
}
