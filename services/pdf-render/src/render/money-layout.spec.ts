import { pdfInfoPages, pdfText } from '../../test/fixtures/pdf-text';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { sampleInvoice, sampleTwoRateInvoice, TWO_RATES } from '../../test/fixtures/sample-documents';
import { buildRenderModel } from './build-render-model';
import { WORDING } from './document-wording';
import { RenderService } from './render.service';

/** The money model on paper, read back with pdftotext as a reader's tools read it. */
const renderer = new RenderService(localFontLibrary());

/** Collapses the runs of spaces `-layout` puts between columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('RenderService: the money model', () => {
  it('prints units, the discount and tax columns, the tax breakdown, both VAT numbers and the payment block', async () => {
    const request = sampleTwoRateInvoice(3);
    const { pdf } = await renderer.render(request);
    const text = squash(pdfText(pdf));

    for (const expected of [
      'DESCRIPTION QTY RATE DISC. TAX AMOUNT',
      'UX research interviews (5 participants) 2 pcs €157.50 7% €315.00',
      'VAT (19%)',
      'VAT (7%)',
      'TAX BREAKDOWN',
      'VAT no. DE136695976',
      'Reg. no. HRB 123456 B',
      'VAT no. NL004495445B01',
      'Delivery date November 20, 2026',
      'Buyer reference 04011000-12345-03',
      'PAYMENT',
      'IBAN DE89 3704 0044 0532 0130 00',
      'BIC COBADEFFXXX',
      'Account name Nordlicht Design GmbH',
      'Reference RF18 5390 0754 7034',
    ]) {
      expect(text).toContain(expected);
    }
    // `-layout` sets text on a character grid, where the space in '1 h' may not get a cell of its own.
    expect(text).toMatch(/Website redesign — discovery workshop 1 ?h €120\.50 19% €120\.50/);
    expect(text).toMatch(/Design system: tokens and components 3 ?h €194\.50 10% 19% €525\.15/);
    for (const row of buildRenderModel(request).taxBreakdown) {
      expect(text).toContain(`${row.label} ${row.base} ${row.amount}`);
    }
  });

  it('keeps the simple spec document free of the new columns and blocks', async () => {
    const text = squash(pdfText((await renderer.render(sampleInvoice(12))).pdf));

    expect(text).toMatch(/DESCRIPTION QTY RATE AMOUNT/);
    for (const absent of ['DISC.', 'BREAKDOWN', 'PAYMENT', 'VAT', 'Reverse charge', 'Prices include']) {
      expect(text).not.toContain(absent);
    }
  });

  it('prints the reverse-charge and inclusive-price notes before the notes typed', async () => {
    const request = sampleTwoRateInvoice(0, {
      pricesIncludeTax: true,
      taxes: [...TWO_RATES, { id: 'rc', name: 'VAT', rate: '0', category: 'AE', compound: false }],
      items: [
        { description: 'Workshop', qty: '1', price: '119', taxIds: ['vat19'] },
        { description: 'Cloud hosting for a client in Vienna', qty: '1', price: '200', taxIds: ['rc'] },
      ],
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Net amount');
    expect(text).toContain('VAT 0% · Reverse charge');
    const notes = text.slice(text.indexOf('NOTES'));
    expect(notes.indexOf(WORDING.reverseChargeNote)).toBeGreaterThan(0);
    expect(notes.indexOf(WORDING.pricesIncludeTaxNote)).toBeGreaterThan(
      notes.indexOf(WORDING.reverseChargeNote),
    );
    expect(notes.indexOf('Thank you for your business.')).toBeGreaterThan(
      notes.indexOf(WORDING.pricesIncludeTaxNote),
    );
  });

  it('fits a 12-line two-rate invoice with line discounts, both VAT numbers and payment on one page', async () => {
    const request = sampleTwoRateInvoice(12, {
      payment: {
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        accountName: 'Nordlicht Design GmbH',
        reference: 'RF18539007547034',
        instructions: 'Please pay by bank transfer within 14 days, quoting the reference.',
      },
    });
    const { pdf, pageCount } = await renderer.render(request);
    const text = squash(pdfText(pdf));

    expect(pageCount).toBe(1);
    expect(pdfInfoPages(pdf)).toBe(1);
    expect(text).toContain('Project management 4 pcs');
    expect(text).toContain('Total Due');
    expect(text).toContain('Please pay by bank transfer within 14 days');
    expect(text).toContain('Thank you for your business.');
  });
});
