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

  public RequestOptions idempotencyKey(String key) { this.idempotencyKey = key; return this; }
  public RequestOptions timeout(Duration value) { this.timeout = value; return this; }
  public RequestOptions maxRetries(int value) { this.maxRetries = value; return this; }
  public RequestOptions sandboxScenario(String scenario) { this.sandboxScenario = scenario; return this; }
  public RequestOptions header(String name, String value) { this.headers.put(name, value); return this; }
}
