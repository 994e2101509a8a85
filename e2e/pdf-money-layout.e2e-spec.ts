import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appUrl } from './support/app-url';
import { pdfText } from './support/pdf';

/** The money model as a caller of POST /api/pdf sends it, and the PDF read back as a reader's tools read it. */
const TWO_RATE_INVOICE = {
  document_type: 'invoice',
  document_number: 'RE-2026-0107',
  sender_info: '',
  receiver_info: 'Contoso Europe B.V.\nHerengracht 500\n1017 CB Amsterdam',
  issue_date: '2026-11-22',
  due_or_expiry_date: '2026-12-06',
  currency: 'EUR',
  taxes: [
    { id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false },
    { id: 'vat7', name: 'VAT', rate: '7', category: 'S', compound: false },
    { id: 'rc', name: 'VAT', rate: '0', category: 'AE', compound: false },
  ],
  items: [
    {
      description: 'Design workshop',
      qty: '3',
      price: '80',
      unit: 'h',
      tax_ids: ['vat19'],
      discount_percentage: '10',
    },
    { description: 'Printed handbook', qty: '20', price: '10', unit: 'pcs', tax_ids: ['vat7'] },
    { description: 'Hosting for the Vienna office', qty: '1', price: '200', tax_ids: ['rc'] },
  ],
  discount_percentage: '0',
  seller: {
    name: 'Nordlicht Design GmbH',
    address_lines: ['Torstraße 12'],
    postal_code: '10119',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
  },
  buyer: { name: 'Contoso Europe B.V.', country: 'NL', vat_id: 'NL004495445B01' },
  payment: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', reference: 'RF18539007547034' },
  delivery_date: '2026-11-20',
  buyer_reference: '04011000-12345-03',
  notes: '',
};

describe('the money model on the PDF of POST /api/pdf', () => {
  it('prints the line columns, the tax breakdown, both VAT numbers, the payment block and the reverse-charge note on one page', async () => {
    const form = new FormData();
    form.set('document', JSON.stringify(TWO_RATE_INVOICE));
    const response = await fetch(appUrl('/api/pdf'), { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const path = join(mkdtempSync(join(tmpdir(), 'pdf-money-')), 'invoice.pdf');
    writeFileSync(path, Buffer.from(await response.arrayBuffer()));
    const text = pdfText(path).replace(/[ \t]+/g, ' ');

    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
    expect(text).toContain('DESCRIPTION QTY RATE DISC. TAX AMOUNT');
    expect(text).toMatch(/Design workshop 3 ?h €80\.00 10% 19% €216\.00/);
    expect(text).toContain('Printed handbook 20 pcs €10.00 7% €200.00');
    for (const expected of [
      'Nordlicht Design GmbH',
      'VAT no. DE136695976',
      'VAT no. NL004495445B01',
      'Delivery date November 20, 2026',
      'Buyer reference 04011000-12345-03',
      'VAT 19% €216.00 €41.04',
      'VAT 7% €200.00 €14.00',
      'VAT 0% · Reverse charge €200.00 €0.00',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Reference RF18 5390 0754 7034',
      'Reverse charge: the recipient accounts for the VAT.',
      'Total Due €671.04',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
