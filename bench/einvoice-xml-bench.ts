/**
 * `npm run bench:einvoice`: how long the e-invoice XML takes to write (CII, XRechnung UBL, Peppol
 * UBL) for a 12-line and the corpus's 500-line invoice, and the EN 16931 schematron per document once
 * compiled. Prints figures; asserts nothing.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ciiXml, EINVOICE_CORPUS, ublXml, type EInvoiceDocument } from '@paydraft/einvoice';
import { schematronReports, type SchematronName } from '../infra/validators/schematron';
import { ms, timeIt } from './lib/stats';

const RUNS = 10;

function corpusDocument(name: string): EInvoiceDocument {
  const entry = EINVOICE_CORPUS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no corpus document ${name}`);
  return entry.document;
}

/** The two-rate corpus invoice grown to 12 lines, the size the PDF bench uses. */
function twelveLines(): EInvoiceDocument {
  const base = corpusDocument('two rates');
  return { ...base, items: Array.from({ length: 12 }, (_, index) => base.items[index % base.items.length]) };
}

async function main(): Promise<void> {
  const documents = { '12 lines': twelveLines(), '500 lines': corpusDocument('500 lines') };
  console.log(`e-invoice XML on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`);
  for (const [label, document] of Object.entries(documents)) {
    const iterations = label === '12 lines' ? 500 : 30;
    const cii = await timeIt(iterations, 20, async () => ciiXml(document));
    const xrechnung = await timeIt(iterations, 20, async () => ublXml(document, 'xrechnung'));
    const peppol = await timeIt(iterations, 20, async () => ublXml(document, 'peppol'));
    console.log(
      `${label}: CII ${ms(cii.median)} (p95 ${ms(cii.p95)}), XRechnung ${ms(xrechnung.median)}, Peppol ${ms(peppol.median)}`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'paydraft-bench-'));
  writeFileSync(join(dir, 'cii.xml'), ciiXml(documents['12 lines']));
  writeFileSync(join(dir, 'ubl.xml'), ublXml(documents['12 lines'], 'xrechnung'));
  const medians = await schematronMedians([
    ['en16931-cii', join(dir, 'cii.xml')],
    ['en16931-ubl', join(dir, 'ubl.xml')],
    ['xrechnung-ubl', join(dir, 'ubl.xml')],
  ]);
  console.log(
    `schematron per document once compiled (Saxon-HE, 12 lines, median of ${RUNS}): ${medians.join(', ')}`,
  );
}

/** Each schematron run RUNS times over its file in one JVM; the first run of each also compiles it, so is left out. */
async function schematronMedians(jobs: [SchematronName, string][]): Promise<string[]> {
  const batch = jobs.flatMap(([schematron, file]) =>
    Array.from({ length: RUNS + 1 }, () => ({ schematron, file })),
  );
  const reports = await schematronReports(batch);
  return jobs.map(([schematron], index) => {
    const times = reports
      .slice(index * (RUNS + 1) + 1, (index + 1) * (RUNS + 1))
      .map((report) => report.ms)
      .sort((a, b) => a - b);
    return `${schematron} ${ms(times[Math.floor(times.length / 2)])}`;
  });
}

void main();
