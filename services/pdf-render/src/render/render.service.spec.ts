import { DocumentType, ErrorCode } from '@paydraft/contracts';
import { sampleInvoice } from '../../test/fixtures/sample-documents';
import {
  pdfInfoPages,
  pdfPagesText,
  pdfRawPagesText,
  pdfText,
  pdfTextInBand,
} from '../../test/fixtures/pdf-text';
import { FULL_DESCRIPTIONS_DESTINATION } from './layout/items-table';
import { WATERMARK_TEXT } from './layout/page-frame';
import { mm, PAGE } from './layout/theme';
import { RenderService } from './render.service';
import { localFontLibrary } from '../../test/fixtures/local-fonts';

const renderer = new RenderService(localFontLibrary());

/** Collapses the runs of spaces `-layout` puts between columns. */
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('RenderService', () => {
  it('prints a 2-item invoice with a custom column, discount and tax', async () => {
    const request = sampleInvoice(0, {
      customColumns: [{ id: 'hours', label: 'Hours' }],
      items: [
        { description: 'Logo design', qty: '2', price: '150.00', cols: { hours: '12h' } },
        { description: 'Brand guidelines', qty: '1', price: '99.99', cols: { hours: '6h' } },
        { description: '', qty: '', price: '' },
      ],
      discountPercentage: '10',
      taxRate: '8',
    });
    const { pdf, pageCount } = await renderer.render(request);
    const text = squash(pdfText(pdf));

    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pageCount).toBe(1);
    for (const expected of [
      'INV-2026-0042',
      'Northwind Studio LLC',
      'Contoso Retail Inc.',
      'Logo design 12h 2 $150.00 $300.00',
      'Brand guidelines 6h 1 $99.99 $99.99',
      'Subtotal $399.99',
      'Discount (10%) −$40.00',
      'Tax (8%) $28.80',
      'Total Due $388.79',
      'Issue date November 22, 2026',
      'Due date December 22, 2026',
      'PO number PO-88231',
      'Payment terms Net 30',
      '1/1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a quote with Quote Total and Valid until', async () => {
    const request = sampleInvoice(2, {
      documentType: DocumentType.QUOTE,
      documentNumber: '',
      dueOrExpiryDate: '2027-01-05',
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('QUOTE');
    expect(text).toContain('Valid until January 5, 2027');
    expect(text).toContain('Quote Total');
    expect(text).not.toContain('Total Due');
    expect(text).not.toContain('Due date');
  });

  it('leaves out Discount and Tax at 0 and shows the title INVOICE without a number', async () => {
    const request = sampleInvoice(1, { documentNumber: '', discountPercentage: '0', taxRate: '' });
    const text = pdfText((await renderer.render(request)).pdf);

    expect(text).toContain('INVOICE');
    expect(text).toContain('Subtotal');
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Tax');
    expect(text).not.toContain('Rounding');
  });

  it('labels a discount above 100% with the 100% that was applied', async () => {
    const request = sampleInvoice(1, { discountPercentage: '150', taxRate: '0' });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Discount (100%)');
    expect(text).toContain('Total Due $0.00');
  });

  it('shows a cash Rounding row for CHF', async () => {
    const request = sampleInvoice(0, {
      currency: 'CHF',
      items: [{ description: 'Consulting', qty: '2', price: '10.03' }],
      discountPercentage: '10',
      taxRate: '8',
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Rounding +CHF 0.01');
    expect(text).toContain('Total Due CHF 19.50');
  });

  it('spreads 300 items over numbered pages, repeating the header row', async () => {
    const { pdf, pageCount } = await renderer.render(sampleInvoice(300));
    const pages = pdfPagesText(pdf);

    expect(pageCount).toBeGreaterThan(5);
    expect(pdfInfoPages(pdf)).toBe(pageCount);
    expect(pages).toHaveLength(pageCount);
    pages.forEach((page, index) => {
      expect(page).toContain(`${index + 1}/${pageCount}`);
      if (index < pageCount - 1) expect(page).toMatch(/DESCRIPTION\s+QTY\s+RATE\s+AMOUNT/);
    });
    expect(pages[pageCount - 1]).toContain('Total Due');
  });

  it('truncates a long description and lists it in full on a Full Item Descriptions page', async () => {
    const long = `Monthly retainer: ${'maintenance, security updates and support requests handled within one business day; '.repeat(4)}END-OF-TEXT`;
    const request = sampleInvoice(0, { items: [{ description: long, qty: '1', price: '900' }] });
    const { pdf, pageCount } = await renderer.render(request);
    const pages = pdfPagesText(pdf);

    expect(pageCount).toBe(2);
    expect(pages[0]).toContain('…');
    expect(pages[0]).toContain('See Full Item Descriptions (1)');
    expect(pages[0]).not.toContain('END-OF-TEXT');
    expect(pages[1]).toContain('Full Item Descriptions');
    expect(squash(pages[1].replace(/\n\s*/g, ' '))).toContain(long.replace(/\s+/g, ' ').trim());
    expect(pages[1]).toContain('2/2');
    // The reference is a link to a named destination on that page.
    expect(pdf.includes('/Subtype /Link')).toBe(true);
    expect(pdf.includes(FULL_DESCRIPTIONS_DESTINATION)).toBe(true);
  });

  it.each([
    ['PLN', 'Zażółć gęślą jaźń Sp. z o.o.', 'zł 1,234.50'],
    ['INR', 'Ελληνικά Εταιρεία', '₹1,234.50'],
    ['KRW', 'Русский Дом ООО', '₩1,235'],
    ['JPY', 'Ελληνικά / Русский', '¥1,235'],
    ['CHF', 'Zürich Uhren AG', 'CHF 1,234.50'],
  ])('prints %s amounts and names in Latin, Greek and Cyrillic', async (currency, name, amount) => {
    const request = sampleInvoice(0, {
      currency,
      receiverInfo: name,
      items: [{ description: `${name} — услуги`, qty: '1', price: '1234.50' }],
      discountPercentage: '0',
      taxRate: '0',
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain(name);
    expect(text).toContain('услуги');
    expect(text).toContain(`Total Due ${amount}`);
  });

  it('prints each rate with the precision entered, so every line checks out', async () => {
    const request = sampleInvoice(0, {
      items: [
        { description: 'Hours', qty: '2.5', price: '10.555' },
        { description: 'Units', qty: '3', price: '33.3330' },
      ],
      discountPercentage: '0',
      taxRate: '0',
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Hours 2.5 $10.555 $26.39');
    expect(text).toContain('Units 3 $33.333 $100.00');
  });

  it('leaves out a row that holds only its default quantity', async () => {
    const request = sampleInvoice(0, {
      items: [
        { description: 'Design', qty: '1', price: '50' },
        { description: '', qty: '1', price: '' },
      ],
    });
    const text = squash(pdfText((await renderer.render(request)).pdf));

    expect(text).toContain('Design 1 $50.00 $50.00');
    expect(text).not.toContain('$0.00 $0.00');
  });

  it('wraps a long email address in a party block instead of cutting it', async () => {
    const email = 'accounts.receivable@globex-corporation-international.example';
    const request = sampleInvoice(1, { receiverInfo: `Globex\n${email}` });
    const { pdf } = await renderer.render(request);
    // The receiver column alone: pdftotext would interleave it with the columns beside it.
    const receiverColumn = pdfTextInBand(pdf, PAGE.margin + mm(54), mm(47));

    expect(pdfText(pdf)).not.toContain('…');
    expect(receiverColumn.replace(/\s+/g, '')).toContain(email);
  });

  it('adds the footer watermark only when asked', async () => {
    const marked = pdfText((await renderer.render(sampleInvoice(2, { watermark: true }))).pdf);
    const clean = pdfText((await renderer.render(sampleInvoice(2, { watermark: false }))).pdf);

    expect(marked).toContain(WATERMARK_TEXT);
    expect(clean).not.toContain('Paydraft');
  });

  it("marks every page of a preview with 'PREVIEW' in the document's language, and only a preview", async () => {
    // Diagonal text comes out of pdftotext a letter a line, in drawing order: read without line breaks.
    const marks = (pdf: Uint8Array) => pdfRawPagesText(pdf).map((page) => page.replace(/\s+/g, ''));
    const preview = await renderer.render(sampleInvoice(40, { previewMark: true }));
    const german = await renderer.render(sampleInvoice(2, { previewMark: true, language: 'de-DE' }));
    const download = await renderer.render(sampleInvoice(2));

    expect(preview.pageCount).toBeGreaterThan(1);
    for (const page of marks(preview.pdf)) expect(page).toContain('PREVIEW');
    expect(marks(german.pdf)[0]).toContain('VORSCHAU');
    expect(marks(download.pdf)[0]).not.toContain('PREVIEW');
  });

  it('shows at most 2 custom columns, notes the hidden ones and cuts long cell text', async () => {
    const request = sampleInvoice(0, {
      customColumns: [
        { id: 'a', label: 'Ref' },
        { id: 'b', label: 'Phase' },
        { id: 'c', label: 'Owner' },
      ],
      items: [
        {
          description: 'Sprint 1',
          qty: '1',
          price: '10',
          cols: { a: 'R-1', b: 'Discovery and stakeholder alignment phase', c: 'SECRET-OWNER' },
        },
      ],
    });
    const text = pdfText((await renderer.render(request)).pdf);

    expect(text).toMatch(/REF\s+PHASE/);
    expect(text).not.toContain('OWNER');
    expect(text).not.toContain('SECRET-OWNER');
    expect(text).toContain('1 more custom column is hidden');
    expect(text).toMatch(/Discover\S*…/);
    expect(text).not.toContain('alignment');
  });

  it('draws the optional table border as cell rectangles', async () => {
    const withBorder = await renderer.render(sampleInvoice(3, { tableBorder: true }));
    const without = await renderer.render(sampleInvoice(3, { tableBorder: false }));

    expect(pdfText(withBorder.pdf)).toContain('Total Due');
    expect(withBorder.pdf.equals(without.pdf)).toBe(false);
  });

  it('rejects an unknown currency and an unspecified type with INVALID_ARGUMENT', () => {
    expect(() => renderer.render(sampleInvoice(1, { currency: 'XXQ' }))).toThrow(
      expect.objectContaining({
        code: ErrorCode.INVALID_ARGUMENT,
        reason: 'pdf.invalid_document',
        message: "Unknown currency: 'XXQ'",
      }),
    );
    expect(() => renderer.render(sampleInvoice(1, { documentType: DocumentType.UNSPECIFIED }))).toThrow(
      expect.objectContaining({ code: ErrorCode.INVALID_ARGUMENT }),
    );
  });
});
