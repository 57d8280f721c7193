package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Map;
import java.util.function.Function;

/**
 * One page of a list: its items ({@link #getData()}), whether more follow ({@link #hasMore()}), and
 * {@link #autoPagingIterable()}, which walks every item of this page and the ones after it, fetching
 * a page at a time.
 */
public final class PaymentsList<T> implements Iterable<T> {
  private final List<T> data;
  private final boolean hasMore;
  private final int page;
  private final int size;
  private final Map<String, Object> following;
  private final Function<Map<String, Object>, PaymentsList<T>> fetchPage;

  private PaymentsList(List<T> data, boolean hasMore, int page, int size, Map<String, Object> following, Function<Map<String, Object>, PaymentsList<T>> fetchPage) {
    this.data = Collections.unmodifiableList(data);
    this.hasMore = hasMore;
    this.page = page;
    this.size = size;
    this.following = following;
    this.fetchPage = fetchPage;
  }

  /** fetchPage: the list's page from the given cursor on (a page number, or the event log's "after"). */
  static <T> PaymentsList<T> read(JsonNode answer, Class<T> type, ResourceCaller caller, Function<Map<String, Object>, PaymentsList<T>> fetchPage) {
    List<T> items = new ArrayList<>();
    answer.path("items").forEach(item -> items.add(caller.read(item, type)));
    int page = answer.path("page").asInt(0);
    return new PaymentsList<>(items, answer.path("hasMore").asBoolean(false), page, answer.path("size").asInt(items.size()), nextCursor(answer), fetchPage);
  }

  /**
   * Where the page after {@code answer} starts: after its last object (by id; a wallet transaction by
   * its entryId), so objects created or deleted during a walk neither repeat nor shift one; the event
   * log after its position; a list whose items have no id by page number.
   */
  static Map<String, Object> nextCursor(JsonNode answer) {
    if (answer.has("nextAfter")) return Map.of("after", answer.path("nextAfter").asLong());
    JsonNode items = answer.path("items");
    JsonNode last = items.size() > 0 ? items.get(items.size() - 1) : null;
    JsonNode id = last == null ? null : last.has("id") ? last.get("id") : last.get("entryId");
    if (id != null && id.isTextual()) return Map.of("startingAfter", id.asText());
    return Map.of("page", answer.path("page").asInt(0) + 1);
  }

  /** The next page's query: the cursor replaces the page number, or the other cursor, the first page was read from. */
  static <V> Map<String, V> following(Map<String, ? extends V> query, Map<String, ? extends V> cursor) {
    Map<String, V> next = new LinkedHashMap<>(query);
    if (cursor.containsKey("startingAfter")) {
      next.remove("page");
      next.remove("endingBefore");
    }
    next.putAll(cursor);
    return next;
  }

  public List<T> getData() { return data; }
  public boolean hasMore() { return hasMore; }
  /** The page number of a paged list (0 for the event log, which pages by a cursor). */
  public int getPage() { return page; }
  public int getSize() { return size; }

  /** The page after this one. */
  public PaymentsList<T> nextPage() {
    if (!hasMore) throw new NoSuchElementException("this is the last page");
    return fetchPage.apply(following);
  }

  /** This page's items. */
  @Override
  public Iterator<T> iterator() { return data.iterator(); }

  /** Every item of this page and of every page after it. */
  public Iterable<T> autoPagingIterable() {
    return () -> new Iterator<>() {
      private PaymentsList<T> current = PaymentsList.this;
      private Iterator<T> items = current.data.iterator();

      @Override
      public boolean hasNext() {
        while (!items.hasNext() && current.hasMore) {
          current = current.nextPage();
          items = current.data.iterator();
        }
        return items.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) throw new NoSuchElementException();
        return items.next();
      }
    };
  }
}
