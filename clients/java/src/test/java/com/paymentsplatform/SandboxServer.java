package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A real server for the tests, started from this repository as {@code npm start} runs it, on its
 * own embedded PostgreSQL in a temporary folder (or a fresh database on DATABASE_URL's server);
 * one per test run, stopped when the JVM exits.
 */
final class SandboxServer {
  static final Path REPOSITORY = Path.of("").toAbsolutePath().getParent().getParent();
  private static SandboxServer started;

  final String origin;
  final String baseUrl;
  final JsonNode credentials;

  private SandboxServer(String origin, JsonNode credentials) {
    this.origin = origin;
    this.baseUrl = origin + "/ms/v1";
    this.credentials = credentials;
  }

  static synchronized SandboxServer get() throws Exception {
    if (started == null) started = start();
    return started;
  }

  /** A server of the caller's own, for tests that change what others rely on (rotate keys, sign users out). */
  static SandboxServer own() throws Exception {
    return start();
  }

  Payments client() {
    return Payments.builder(baseUrl, credentials.path("developer").path("subscriptionKey").asText()).build();
  }

  /**
   * The demo user, once none of its mobile money fund-ins and cash-outs is pending: the guides'
   * samples, run earlier as this user, leave some settling, and a test that reads the balance before
   * and after its own transfer must see that transfer move it, and nothing else.
   */
  Payments user() throws InterruptedException {
    Payments client = client();
    client.signIn(credentials.path("appUser").path("email").asText(), credentials.path("appUser").path("password").asText());
    long deadline = System.currentTimeMillis() + 60_000;
    while (pending(client) > 0) {
      if (System.currentTimeMillis() > deadline) throw new IllegalStateException("the demo user's mobile money operations are still pending after 60 s");
      Thread.sleep(200);
    }
    return client;
  }

  private static int pending(Payments client) {
    int pending = 0;
    for (String route : List.of("/wallets/me/fund-ins", "/wallets/me/cash-outs")) {
      for (JsonNode operation : client.request("GET", route + "?size=100", null).path("items")) {
        if (operation.path("status").asText().equals("PENDING")) pending++;
      }
    }
    return pending;
  }

  Payments merchant() {
    Payments client = client();
    client.signIn(credentials.path("developer").path("email").asText(), credentials.path("developer").path("password").asText());
    return client;
  }

  Payments momo() {
    JsonNode developer = credentials.path("developer");
    Payments.Builder builder = Payments.builder(baseUrl, developer.path("subscriptionKey").asText()).apiUser(developer.path("apiUserId").asText(), developer.path("apiKey").asText());
    developer.path("productKeys").fields().forEachRemaining(key -> builder.productKey(key.getKey(), key.getValue().asText()));
    return builder.build();
  }

  private static SandboxServer start() throws Exception {
    Path data = Files.createTempDirectory("pp-java-", PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
    int port = freePort();
    String node = REPOSITORY.resolve("node_modules/.bin/node").toString();
    // As `npm start` runs it: the build in dist/, the server's part brought up to date first (at once when nothing changed).
    Process build = new ProcessBuilder(node, "scripts/build-if-stale.ts", "server")
        .directory(REPOSITORY.toFile())
        .redirectErrorStream(true)
        .redirectOutput(data.resolve("build.log").toFile())
        .start();
    if (build.waitFor() != 0) throw new IllegalStateException("the server's build failed:\n" + Files.readString(data.resolve("build.log")));
    ProcessBuilder builder = new ProcessBuilder(node, "dist/src/main.js")
        .directory(REPOSITORY.toFile())
        .redirectErrorStream(true)
        .redirectOutput(data.resolve("server.log").toFile());
    Map<String, String> env = builder.environment();
    env.keySet().removeIf(name -> !name.equals("PATH") && !name.equals("DATABASE_URL") && !name.equals("HOME"));
    env.putAll(Map.of(
        "PORT", Integer.toString(port),
        "HOST", "127.0.0.1",
        "DATA_DIR", data.toString(),
        "EMBEDDED_PG_PORT", Integer.toString(freePort()),
        "LOG_LEVEL", "warn",
        "WEBHOOK_ALLOW_LOCAL_RECEIVERS", "true",
        "MOMO_COMPLETION_DELAY_SECONDS", "1",
        "SANDBOX_SCENARIO_DELAY_MS", "3000",
        "SCRYPT_LOG_N", "10"));
    Process server = builder.start();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.destroy();
      try {
        server.waitFor();
        try (Stream<Path> files = Files.walk(data)) {
          files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        }
      } catch (InterruptedException | IOException ignored) {
        Thread.currentThread().interrupt();
      }
    }));
    String origin = "http://127.0.0.1:" + port;
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(2)).build();
    Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
    while (true) {
      try {
        if (http.send(HttpRequest.newBuilder(URI.create(origin + "/healthz")).timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200) break;
      } catch (IOException notYet) {
        // The server is still starting.
      }
      if (!server.isAlive() || Instant.now().isAfter(deadline)) throw new IllegalStateException("the server did not start:\n" + Files.readString(data.resolve("server.log")));
      Thread.sleep(200);
    }
    SandboxServer sandbox = new SandboxServer(origin, new ObjectMapper().readTree(data.resolve("sandbox-credentials.json").toFile()));
    // The suites send more than the Sandbox plan's 60 calls a minute (every guide's sample, polling
    // included); rate limiting is tested with the 429 scenario, so the account gets Enterprise limits,
    // as the reliability suite's does, and no test waits out a limit it did not ask for.
    Payments admin = sandbox.client();
    admin.signIn(sandbox.credentials.path("admin").path("email").asText(), sandbox.credentials.path("admin").path("password").asText());
    admin.request("PUT", "/admin/developer-accounts/" + sandbox.credentials.path("developer").path("accountId").asText() + "/plan",
        Map.of("plan", "ENTERPRISE", "perMinute", 1_000_000, "perDay", 1_000_000_000));
    return sandbox;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
