import { pdfStructure } from '../../test/fixtures/pdf-inspect';
import { pdfPagesText, pdfText } from '../../test/fixtures/pdf-text';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { sampleEpcInvoice } from '../../test/fixtures/payment-code-documents';
import { sampleInvoice } from '../../test/fixtures/sample-documents';
import { buildRenderModel } from './build-render-model';
import { RenderService } from './render.service';

/** An invoice's payments on paper: the rows under the total, the PAID mark, the payment code's amount. */
const renderer = new RenderService(localFontLibrary());

/** Collapses the runs of spaces `-layout` puts between columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

/** sampleInvoice(3) totals $1,047.91 (5% discount, 8.25% tax). */
const partlyPaid = (itemCount = 3) =>
  sampleInvoice(itemCount, { amountPaid: '400.00', balanceDue: '647.91' });
const paid = () =>
  sampleInvoice(3, { amountPaid: '1047.91', balanceDue: '0.00', paid: true, nothingDue: true });

describe('RenderService: payments on an invoice', () => {
  it("prints 'Paid' (a plain amount, not a deduction) and 'Balance due' under the total", async () => {
    const text = squash(pdfText((await renderer.render(partlyPaid())).pdf));

    expect(text).toContain('Total Due $1,047.91');
    expect(text).toContain('Paid $400.00');
    expect(text).not.toContain('−$400.00');
    expect(text).toContain('Balance due $647.91');
    expect(text.indexOf('Total Due')).toBeLessThan(text.indexOf('Paid $400.00'));
    expect(text.indexOf('Paid $400.00')).toBeLessThan(text.indexOf('Balance due'));
  });

  it('prints neither row, and no mark, on an invoice without payments', async () => {
    const text = pdfText((await renderer.render(sampleInvoice(3))).pdf);

    expect(text).not.toMatch(/Balance due|Paid \$/);
    expect(text).not.toMatch(/\bPAID\b/);
  });

  it('marks a paid invoice PAID at the top of its first page only, its balance 0', async () => {
    const pages = pdfPagesText((await renderer.render({ ...paid(), items: sampleInvoice(30).items })).pdf);

    expect(pages.length).toBeGreaterThan(1);
    const top = pages[0].split('\n').slice(0, 6).join('\n');
    expect(top).toMatch(/\bPAID\b/);
    expect(pages.slice(1).join('\n')).not.toMatch(/\bPAID\b/);
    expect(squash(pages.join('\n'))).toContain('Balance due $0.00');
  });

  it('keeps a partly paid invoice unmarked', async () => {
    expect(pdfText((await renderer.render(partlyPaid())).pdf)).not.toMatch(/\bPAID\b/);
  });

  it('gives the mark to assistive technology as text of the document, after the title', async () => {
    const structure = pdfStructure((await renderer.render(paid())).pdf);

    expect(structure).toContain('"PAID"');
    expect(structure.indexOf('"INV-2026-0042"')).toBeLessThan(structure.indexOf('"PAID"'));
  });

  it('draws no payment code on a paid invoice, even when nothing_due was not set', () => {
    const marked = Object.assign(sampleEpcInvoice(3), { paid: true, amountPaid: '1050.11', balanceDue: '0' });

    expect(buildRenderModel(sampleEpcInvoice(3)).paymentCode).toBeDefined();
    expect(buildRenderModel(marked).paymentCode).toBeUndefined();
  });

  it('asks for the balance, not the total, in the payment code of a partly paid invoice', () => {
    const request = Object.assign(sampleEpcInvoice(3), { amountPaid: '50.11', balanceDue: '1000.00' });
    const code = buildRenderModel(request).paymentCode;

    expect(code?.kind === 'epc' && code.payload.split('\n')[7]).toBe('EUR1000.00');
    expect(code?.alt).toContain('pay EUR 1,000.00');
  });
});
