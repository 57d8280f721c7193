package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the generated resource services ({@code com.paymentsplatform.services}) reach the API: through
 * the client's transport (credentials, retries with one idempotency key, typed errors), turning
 * answers into the generated models ({@code com.paymentsplatform.generated.model}).
 */
public final class ResourceCaller {
  private final Payments client;

  ResourceCaller(Payments client) {
    this.client = client;
  }

  JsonNode send(String method, String route, Object body, Map<String, ?> query, RequestOptions options) {
    Map<String, String> parameters = new LinkedHashMap<>();
    query.forEach((name, value) -> {
      if (value != null) parameters.put(name, String.valueOf(value));
    });
    String target = parameters.isEmpty() ? route : route + "?" + Payments.queryString(parameters);
    return client.request(method, target, body, options);
  }

  <T> T read(JsonNode node, Class<T> type) {
    try {
      return client.json.treeToValue(node, type);
    } catch (IOException unreadable) {
      throw new PaymentsException("the answer is not a " + type.getSimpleName() + ": " + unreadable.getMessage(), 0, "UNEXPECTED_ANSWER", java.util.List.of(), null, null, null);
    }
  }

  static String path(String route, String... values) {
    String path = route;
    for (String value : values) {
      path = path.replaceFirst("\\{\\w+\\}", java.util.regex.Matcher.quoteReplacement(URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20")));
    }
    return path;
  }
}
