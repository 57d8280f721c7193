package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The product guides' Java samples (GuideExamples' regions), run as written against the sandbox:
 * each prints what clients/guide-examples.json says, the file every library's tests read.
 */
class GuidesTest {
  static Stream<JsonNode> guides() throws Exception {
    JsonNode spec = new ObjectMapper().readTree(Files.readString(Path.of("../guide-examples.json")));
    List<JsonNode> guides = new ArrayList<>();
    spec.path("examples").forEach(guides::add);
    return guides.stream();
  }

  /** "payment-links" is the method paymentLinks. */
  static String methodOf(String name) {
    Matcher dash = Pattern.compile("-([a-z])").matcher(name);
    return dash.replaceAll(m -> m.group(1).toUpperCase());
  }

  @Test
  void everyGuideHasItsRegion() throws Exception {
    String examples = Files.readString(Path.of("src/test/java/com/paymentsplatform/GuideExamples.java"));
    List<String> regions = new ArrayList<>();
    Matcher m = Pattern.compile("// GUIDE: ([a-z-]+)\\n").matcher(examples);
    while (m.find()) if (!m.group(1).equals("end")) regions.add(m.group(1));
    assertEquals(guides().map(g -> g.path("name").asText()).toList(), regions);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("guides")
  @Tag("sandbox")
  void theGuideSampleRuns(JsonNode guide) throws Exception {
    SandboxServer sandbox = SandboxServer.get();
    JsonNode c = sandbox.credentials;
    JsonNode signedIn = guide.path("as").asText().equals("user") ? c.path("appUser") : c.path("developer");
    String as = guide.path("as").asText();
    String name = methodOf(guide.path("name").asText());
    String subscriptionKey = c.path("developer").path("subscriptionKey").asText();
    JsonNode developer = c.path("developer");
    // A user's guide signs in; a merchant's server uses the account's secret key; a mobile money
    // server its API user (and the secret key for the dashboard's side).
    List<String> arguments = switch (as) {
      case "user", "merchant-session" -> List.of(sandbox.baseUrl, subscriptionKey, signedIn.path("email").asText(), signedIn.path("password").asText());
      case "api-user" -> List.of(sandbox.baseUrl, subscriptionKey, developer.path("productKeys").path("collection").asText(),
          developer.path("productKeys").path("disbursement").asText(), developer.path("apiUserId").asText(), developer.path("apiKey").asText(),
          developer.path("secretKey").asText());
      default -> List.of(sandbox.baseUrl, subscriptionKey, developer.path("secretKey").asText());
    };
    Method sample = GuideExamples.class.getDeclaredMethod(name, arguments.stream().map(a -> String.class).toArray(Class<?>[]::new));
    PrintStream original = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      sample.invoke(null, arguments.toArray());
    } finally {
      System.setOut(original);
    }
    List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
    List<String> patterns = new ArrayList<>();
    guide.path("prints").forEach(p -> patterns.add(p.asText()));
    assertEquals(patterns.size(), lines.size(), String.join("\n", lines));
    for (int i = 0; i < lines.size(); i++) assertTrue(Pattern.compile(patterns.get(i)).matcher(lines.get(i)).find(), lines.get(i) + " !~ " + patterns.get(i));
  }
}
