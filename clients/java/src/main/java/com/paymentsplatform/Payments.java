package com.paymentsplatform;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.paymentsplatform.generated.ApiClient;
import com.paymentsplatform.services.ResourceServices;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * A client of the payments platform's REST layer ({@code /ms/v1}). Every operation is a method of its
 * resource service ({@code payments.paymentLinks().create(params)} answers a {@code PaymentLink});
 * a server signs in with a secret key ({@code .secretKey("sk_test_…")}), money is a
 * {@link java.math.BigDecimal} both ways. Credentials are chosen per operation
 * (the secret key, or the app key and the user's bearer token, refreshed once when it expires; on the mobile money
 * routes the product's key and the API user's Basic credentials), the envelope unwrapped, a typed
 * {@link PaymentsException} per refusal, and safe retries: connection failures, 429, the 5xx of a
 * gateway and IDEMPOTENCY_KEY_IN_USE are retried with exponential backoff and full jitter, never
 * sooner than Retry-After, with one Idempotency-Key per logical call on every attempt.
 */
public final class Payments extends ResourceServices {
  /** The dated API version this library was generated for, sent as Payments-Version on every call: upgrading the library is how an integration moves. */
  public static final String API_VERSION = com.paymentsplatform.services.ApiVersion.GENERATED_FOR;

  /** The mobile money products: each has its own subscription key, and its routes take the API user. */
  public static final Set<String> PRODUCTS = Set.of("collection", "disbursement", "remittance");
  private static final Set<String> MUTATING = Set.of("POST", "PUT", "PATCH", "DELETE");
  private static final Set<Integer> RETRYABLE_STATUS = Set.of(429, 502, 503, 504);

