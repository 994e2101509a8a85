import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ciiXml, EINVOICE_CORPUS, ublXml } from '@paydraft/einvoice';
import { failures, schematronReports, type SchematronName } from '../schematron';

/**
 * Every corpus document, written as Factur-X CII, XRechnung UBL and Peppol UBL, judged by the
 * EN 16931 schematron and the profile's own rules (KoSIT XRechnung 3.0.2, OpenPeppol BIS 2026.5),
 * all in one JVM. Warnings are advice: only fatal / error asserts fail a document.
 */
type Job = { key: string; schematron: SchematronName; file: string };

const dir = mkdtempSync(join(tmpdir(), 'paydraft-schematron-'));
const jobs: Job[] = [];
const verdicts = new Map<string, string[]>();

function judge(key: string, xml: string, ...schematrons: SchematronName[]): void {
  const file = join(dir, `${key.replace(/[^\w-]+/g, '_')}.xml`);
  writeFileSync(file, xml);
  for (const schematron of schematrons) jobs.push({ key, schematron, file });
}

/** A VAT amount raised by 5 by hand, where the breakdown states it. */
const raiseFirst = (xml: string, pattern: RegExp) =>
  xml.replace(
    pattern,
    (_, open: string, amount: string, close: string) => `${open}${(Number(amount) + 5).toFixed(2)}${close}`,
  );

for (const { name, document } of EINVOICE_CORPUS) {
  judge(`${name}/cii`, ciiXml(document), 'en16931-cii');
  judge(`${name}/xrechnung`, ublXml(document, 'xrechnung'), 'en16931-ubl', 'xrechnung-ubl');
  judge(`${name}/peppol`, ublXml(document, 'peppol'), 'en16931-ubl', 'peppol-ubl');
}
const { document: first } = EINVOICE_CORPUS[0];
judge(
  'broken/cii',
  raiseFirst(ciiXml(first), /(<ram:CalculatedAmount>)([\d.]+)(<\/ram:CalculatedAmount>)/),
  'en16931-cii',
);
judge(
  'broken/ubl',
  raiseFirst(
    ublXml(first, 'xrechnung'),
    /(<cac:TaxSubtotal>\s*<cbc:TaxableAmount[^>]*>[\d.]+<\/cbc:TaxableAmount>\s*<cbc:TaxAmount[^>]*>)([\d.]+)(<)/,
  ),
  'en16931-ubl',
);

beforeAll(async () => {
  const started = performance.now();
  const reports = await schematronReports(jobs);
  reports.forEach(({ failedAsserts: asserts }, index) => {
    const { key, schematron } = jobs[index];
    const failed = failures(asserts).map((assert) => `${schematron} ${assert.id}: ${assert.text}`);
    verdicts.set(key, [...(verdicts.get(key) ?? []), ...failed]);
  });
  console.log(`${jobs.length} schematron runs in one JVM: ${Math.round(performance.now() - started)} ms`);
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(EINVOICE_CORPUS)('$name', ({ name }) => {
  it('is valid Factur-X / ZUGFeRD CII by EN 16931', () => {
    expect(verdicts.get(`${name}/cii`)).toEqual([]);
  });

  it('is a valid XRechnung 3.0 UBL (EN 16931 and KoSIT rules)', () => {
    expect(verdicts.get(`${name}/xrechnung`)).toEqual([]);
  });

  it('is a valid Peppol BIS Billing 3.0 UBL (EN 16931 and OpenPeppol rules)', () => {
    expect(verdicts.get(`${name}/peppol`)).toEqual([]);
  });
});

describe('a document whose VAT amount was changed by hand', () => {
  const ruleIds = (key: string) =>
    (verdicts.get(key) ?? []).map((failure) => failure.split(':')[0].split(' ')[1]);

  it('fails the CII schematron at the VAT breakdown (BR-CO-17)', () => {
    expect(ruleIds('broken/cii')).toContain('BR-CO-17');
  });

  it('fails the UBL schematron at the VAT breakdown (BR-CO-17)', () => {
    expect(ruleIds('broken/ubl')).toContain('BR-CO-17');
  });
});
