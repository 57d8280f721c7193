package com.paymentsplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The README's Java examples are ReadmeExamples' code, verbatim, and they run. */
class ReadmeTest {
  static List<String> blocks(String text, String fence) {
    List<String> found = new ArrayList<>();
    Matcher m = Pattern.compile("```" + fence + "\\n(.*?)```", Pattern.DOTALL).matcher(text);
    while (m.find()) found.add(m.group(1).strip());
    return found;
  }

  static String unindented(String block) {
    return block.lines().map(line -> line.startsWith("  ") ? line.substring(2) : line).reduce((a, b) -> a + "\n" + b).orElse("").strip();
  }

  @Test
  void everyReadmeBlockIsTestedCode() throws Exception {
    String readme = Files.readString(Path.of("README.md"));
    String examples = Files.readString(Path.of("src/test/java/com/paymentsplatform/ReadmeExamples.java"));
    List<String> tested = new ArrayList<>();
    Matcher m = Pattern.compile("// README: [a-z ]+\\n(.*?)\\n\\s*// README: end", Pattern.DOTALL).matcher(examples);
    while (m.find()) tested.add(unindented(m.group(1)));
    // The mobile money section shows the guide's sample (GuidesTest runs it).
    String guides = Files.readString(Path.of("src/test/java/com/paymentsplatform/GuideExamples.java"));
    Matcher guide = Pattern.compile("// GUIDE: mobile-money\\n(.*?)\\n\\s*// GUIDE: end", Pattern.DOTALL).matcher(guides);
    assertTrue(guide.find());
    tested.add(unindented(guide.group(1)));
    List<String> shown = blocks(readme, "java");
    assertEquals(tested.size(), shown.size());
    for (int i = 0; i < shown.size(); i++) assertEquals(tested.get(i), shown.get(i));
  }

  @Test
  @Tag("sandbox")
  void theExamplesRun() throws Exception {
    SandboxServer sandbox = SandboxServer.get();
    JsonNode c = sandbox.credentials;
    PrintStream original = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    try {
      ReadmeExamples.quickStart(sandbox.baseUrl, c.path("developer").path("subscriptionKey").asText(), c.path("developer").path("secretKey").asText());
      ReadmeExamples.appUser(sandbox.baseUrl, c.path("developer").path("subscriptionKey").asText(), c.path("appUser").path("email").asText(), c.path("appUser").path("password").asText());
      byte[] body = "{\"id\":\"evt_1\",\"type\":\"wallet.funded\",\"createdAt\":\"2026-11-24T00:00:00.000Z\",\"data\":{}}".getBytes(StandardCharsets.UTF_8);
      long now = System.currentTimeMillis() / 1000;
      assertEquals(200, ReadmeExamples.handleDelivery(body, Webhook.sign(body, "whsec_test", now), "whsec_test"));
      assertEquals(400, ReadmeExamples.handleDelivery(body, Webhook.sign(body, "whsec_other", now), "whsec_test"));
    } finally {
      System.setOut(original);
    }
    String output = printed.toString(StandardCharsets.UTF_8);
    assertTrue(output.matches("(?s)^pay at http\\S+ for 120\\.00 GHS\ninvoice \\S+ for 91\\.00\n.*"), output);
    assertTrue(output.matches("(?s).*\nplink_\\S+ ACTIVE 0.*"), output);
    assertTrue(output.contains("refused: BAD_REQUEST currency"), output);
    assertTrue(output.matches("(?s).*\nsent \\S+\n.* DEBIT 5(\\.00)?\n.*refused: INSUFFICIENT_FUNDS .*"), output);
    assertTrue(output.contains("verified wallet.funded evt_1"), output);
  }
}
