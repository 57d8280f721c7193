package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Asynchronous mobile money operations: each is sent with an X-Reference-Id (generated unless given,
 * the same on retries) and answers 202; {@link #await} polls the status to a final one.
 */
public final class MobileMoney {
  private static final Set<String> FINAL = Set.of("SUCCESSFUL", "FAILED", "CANCELLED", "REJECTED", "TIMEOUT");
  private final Payments client;
  private final String product;

  MobileMoney(Payments client, String product) {
    this.client = client;
    this.product = product;
  }

  /** POST (PUT for payment/withdraw) /{product}/{operation}; returns the reference id. */
  public String send(String operation, Map<String, Object> body) {
    return send(operation, body, UUID.randomUUID().toString(), RequestOptions.defaults());
  }

  public String send(String operation, Map<String, Object> body, String referenceId, RequestOptions options) {
    // The caller's options stay as they were: they may go with other calls after this one.
    client.request(operation.equals("payment/withdraw") ? "PUT" : "POST", "/" + product + "/" + operation, body, options.copy().header("X-Reference-Id", referenceId));
    return referenceId;
  }

  /** GET /{product}/{operation}/{referenceId}/status. */
  public JsonNode status(String operation, String referenceId) {
    return client.request("GET", "/" + product + "/" + operation + "/" + referenceId + "/status", null);
  }

  /** Polls the status until it is final (SUCCESSFUL, FAILED, ...) or the timeout passes. */
  public JsonNode await(String operation, String referenceId, Duration timeout) throws InterruptedException {
    Instant deadline = Instant.now().plus(timeout);
    while (true) {
      JsonNode answer = status(operation, referenceId);
      if (FINAL.contains(answer.path("status").asText()) || Instant.now().isAfter(deadline)) return answer;
      Thread.sleep(500);
    }
  }
}
