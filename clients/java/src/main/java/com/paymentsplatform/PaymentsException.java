package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpHeaders;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A refusal from the API (its error envelope) or a failure to reach it: {@link #code()} is the
 * envelope's {@code details.code}, {@link #fields()} the inputs at fault, {@link #correlationId()}
 * the id to quote to support. One subclass per kind, so callers catch what they handle.
 */
public class PaymentsException extends RuntimeException {
  private final int status;
  private final String code;
  private final List<Map<String, String>> fields;
  private final String correlationId;
  private final Double retryAfterSeconds;
  private final JsonNode body;

  public PaymentsException(String message, int status, String code, List<Map<String, String>> fields, String correlationId, Double retryAfterSeconds, JsonNode body) {
    super(status + " " + code + ": " + message + (correlationId == null ? "" : " (correlationId " + correlationId + ")"));
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.correlationId = correlationId;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }

  public int status() { return status; }
  public String code() { return code; }
  public List<Map<String, String>> fields() { return fields; }
  public String correlationId() { return correlationId; }
  /** Seconds the server asked to wait (429), or null. */
  public Double retryAfterSeconds() { return retryAfterSeconds; }
  public JsonNode body() { return body; }

  /** 400: the input is invalid; {@link #fields()} names each field at fault. */
  public static class BadRequest extends PaymentsException {
    BadRequest(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 401: the credentials are missing, unknown or expired. */
  public static class Authentication extends PaymentsException {
    Authentication(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 403: the credentials are valid but may not do this. */
  public static class PermissionDenied extends PaymentsException {
    PermissionDenied(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 404: nothing the caller may see has this id. */
  public static class NotFound extends PaymentsException {
    NotFound(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 409: the object's state refuses the operation (INSUFFICIENT_FUNDS, NOT_PENDING, ...). */
  public static class Conflict extends PaymentsException {
    Conflict(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** The Idempotency-Key was used with another body, or its first request is still running. */
  public static class Idempotency extends PaymentsException {
    Idempotency(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 429: too many requests; {@link #retryAfterSeconds()} says how long to wait. */
  public static class RateLimit extends PaymentsException {
    RateLimit(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** 5xx: the server failed or is unavailable. */
  public static class Server extends PaymentsException {
    Server(String m, int s, String c, List<Map<String, String>> f, String id, Double r, JsonNode b) { super(m, s, c, f, id, r, b); }
  }
  /** No answer (refused, reset, timed out): the request may or may not have been applied. */
  public static class ApiConnection extends PaymentsException {
    ApiConnection(String message, String correlationId, Throwable cause) {
      super(message, 0, "CONNECTION", List.of(), correlationId, null, null);
      initCause(cause);
    }
  }
  /** A webhook delivery that must not be trusted: {@link #code()} is the reason. */
  public static class SignatureVerification extends PaymentsException {
    SignatureVerification(String reason) { super("webhook refused: " + reason, 0, reason, List.of(), null, null, null); }
    public String reason() { return code(); }
  }

  /** The typed error of an answer that is not a success, from its envelope (or MTN's {code, message}). */
  static PaymentsException from(int status, HttpHeaders headers, byte[] data, String sentCorrelationId, ObjectMapper json) {
    JsonNode body = null;
    try {
      body = data == null || data.length == 0 ? null : json.readTree(data);
    } catch (java.io.IOException notJson) {
      body = null;
    }
    JsonNode details = body == null ? null : body.get("details");
    String code;
    String message;
    List<Map<String, String>> fields = new ArrayList<>();
    String correlationId = null;
    if (details != null && details.isObject()) {
      code = details.path("code").asText("");
      message = details.path("description").asText("");
      for (JsonNode field : details.path("fields")) fields.add(Map.of("field", field.path("field").asText(), "message", field.path("message").asText()));
      correlationId = body.path("correlationId").asText(null);
    } else if (body != null && body.has("code")) {
      code = body.path("code").asText();
      message = body.path("message").asText("");
    } else {
      code = "HTTP_" + status;
      message = "HTTP " + status + " without an error envelope";
    }
    if (correlationId == null) correlationId = headers.firstValue("X-Correlation-ID").orElse(sentCorrelationId);
    Double retryAfter = headers.firstValue("Retry-After").flatMap(PaymentsException::seconds).orElse(null);
    if (code.startsWith("IDEMPOTENCY_")) return new Idempotency(message, status, code, fields, correlationId, retryAfter, body);
    return switch (status) {
      case 400 -> new BadRequest(message, status, code, fields, correlationId, retryAfter, body);
      case 401 -> new Authentication(message, status, code, fields, correlationId, retryAfter, body);
      case 403 -> new PermissionDenied(message, status, code, fields, correlationId, retryAfter, body);
      case 404 -> new NotFound(message, status, code, fields, correlationId, retryAfter, body);
      case 409 -> new Conflict(message, status, code, fields, correlationId, retryAfter, body);
      case 429 -> new RateLimit(message, status, code, fields, correlationId, retryAfter, body);
      default -> status >= 500
          ? new Server(message, status, code, fields, correlationId, retryAfter, body)
          : new PaymentsException(message, status, code, fields, correlationId, retryAfter, body);
    };
  }

  private static java.util.Optional<Double> seconds(String value) {
    try {
      return java.util.Optional.of(Double.parseDouble(value));
    } catch (NumberFormatException notSeconds) {
      return java.util.Optional.empty();
    }
  }
}
