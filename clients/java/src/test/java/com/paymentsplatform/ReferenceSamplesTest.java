package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The REST reference's Java samples (src/generated/reference-samples.json, the x-codeSamples of
 * /ms/v1/docs), each compiled and run by JShell (one block per sample) against a server of their own (some rotate keys or
 * sign a user out everywhere), with the imports a reader's file has. A sample reads its settings
 * with System.getenv, which a running JVM cannot be given, so each such call is replaced by the
 * value the quick start exports; nothing else is changed. A sample may be refused for an id of the
 * recorded sandbox it names (404, 409, 403); never with a 400 about its values, never a compile error.
 */
@Tag("sandbox")
class ReferenceSamplesTest {
  private static final List<String> IMPORTS = List.of(
      "import com.paymentsplatform.*;",
      "import com.paymentsplatform.generated.model.*;",
      "import java.math.BigDecimal;",
      "import java.net.URI;",
      "import java.time.*;",
      "import java.util.*;");
  /** This machine resolves no public host name; a reader's does. */
  private static final String THE_READERS_OWN = "does not resolve";
  private static final Pattern GETENV = Pattern.compile("System\\.getenv\\(\"(\\w+)\"\\)");

  @Test
  void theJavaSamplesCompileAndRunAsWritten() throws Exception {
    SandboxServer sandbox = SandboxServer.own();
    JsonNode developer = sandbox.credentials.path("developer");
    JsonNode tokens = sandbox.client().signIn(sandbox.credentials.path("appUser").path("email").asText(), sandbox.credentials.path("appUser").path("password").asText());
    Map<String, String> environment = Map.of(
        "PAYMENTS_BASE_URL", sandbox.baseUrl,
        "PAYMENTS_SUBSCRIPTION_KEY", developer.path("subscriptionKey").asText(),
        "PAYMENTS_SECRET_KEY", developer.path("secretKey").asText(),
        "PAYMENTS_ACCESS_TOKEN", tokens.path("accessToken").asText(),
        "PAYMENTS_COLLECTION_KEY", developer.path("productKeys").path("collection").asText(),
        "PAYMENTS_DISBURSEMENT_KEY", developer.path("productKeys").path("disbursement").asText(),
        "PAYMENTS_REMITTANCE_KEY", developer.path("productKeys").path("remittance").asText(),
        "PAYMENTS_API_USER_ID", developer.path("apiUserId").asText(),
        "PAYMENTS_API_KEY", developer.path("apiKey").asText());
    JsonNode samples = new ObjectMapper().readTree(SandboxServer.REPOSITORY.resolve("src/generated/reference-samples.json").toFile());
    List<String> failed = new ArrayList<>();
    int answered = 0;
    // A JVM of its own runs the samples (JShell's default engine): the local engine waits, after each
    // snippet, for every thread the snippet started, and an HTTP client's selector lives on.
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    try (JShell shell = JShell.builder().out(nowhere).err(nowhere).build()) {
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) shell.addToClasspath(entry);
      for (String line : IMPORTS) shell.eval(line);
      for (var operations = samples.fields(); operations.hasNext(); ) {
        var operation = operations.next();
        for (JsonNode sample : operation.getValue()) {
          if (!sample.path("lang").asText().equals("Java")) continue;
          String problem = run(shell, withEnvironment(sample.path("source").asText(), environment));
          if (problem == null) answered++;
          else if (!problem.isEmpty()) failed.add(operation.getKey() + ": " + problem);
        }
      }
    }
    assertEquals(List.of(), failed, String.join("\n", failed));
    // About a third answer 2xx; the rest name an id of the recorded sandbox.
    assertTrue(answered >= 50, "answered " + answered);
  }

  private static String withEnvironment(String source, Map<String, String> environment) {
    Matcher call = GETENV.matcher(source);
    StringBuilder replaced = new StringBuilder();
    while (call.find()) call.appendReplacement(replaced, Matcher.quoteReplacement("\"" + environment.getOrDefault(call.group(1), "") + "\""));
    return call.appendTail(replaced).toString();
  }

  /** Null when the sample ran (as one block); empty when an API refusal names an id not the reader's; else what went wrong. */
  private static String run(JShell shell, String source) {
    for (SnippetEvent event : shell.eval("{\n" + source + "\n}")) {
      if (event.status() == Snippet.Status.REJECTED) {
        return "does not compile: " + shell.diagnostics(event.snippet()).map(d -> d.getMessage(null)).toList();
      }
      if (event.exception() instanceof EvalException thrown) {
        String type = thrown.getExceptionClassName();
        boolean readersOwn = thrown.getMessage() != null && thrown.getMessage().contains(THE_READERS_OWN);
        if (type.startsWith("com.paymentsplatform.PaymentsException$") && (!type.endsWith("$BadRequest") || readersOwn)) return "";
        return type + " " + thrown.getMessage();
      }
      if (event.exception() != null) return event.exception().toString();
    }
    return null;
  }
}