  /** How the client waits between attempts; replaceable in tests. */
  @FunctionalInterface
  public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;
  }

  final String baseUrl;
  // Money stays exact: numbers with a fraction are read as BigDecimal, trailing zeros and all.
  final ObjectMapper json = ApiClient.createDefaultObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));
  private final ResourceCaller caller = new ResourceCaller(this);
  private final String subscriptionKey;
  private final String secretKey;
  private final Map<String, String> productKeys;
  private final String apiUserId;
  private final String apiKey;
  private final int maxRetries;
  private final Duration timeout;
  private final Duration backoff;
  private final Duration maxBackoff;
  private final Sleeper sleeper;
  private final HttpClient http;
  private volatile String accessToken;
  private volatile String refreshToken;

  private Payments(Builder b) {
    this.baseUrl = b.baseUrl.replaceAll("/+$", "");
    this.subscriptionKey = b.subscriptionKey;
    this.secretKey = b.secretKey;
    this.productKeys = Map.copyOf(b.productKeys);
    this.apiUserId = b.apiUserId;
    this.apiKey = b.apiKey;
    this.maxRetries = b.maxRetries;
    this.timeout = b.timeout;
    this.backoff = b.backoff;
    this.maxBackoff = b.maxBackoff;
    this.sleeper = b.sleeper;
    this.accessToken = b.accessToken;
    // HTTP/1.1: the server speaks it, and an h2c upgrade attempt only costs a round trip.
    this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(b.timeout).followRedirects(HttpClient.Redirect.NEVER).build();
  }

  public static Builder builder(String baseUrl, String subscriptionKey) {
    return new Builder(baseUrl, subscriptionKey);
  }

  @Override
  protected ResourceCaller caller() {
    return caller;
  }

  // ——— Credentials ———

  /** POST /auth/login; the tokens are kept for the calls that follow. */
  public JsonNode signIn(String email, String password) {
    JsonNode tokens = request("POST", "/auth/login", Map.of("email", email, "password", password));
    keep(tokens);
    return tokens;
  }

  /** POST /auth/refresh with the kept refresh token (single use: the new one is kept). */
  public JsonNode refresh() {
    if (refreshToken == null) throw new PaymentsException("no refresh token: sign in first", 0, "NO_REFRESH_TOKEN", List.of(), null, null, null);
    JsonNode tokens = request("POST", "/auth/refresh", Map.of("refreshToken", refreshToken));
    keep(tokens);
    return tokens;
  }

  private void keep(JsonNode tokens) {
    accessToken = tokens.path("accessToken").asText();
    refreshToken = tokens.path("refreshToken").asText();
  }

  // ——— Calls ———

  /**
   * The escape hatch under the resource services, for a route they do not name: one logical call,
   * answering the envelope's data; a refusal throws its typed {@link PaymentsException}.
   */
  public JsonNode request(String method, String route, Object body) {
    return requestRaw(method, route, body, RequestOptions.defaults()).data();
  }

  public JsonNode request(String method, String route, Object body, RequestOptions options) {
    return requestRaw(method, route, body, options).data();
  }

  /** The answer with its status and headers ({@code Idempotent-Replayed}, rate limit headers, ...). */
  public RawResponse requestRaw(String method, String route, Object body, RequestOptions options) {
    byte[] payload;
    try {
      payload = body == null ? null : json.writeValueAsBytes(body);
    } catch (IOException unserialisable) {
      throw new IllegalArgumentException("the body cannot be written as JSON", unserialisable);
    }
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + route))
        .method(method, payload == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(payload));
    if (payload != null) request.header("Content-Type", "application/json");
    HttpResponse<byte[]> answer = send(request.build(), options);
    JsonNode parsed;
    try {
      parsed = answer.body().length == 0 ? null : json.readTree(answer.body());
    } catch (IOException notJson) {
      parsed = json.getNodeFactory().textNode(new String(answer.body(), StandardCharsets.UTF_8));
    }
    JsonNode data = parsed != null && parsed.has("serverStatusCode") ? parsed.get("data") : parsed;
    return new RawResponse(answer.statusCode(), answer.headers(), parsed, data);
  }

  /** Every item of a paged list (answered {items, page, size, hasMore}), page after page, each starting after the last object of the one before ({@code ?startingAfter=&limit=}). */
  public Iterable<JsonNode> paginate(String route, Map<String, String> query, int size) {
    return () -> new Iterator<>() {
      private Map<String, String> cursor = Map.of();
      private Iterator<JsonNode> items = List.<JsonNode>of().iterator();
      private boolean more = true;

      @Override
      public boolean hasNext() {
        while (!items.hasNext() && more) {
          Map<String, String> parameters = new LinkedHashMap<>(query);
          parameters.put("limit", Integer.toString(size));
          parameters = PaymentsList.following(parameters, cursor);
          JsonNode answer = request("GET", route + "?" + queryString(parameters), null);
          List<JsonNode> list = new ArrayList<>();
          answer.path("items").forEach(list::add);
          items = list.iterator();
          more = answer.path("hasMore").asBoolean(false);
          Map<String, String> following = new LinkedHashMap<>();
          PaymentsList.nextCursor(answer).forEach((name, value) -> following.put(name, String.valueOf(value)));
          cursor = following;
        }
        return items.hasNext();
      }

      @Override
      public JsonNode next() {
        if (!hasNext()) throw new NoSuchElementException();
        return items.next();
      }
    };
  }

  /** The mobile money operations of a product (collection, disbursement, remittance). */
  public MobileMoney momo(String product) {
    if (!PRODUCTS.contains(product)) throw new IllegalArgumentException("product must be one of " + PRODUCTS);
    return new MobileMoney(this, product);
  }

  /**
   * A generated, typed API class whose calls go through this client (the same credentials,
   * retries, idempotency and typed errors): {@code payments.api(WalletApi::new).retrieveWallet("sandbox")}.
   */
  public <T> T api(Function<ApiClient, T> api) {
    return api.apply(new ApiClient(new RoutedHttpClient.Builder(this), json, baseUrl));
  }

  // ——— The one way out: headers, retries, errors ———

  /** Sends one logical call with its headers, retrying what is safe to retry; a refusal throws. */
  HttpResponse<byte[]> send(HttpRequest original, RequestOptions options) {
    String route = original.uri().getPath().substring(URI.create(baseUrl).getPath().length());
    String correlationId = original.headers().firstValue("X-Correlation-ID").orElse(UUID.randomUUID().toString());
    String idempotencyKey = options.idempotencyKey != null ? options.idempotencyKey : original.headers().firstValue("Idempotency-Key").orElse(UUID.randomUUID().toString());
    String referenceId = original.headers().firstValue("X-Reference-Id").orElse(UUID.randomUUID().toString());
    int retries = options.maxRetries != null ? options.maxRetries : maxRetries;
    boolean refreshed = false;
    for (int attempt = 0; ; attempt++) {
      HttpRequest request = withHeaders(original, route, correlationId, idempotencyKey, referenceId, options, attempt == 0);
      HttpResponse<byte[]> answer;
      try {
        answer = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
      } catch (IOException noAnswer) {
        if (attempt >= retries) throw new PaymentsException.ApiConnection("no answer from " + original.method() + " " + route + ": " + noAnswer, correlationId, noAnswer);
        pause(attempt, null);
        continue;
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        throw new PaymentsException.ApiConnection("interrupted", correlationId, interrupted);
      }
      if (answer.statusCode() < 400) return answer;
      PaymentsException refusal = PaymentsException.from(answer.statusCode(), answer.headers(), answer.body(), correlationId, json);
      if ((RETRYABLE_STATUS.contains(refusal.status()) || "IDEMPOTENCY_KEY_IN_USE".equals(refusal.code())) && attempt < retries) {
        pause(attempt, refusal.retryAfterSeconds());
        continue;
      }
      if (refusal.status() == 401 && !refreshed && refreshToken != null && productOf(route) == null && !route.equals("/auth/refresh")) {
        refreshed = true;
        refresh();
        continue;
      }
      throw refusal;
    }
  }

  private HttpRequest withHeaders(
      HttpRequest original, String route, String correlationId, String idempotencyKey, String referenceId, RequestOptions options, boolean firstAttempt) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(original, (name, value) -> !name.equalsIgnoreCase("Authorization") && !name.equalsIgnoreCase("X-Sandbox-Scenario"));
    String product = productOf(route);
    builder.setHeader("Accept", "application/json");
    builder.setHeader("X-Target-Environment", "sandbox");
    builder.setHeader("X-Correlation-ID", correlationId);
    builder.setHeader("Payments-Version", API_VERSION);
    builder.setHeader("Ocp-Apim-Subscription-Key", product == null ? subscriptionKey : productKeys.getOrDefault(product, subscriptionKey));
    if (product != null && apiUserId != null && !route.startsWith("/v1_0/apiuser")) {
      builder.setHeader("Authorization", "Basic " + Base64.getEncoder().encodeToString((apiUserId + ":" + apiKey).getBytes(StandardCharsets.UTF_8)));
    } else if (product == null && (accessToken != null || secretKey != null)) {
      builder.setHeader("Authorization", "Bearer " + (accessToken != null ? accessToken : secretKey));
    }
    if (MUTATING.contains(original.method())) builder.setHeader("Idempotency-Key", idempotencyKey);
    // A mobile money request is named by a UUID of the caller's (X-Reference-Id): one per logical call,
    // as the idempotency key is, unless the call gives its own; the answer's referenceId says which.
    if (product != null && MUTATING.contains(original.method())) builder.setHeader("X-Reference-Id", referenceId);
    options.headers.forEach(builder::setHeader);
    if (firstAttempt && options.sandboxScenario != null) builder.setHeader("X-Sandbox-Scenario", options.sandboxScenario);
    builder.timeout(options.timeout != null ? options.timeout : original.timeout().orElse(timeout));
    return builder.build();
  }

  private void pause(int attempt, Double retryAfterSeconds) {
    long ceiling = Math.min(maxBackoff.toMillis(), backoff.toMillis() << Math.min(attempt, 20));
    // Full jitter, so clients refused together do not come back together; Retry-After is a floor.
    long wait = Math.max(ThreadLocalRandom.current().nextLong(ceiling + 1), retryAfterSeconds == null ? 0 : (long) (retryAfterSeconds * 1000));
    try {
      sleeper.sleep(Duration.ofMillis(wait));
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new PaymentsException.ApiConnection("interrupted while waiting to retry", null, interrupted);
    }
  }

  static String productOf(String route) {
    String first = route.replaceFirst("^/", "").split("/", 2)[0];
    if (PRODUCTS.contains(first)) return first;
    return first.equals("v1_0") ? "collection" : null;
  }

  static String queryString(Map<String, String> parameters) {
    StringBuilder query = new StringBuilder();
    parameters.forEach((name, value) -> query.append(query.length() == 0 ? "" : "&").append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8)));
    return query.toString();
  }

  /** Options of a client: credentials, retries and timeouts. */
  public static final class Builder {
    private final String baseUrl;
    private final String subscriptionKey;
    private final Map<String, String> productKeys = new LinkedHashMap<>();
    private String accessToken;
    private String secretKey;
    private String apiUserId;
    private String apiKey;
    private int maxRetries = 3;
    private Duration timeout = Duration.ofSeconds(30);
    private Duration backoff = Duration.ofMillis(500);
    private Duration maxBackoff = Duration.ofSeconds(20);
    private Sleeper sleeper = duration -> Thread.sleep(duration.toMillis());

    private Builder(String baseUrl, String subscriptionKey) {
      this.baseUrl = baseUrl;
      this.subscriptionKey = subscriptionKey;
    }

    public Builder accessToken(String token) { this.accessToken = token; return this; }
    /** A secret key ({@code sk_test_…}) from the dashboard: the account's merchant, for a server; no sign-in. */
    public Builder secretKey(String key) { this.secretKey = key; return this; }
    public Builder productKey(String product, String key) { this.productKeys.put(product, key); return this; }
    public Builder apiUser(String id, String key) { this.apiUserId = id; this.apiKey = key; return this; }
    public Builder maxRetries(int value) { this.maxRetries = value; return this; }
    public Builder timeout(Duration value) { this.timeout = value; return this; }
    public Builder backoff(Duration first, Duration max) { this.backoff = first; this.maxBackoff = max; return this; }
    public Builder sleeper(Sleeper value) { this.sleeper = value; return this; }
    public Payments build() { return new Payments(this); }
  }
}
