package com.paymentsplatform;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Per call: an Idempotency-Key of your own (else one is generated for the call and reused on its
 * retries), a timeout, extra headers, the retries allowed, and a sandbox scenario (X-Sandbox-Scenario)
 * sent with the first attempt only.
 */
public final class RequestOptions {
  String idempotencyKey;
  Duration timeout;
  Integer maxRetries;
  String sandboxScenario;
  final Map<String, String> headers = new LinkedHashMap<>();

  public static RequestOptions defaults() { return new RequestOptions(); }

  /** A copy to add to without changing the caller's options (which may be reused for other calls). */
  RequestOptions copy() {
    RequestOptions copy = new RequestOptions();
    copy.idempotencyKey = idempotencyKey;
    copy.timeout = timeout;
    copy.maxRetries = maxRetries;
    copy.sandboxScenario = sandboxScenario;
    copy.headers.putAll(headers);
    return copy;
  }

  public RequestOptions idempotencyKey(String key) { this.idempotencyKey = key; return this; }
  public RequestOptions timeout(Duration value) { this.timeout = value; return this; }
  public RequestOptions maxRetries(int value) { this.maxRetries = value; return this; }
  public RequestOptions sandboxScenario(String scenario) { this.sandboxScenario = scenario; return this; }
  public RequestOptions header(String name, String value) { this.headers.put(name, value); return this; }
}
