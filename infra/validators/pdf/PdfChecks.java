import java.io.FileInputStream;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mustangproject.validator.ZUGFeRDValidator;
import org.verapdf.gf.foundry.VeraGreenfieldFoundryProvider;
import org.verapdf.pdfa.Foundries;
import org.verapdf.pdfa.PDFAParser;
import org.verapdf.pdfa.PDFAValidator;
import org.verapdf.pdfa.flavours.PDFAFlavour;
import org.verapdf.pdfa.results.TestAssertion;
import org.verapdf.pdfa.results.ValidationResult;

/**
 * Runs many checks in one JVM (starting one costs seconds): arguments are pairs `check file`, where
 * check is `mustang` (Factur-X / ZUGFeRD as a whole) or a veraPDF flavour (`3a`, `3b`, `ua1`).
 * Prints one JSON object per pair on its own line.
 */
public class PdfChecks {
  private static final Pattern PDF_SUMMARY = Pattern.compile("<pdf>.*?<summary status=\"(\\w+)\"", Pattern.DOTALL);
  private static final Pattern XML_SUMMARY = Pattern.compile("<xml>.*?<summary status=\"(\\w+)\"", Pattern.DOTALL);
  private static final Pattern LAST_SUMMARY = Pattern.compile("(?s).*<summary status=\"(\\w+)\"");
  private static final Pattern ERROR = Pattern.compile("<error[^>]*>(.*?)</error>", Pattern.DOTALL);

  public static void main(String[] args) throws Exception {
    VeraGreenfieldFoundryProvider.initialise();
    for (int i = 0; i + 1 < args.length; i += 2) {
      String check = args[i];
      String file = args[i + 1];
      try {
        System.out.println(check.equals("mustang") ? mustang(file) : verapdf(check, file));
      } catch (Exception e) {
        System.out.println("{\"check\":" + json(check) + ",\"file\":" + json(file) + ",\"error\":" + json(String.valueOf(e)) + "}");
      }
    }
  }

  private static String mustang(String file) {
    ZUGFeRDValidator validator = new ZUGFeRDValidator();
    String report = validator.validate(file);
    StringBuilder errors = new StringBuilder();
    Matcher error = ERROR.matcher(report);
    while (error.find()) errors.append(errors.length() == 0 ? "" : ",").append(json(error.group(1).trim()));
    return "{\"check\":\"mustang\",\"file\":" + json(file)
        + ",\"completelyValid\":" + validator.wasCompletelyValid()
        + ",\"pdf\":" + json(first(PDF_SUMMARY, report))
        + ",\"xml\":" + json(first(XML_SUMMARY, report))
        + ",\"overall\":" + json(first(LAST_SUMMARY, report))
        + ",\"errors\":[" + errors + "]}";
  }

  private static String verapdf(String flavourName, String file) throws Exception {
    PDFAFlavour flavour = PDFAFlavour.fromString(flavourName);
    try (PDFAParser parser = Foundries.defaultInstance().createParser(new FileInputStream(file), flavour);
         PDFAValidator validator = Foundries.defaultInstance().createValidator(flavour, false)) {
      ValidationResult result = validator.validate(parser);
      Map<String, Integer> failed = new TreeMap<>();
      for (TestAssertion assertion : result.getTestAssertions()) {
        if (assertion.getStatus() != TestAssertion.Status.FAILED) continue;
        String rule = assertion.getRuleId().getClause() + "-" + assertion.getRuleId().getTestNumber() + " " + assertion.getMessage();
        failed.merge(rule.length() > 200 ? rule.substring(0, 200) : rule, 1, Integer::sum);
      }
      StringBuilder rules = new StringBuilder();
      failed.forEach((rule, count) -> rules.append(rules.length() == 0 ? "" : ",").append(json(count + "x " + rule)));
      return "{\"check\":" + json(flavourName) + ",\"file\":" + json(file)
          + ",\"compliant\":" + result.isCompliant() + ",\"failedRules\":[" + rules + "]}";
    }
  }

  private static String first(Pattern pattern, String text) {
    Matcher matcher = pattern.matcher(text);
    return matcher.find() ? matcher.group(1) : "";
  }

  private static String json(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }
}
