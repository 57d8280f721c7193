package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What every generated resource service does with an operation: send it, and read its typed answer. */
public abstract class ResourceService {
  private final ResourceCaller caller;

  protected ResourceService(ResourceCaller caller) {
    this.caller = caller;
  }

  protected static String path(String route, String... values) {
    return ResourceCaller.path(route, values);
  }

  protected <T> T one(String method, String route, Object body, Map<String, ?> query, RequestOptions options, Class<T> type) {
    return caller.read(caller.send(method, route, body, query, options), type);
  }

  protected <T> List<T> many(String method, String route, Object body, Map<String, ?> query, RequestOptions options, Class<T> type) {
    List<T> items = new ArrayList<>();
    caller.send(method, route, body, query, options).forEach(item -> items.add(caller.read(item, type)));
    return items;
  }

  protected JsonNode unnamed(String method, String route, Object body, Map<String, ?> query, RequestOptions options) {
    return caller.send(method, route, body, query, options);
  }

  protected <T> PaymentsList<T> page(String route, Map<String, ?> query, RequestOptions options, Class<T> type) {
    return PaymentsList.read(
        caller.send("GET", route, null, query, options), type, caller, cursor -> page(route, PaymentsList.<Object>following(query, cursor), options, type));
  }
}
