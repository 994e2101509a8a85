/** Writes sample PDFs (one per script too) and 80 dpi PNGs of them to /tmp/pdf-shots, to look at the layout. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DocumentType, type RenderDocumentRequest } from '@paydraft/contracts';
import { RenderService } from '../services/pdf-render/src/render/render.service';
import {
  sampleInvoice,
  sampleTwoRateInvoice,
  TWO_RATES,
} from '../services/pdf-render/test/fixtures/sample-documents';
import { localFontLibrary } from '../services/pdf-render/test/fixtures/local-fonts';
import { sampleLogo } from '../services/pdf-render/test/fixtures/sample-logo';
import { SCRIPT_SAMPLES, type ScriptSample } from '../services/pdf-render/test/fixtures/script-samples';

const OUT = '/tmp/pdf-shots';
const LONG_DESCRIPTION =
  'Extended support retainer covering bug fixes, minor feature requests, dependency upgrades, security ' +
  'patches, uptime monitoring with on-call response within four business hours, and a monthly report.';

/** An invoice to a client who writes in `sample`'s script, with an address that mixes scripts. */
function scriptInvoice({ name, description, notes }: ScriptSample): RenderDocumentRequest {
  return sampleInvoice(0, {
    receiverInfo: `${name}\nattn: ${name} (Accounts)\naccounts.receivable@globex-corporation-international.example`,
    items: [
      { description, qty: '2', price: '10.555' },
      { description: `${description} — Phase 2 (${name})`, qty: '1', price: '1200' },
    ],
    notes,
  });
}

const PAYMENT = {
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountName: 'Nordlicht Design GmbH',
  reference: 'RF18539007547034',
};

/** Tax-inclusive prices, a line discount, and one line under reverse charge (category AE). */
function inclusiveWithReverseCharge(): RenderDocumentRequest {
  return sampleTwoRateInvoice(0, {
    pricesIncludeTax: true,
    taxes: [...TWO_RATES, { id: 'rc', name: 'VAT', rate: '0', category: 'AE', compound: false }],
    items: [
      { description: 'Workshop', qty: '1', price: '119', unit: 'day', taxIds: ['vat19'] },
      {
        description: 'Printed handbook',
        qty: '20',
        price: '10.70',
        unit: 'pcs',
        taxIds: ['vat7'],
        discountPercentage: '5',
      },
      { description: 'Cloud hosting for a client in Vienna', qty: '1', price: '200', taxIds: ['rc'] },
    ],
    payment: { iban: PAYMENT.iban, instructions: 'Please pay within 14 days.' },
  });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const renderer = new RenderService(localFontLibrary());
  const logo = await sampleLogo();
  const manyItems = sampleInvoice(40, {
    documentType: DocumentType.QUOTE,
    documentNumber: 'Q-2026-017',
    currency: 'PLN',
    receiverInfo: 'Zażółć Gęślą Sp. z o.o.\nul. Marszałkowska 1\n00-001 Warszawa',
    customColumns: [
      { id: 'a', label: 'Ref' },
      { id: 'b', label: 'Phase' },
      { id: 'c', label: 'Owner' },
    ],
    tableBorder: true,
  });
  manyItems.items[3].description = LONG_DESCRIPTION;
  manyItems.items.forEach((item, index) => (item.cols = { a: `R-${index + 1}`, b: 'Implementation phase' }));
  const documents: Record<string, RenderDocumentRequest> = {
    'one-page': sampleInvoice(12, { logo, watermark: true, customColumns: [{ id: 'h', label: 'Hours' }] }),
    'multi-page': manyItems,
    'two-rate-12': sampleTwoRateInvoice(12, {
      payment: { ...PAYMENT, instructions: 'Please pay within 14 days.' },
    }),
    'inclusive-reverse-charge': inclusiveWithReverseCharge(),
    ...Object.fromEntries(
      SCRIPT_SAMPLES.map((sample) => [`script-${sample.script.toLowerCase()}`, scriptInvoice(sample)]),
    ),
  };
  for (const [name, request] of Object.entries(documents)) {
    const { pdf, pageCount } = await renderer.render(request);
    writeFileSync(`${OUT}/${name}.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '80', `${OUT}/${name}.pdf`, `${OUT}/${name}`]);
    console.log(`${OUT}/${name}.pdf: ${pageCount} page(s), ${(pdf.length / 1024).toFixed(1)} KB`);
  }
}

void main();
