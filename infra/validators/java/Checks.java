import java.io.FileInputStream;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.io.File;
import java.io.StringWriter;
import java.util.HashMap;
import javax.xml.transform.stream.StreamSource;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.Xslt30Transformer;
import net.sf.saxon.s9api.XsltExecutable;
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
 * check is `mustang` (Factur-X / ZUGFeRD as a whole), a veraPDF flavour (`3a`, `3b`, `ua1`) or
 * `schematron=<xslt>` (a schematron compiled to XSLT, run by the Saxon-HE inside Mustang's jar; each
 * XSLT is compiled once per run). Prints one JSON object per pair on its own line.
 */
public class Checks {
  private static final Pattern PDF_SUMMARY = Pattern.compile("<pdf>.*?<summary status=\"(\\w+)\"", Pattern.DOTALL);
  private static final Pattern XML_SUMMARY = Pattern.compile("<xml>.*?<summary status=\"(\\w+)\"", Pattern.DOTALL);
  private static final Pattern LAST_SUMMARY = Pattern.compile("(?s).*<summary status=\"(\\w+)\"");
  private static final Pattern ERROR = Pattern.compile("<error[^>]*>(.*?)</error>", Pattern.DOTALL);
  private static final Pattern FAILED_ASSERT = Pattern.compile("<svrl:failed-assert\\b([^>]*)>(.*?)</svrl:failed-assert>", Pattern.DOTALL);
  private static final Pattern SVRL_TEXT = Pattern.compile("<svrl:text>(.*?)</svrl:text>", Pattern.DOTALL);
  private static final Processor SAXON = new Processor(false);
  private static final Map<String, XsltExecutable> COMPILED = new HashMap<>();

  public static void main(String[] args) throws Exception {
    VeraGreenfieldFoundryProvider.initialise();
    for (int i = 0; i + 1 < args.length; i += 2) {
      String check = args[i];
      String file = args[i + 1];
      try {
        System.out.println(check.equals("mustang") ? mustang(file)
            : check.startsWith("schematron=") ? schematron(check.substring("schematron=".length()), file)
            : verapdf(check, file));
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

  private static String schematron(String xslt, String file) throws Exception {
    XsltExecutable executable = COMPILED.get(xslt);
    if (executable == null) {
      executable = SAXON.newXsltCompiler().compile(new StreamSource(new File(xslt)));
      COMPILED.put(xslt, executable);
    }
    long started = System.nanoTime();
    StringWriter svrl = new StringWriter();
    // Some rule sets read the document in global variables: it must be the global context item too.
    XdmNode document = SAXON.newDocumentBuilder().build(new File(file));
    Xslt30Transformer transformer = executable.load30();
    transformer.setGlobalContextItem(document);
    transformer.applyTemplates(document, SAXON.newSerializer(svrl));
    StringBuilder asserts = new StringBuilder();
    Matcher assertion = FAILED_ASSERT.matcher(svrl.toString());
    while (assertion.find()) {
      Matcher text = SVRL_TEXT.matcher(assertion.group(2));
      asserts.append(asserts.length() == 0 ? "" : ",")
          .append("{\"id\":").append(json(attribute(assertion.group(1), "id")))
          .append(",\"flag\":").append(json(attribute(assertion.group(1), "flag")))
          .append(",\"text\":").append(json(text.find() ? text.group(1).replaceAll("\\s+", " ").trim() : ""))
          .append("}");
    }
    long ms = (System.nanoTime() - started) / 1_000_000;
    return "{\"check\":\"schematron\",\"file\":" + json(file) + ",\"ms\":" + ms + ",\"failedAsserts\":[" + asserts + "]}";
  }

  private static String attribute(String attributes, String name) {
    Matcher matcher = Pattern.compile("\\b" + name + "=\"([^\"]*)\"").matcher(attributes);
    return matcher.find() ? matcher.group(1) : "";
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
