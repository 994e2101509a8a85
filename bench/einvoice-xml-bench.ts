/**
 * `npm run bench:einvoice`: how long the e-invoice XML takes to write (CII, XRechnung UBL, Peppol
 * UBL) for a 12-line and the corpus's 500-line invoice, and the EN 16931 schematron per document once
 * compiled. Prints figures; asserts nothing.
 */
import { cpus } from 'node:os';
import { ciiXml, EINVOICE_CORPUS, ublXml, type EInvoiceDocument } from '@paydraft/einvoice';
import { ensureSchematron, runSchematron } from '../infra/validators/schematron';
import { ms, timeIt } from './lib/stats';

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
  await ensureSchematron(['en16931-cii', 'en16931-ubl']);
  const xml = ciiXml(documents['12 lines']);
  const ubl = ublXml(documents['12 lines'], 'xrechnung');
  const cii = await timeIt(10, 3, async () => runSchematron('en16931-cii', xml));
  const en16931Ubl = await timeIt(10, 3, async () => runSchematron('en16931-ubl', ubl));
  console.log(`schematron, 12 lines: EN 16931 CII ${ms(cii.median)}, EN 16931 UBL ${ms(en16931Ubl.median)}`);
}

void main();
