package com.paymentsplatform;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSession;

/**
 * The HttpClient the generated API classes are given: every request goes through
 * {@link Payments#send}, so typed calls get the same credentials, retries and typed errors as
 * {@link Payments#request}; the answer's bytes are handed to the caller's body handler.
 */
final class RoutedHttpClient extends HttpClient {
  private final Payments payments;

  RoutedHttpClient(Payments payments) {
    this.payments = payments;
  }

  @Override
  public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) throws IOException {
    HttpResponse<byte[]> answer = payments.send(request, RequestOptions.defaults());
    return new Answer<>(answer, handle(answer, handler));
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    return CompletableFuture.supplyAsync(() -> {
      try {
        return send(request, handler);
      } catch (IOException failed) {
        throw new java.io.UncheckedIOException(failed);
      }
    });
  }

  @Override
  public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler, HttpResponse.PushPromiseHandler<T> push) {
    return sendAsync(request, handler);
  }

  private static <T> T handle(HttpResponse<byte[]> answer, HttpResponse.BodyHandler<T> handler) throws IOException {
    HttpResponse.BodySubscriber<T> subscriber = handler.apply(new HttpResponse.ResponseInfo() {
      @Override public int statusCode() { return answer.statusCode(); }
      @Override public HttpHeaders headers() { return answer.headers(); }
      @Override public Version version() { return answer.version(); }
    });
    subscriber.onSubscribe(new Flow.Subscription() {
      @Override public void request(long n) {}
      @Override public void cancel() {}
    });
    subscriber.onNext(List.of(ByteBuffer.wrap(answer.body())));
    subscriber.onComplete();
    try {
      return subscriber.getBody().toCompletableFuture().get();
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while reading the answer", interrupted);
    } catch (java.util.concurrent.ExecutionException failed) {
      throw new IOException("could not read the answer", failed.getCause());
    }
  }

  private record Answer<T>(HttpResponse<byte[]> raw, T body) implements HttpResponse<T> {
    @Override public int statusCode() { return raw.statusCode(); }
    @Override public HttpRequest request() { return raw.request(); }
    @Override public Optional<HttpResponse<T>> previousResponse() { return Optional.empty(); }
    @Override public HttpHeaders headers() { return raw.headers(); }
    @Override public Optional<SSLSession> sslSession() { return raw.sslSession(); }
    @Override public URI uri() { return raw.uri(); }
    @Override public Version version() { return raw.version(); }
  }

  @Override public Optional<CookieHandler> cookieHandler() { return Optional.empty(); }
  @Override public Optional<Duration> connectTimeout() { return Optional.empty(); }
  @Override public Redirect followRedirects() { return Redirect.NEVER; }
  @Override public Optional<ProxySelector> proxy() { return Optional.empty(); }
  @Override public SSLContext sslContext() {
    try {
      return SSLContext.getDefault();
    } catch (java.security.NoSuchAlgorithmException unavailable) {
      throw new IllegalStateException(unavailable);
    }
  }
  @Override public SSLParameters sslParameters() { return new SSLParameters(); }
  @Override public Optional<Authenticator> authenticator() { return Optional.empty(); }
  @Override public Version version() { return Version.HTTP_1_1; }
  @Override public Optional<Executor> executor() { return Optional.empty(); }

  /** What the generated ApiClient asks for: a builder; its settings are the Payments client's. */
  static final class Builder implements HttpClient.Builder {
    private final Payments payments;

    Builder(Payments payments) {
      this.payments = payments;
    }

    @Override public HttpClient.Builder cookieHandler(CookieHandler handler) { return this; }
    @Override public HttpClient.Builder connectTimeout(Duration duration) { return this; }
    @Override public HttpClient.Builder sslContext(SSLContext context) { return this; }
    @Override public HttpClient.Builder sslParameters(SSLParameters parameters) { return this; }
    @Override public HttpClient.Builder executor(Executor executor) { return this; }
    @Override public HttpClient.Builder followRedirects(Redirect policy) { return this; }
    @Override public HttpClient.Builder version(Version version) { return this; }
    @Override public HttpClient.Builder priority(int priority) { return this; }
    @Override public HttpClient.Builder proxy(ProxySelector selector) { return this; }
    @Override public HttpClient.Builder authenticator(Authenticator authenticator) { return this; }
    @Override public HttpClient build() { return new RoutedHttpClient(payments); }
  }
}
