import { ciiXml, EINVOICE_CORPUS, ublXml } from '@paydraft/einvoice';
import { ensureSchematron, failures, runSchematron, type SchematronName } from '../schematron';

/**
 * Every corpus document, written as Factur-X CII, XRechnung UBL and Peppol UBL, judged by the
 * EN 16931 schematron and the profile's own rules (KoSIT XRechnung 3.0.2, OpenPeppol BIS 2026.5).
 * Warnings are advice: only fatal / error asserts fail a document.
 */
const timings: Record<string, number[]> = {};

/**
 * SaxonJS takes 1–3 minutes over the 500-line CII on a loaded 2-core machine (the schematron checks
 * lines against lines); the stage's 300 s default leaves too little room for it.
 */
const DOCUMENT_TIMEOUT_MS = 900_000;

function judge(name: SchematronName, xml: string): string[] {
  const started = performance.now();
  const failed = failures(runSchematron(name, xml));
  (timings[name] ??= []).push(performance.now() - started);
  return failed.map((assert) => `${assert.id}: ${assert.text}`);
}

beforeAll(async () => {
  const started = performance.now();
  await ensureSchematron();
  console.log(
    `schematron ready in ${Math.round(performance.now() - started)} ms (compiles only what is not cached)`,
  );
}, 1_200_000);

afterAll(() => {
  const rows = Object.entries(timings).map(([name, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${name}: median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms over ${times.length}`;
  });
  console.log(`schematron time per document\n${rows.join('\n')}`);
});

describe.each(EINVOICE_CORPUS)('$name', ({ document }) => {
  it(
    'is valid Factur-X / ZUGFeRD CII by EN 16931',
    () => {
      expect(judge('en16931-cii', ciiXml(document))).toEqual([]);
    },
    DOCUMENT_TIMEOUT_MS,
  );

  it(
    'is a valid XRechnung 3.0 UBL (EN 16931 and KoSIT rules)',
    () => {
      const xml = ublXml(document, 'xrechnung');
      expect([...judge('en16931-ubl', xml), ...judge('xrechnung-ubl', xml)]).toEqual([]);
    },
    DOCUMENT_TIMEOUT_MS,
  );

  it(
    'is a valid Peppol BIS Billing 3.0 UBL (EN 16931 and OpenPeppol rules)',
    () => {
      const xml = ublXml(document, 'peppol');
      expect([...judge('en16931-ubl', xml), ...judge('peppol-ubl', xml)]).toEqual([]);
    },
    DOCUMENT_TIMEOUT_MS,
  );
});

describe('a document whose VAT amount was changed by hand', () => {
  const { document } = EINVOICE_CORPUS[0];
  const changeFirst = (xml: string, pattern: RegExp) =>
    xml.replace(
      pattern,
      (_, open: string, amount: string, close: string) => `${open}${(Number(amount) + 5).toFixed(2)}${close}`,
    );

  it('fails the CII schematron at the VAT breakdown (BR-CO-17)', () => {
    const broken = changeFirst(
      ciiXml(document),
      /(<ram:CalculatedAmount>)([\d.]+)(<\/ram:CalculatedAmount>)/,
    );
    expect(judge('en16931-cii', broken).map((failure) => failure.split(':')[0])).toContain('BR-CO-17');
  });

  it('fails the UBL schematron at the VAT breakdown (BR-CO-17)', () => {
    const xml = ublXml(document, 'xrechnung');
    const broken = changeFirst(
      xml,
      /(<cac:TaxSubtotal>\s*<cbc:TaxableAmount[^>]*>[\d.]+<\/cbc:TaxableAmount>\s*<cbc:TaxAmount[^>]*>)([\d.]+)(<)/,
    );
    expect(judge('en16931-ubl', broken).map((failure) => failure.split(':')[0])).toContain('BR-CO-17');
  });
});
