import { DocumentType } from '@paydraft/contracts';
import { pdfCatalog, pdfStructure, pdfXmp } from '../../../test/fixtures/pdf-inspect';
import { pdfText } from '../../../test/fixtures/pdf-text';
import { localFontLibrary } from '../../../test/fixtures/local-fonts';
import { sampleInvoice, sampleTwoRateInvoice } from '../../../test/fixtures/sample-documents';
import { sampleLogo } from '../../../test/fixtures/sample-logo';
import { WATERMARK_TEXT } from '../layout/page-frame';
import { RenderService } from '../render.service';

/**
 * What a screen reader, a reflowing viewer or an accessibility checker reads: the logical structure
 * (PDF/UA-1), as poppler prints it. Each element is a line, its text a quoted line under it.
 */
const renderer = new RenderService(localFontLibrary());

const structureOf = async (request: Parameters<RenderService['render']>[0]) =>
  pdfStructure((await renderer.render(request)).pdf)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `expected` appear in `lines` in this order (others may come between). */
function inOrder(lines: string[], expected: string[]): string[] {
  let from = 0;
  const missing: string[] = [];
  for (const wanted of expected) {
    const at = lines.indexOf(wanted, from);
    if (at < 0) missing.push(wanted);
    else from = at + 1;
  }
  return missing;
}

describe('the logical structure of a PDF', () => {
  it('reads the one-page invoice in order: title, parties, details, items table, totals, notes', async () => {
    const lines = await structureOf(sampleInvoice(12));

    expect(
      inOrder(lines, [
        'Document',
        'H1 (block)',
        '"INVOICE"',
        '"INV-2026-0042"',
        'Sect',
        'H2 (block)',
        '"FROM"',
        '"Northwind Studio LLC"',
        '"BILL TO"',
        '"Contoso Retail Inc."',
        '"DETAILS"',
        'L (block)',
        'LI (block)',
        'Lbl (block)',
        '"Issue date"',
        'LBody (block)',
        '"November 22, 2026"',
        'Table (block)',
        'TR',
        'TH:',
        '/Scope /Column',
        '"DESCRIPTION"',
        '"AMOUNT"',
        'TD',
        '"Website redesign — discovery workshop"',
        '/Scope /Row',
        '"Subtotal"',
        '"Total Due"',
        '"NOTES"',
        'P (block)',
      ]),
    ).toEqual([]);
    // A header row and one row per item.
    expect(lines.filter((line) => line === 'TR').length).toBeGreaterThanOrEqual(13);
  });

  it('tags the two-rate invoice’s tax breakdown as a table, the payment details as a list, then its EPC code as a figure', async () => {
    const lines = await structureOf(sampleTwoRateInvoice(12));

    expect(
      inOrder(lines, [
        'Table (block)',
        '"TAX BREAKDOWN"',
        '"BASE"',
        'TD',
        '"VAT 19%"',
        'H2 (block)',
        '"PAYMENT"',
        'L (block)',
        '"IBAN"',
        // Beside the EPC code, the rows wrap narrower.
        '"DE89 3704 0044 0532"',
        '"0130 00"',
        'Figure',
        'P (block)',
        '"Scan to pay"',
      ]),
    ).toEqual([]);
  });

  it('leaves page numbers, the watermark and the repeated table header out of the structure', async () => {
    const request = sampleInvoice(60, { watermark: true });
    const { pdf } = await renderer.render(request);
    const structure = pdfStructure(pdf);

    expect(pdfText(pdf)).toContain(WATERMARK_TEXT);
    expect(structure).not.toContain(WATERMARK_TEXT);
    expect(structure).not.toMatch(/"\d+\/\d+"/);
    expect(structure.match(/"DESCRIPTION"/g)).toHaveLength(1);
  });

  it('makes the logo a figure described as the seller’s logo', async () => {
    const { pdf } = await renderer.render(sampleInvoice(3, { logo: await sampleLogo() }));

    expect(pdfStructure(pdf)).toMatch(/^ {2}Figure$/m);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(
      /\/S \/Figure\n\/Alt \(Logo of Northwind Studio LLC\)/,
    );
  });

  it('puts the full descriptions under their own headings, linked from the table', async () => {
    const long = 'A description long enough to need more than the two lines of its cell. '.repeat(4);
    const lines = await structureOf(
      sampleInvoice(2, { items: [{ description: long, qty: '1', price: '5' }] }),
    );

    expect(
      inOrder(lines, [
        'Link (inline)',
        '"See Full Item Descriptions (1)"',
        'Sect',
        '"Full Item Descriptions"',
        'H3 (block)',
        '"(1)  ITEM 1"',
        'P (block)',
      ]),
    ).toEqual([]);
  });

  it('tags a quote’s acceptance line as a paragraph', async () => {
    const request = sampleInvoice(3, {
      documentType: DocumentType.QUOTE,
      acceptance: { signerName: 'Jane Doe', acceptedOn: '2026-11-20' },
    });
    const lines = await structureOf(request);

    expect(lines.some((line) => /^"Accepted by Jane Doe/.test(line))).toBe(true);
  });

  it('declares itself tagged PDF/UA-1 in English, its title shown by viewers', async () => {
    const { pdf } = await renderer.render(sampleInvoice(1, { documentNumber: 'R&D <7>' }));
    const catalog = pdfCatalog(pdf);
    const xmp = pdfXmp(pdf);

    expect(catalog).toContain('/Lang (en)');
    expect(catalog).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(catalog).toMatch(/\/ViewerPreferences \d+ 0 R/);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/DisplayDocTitle true/);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Marked true/);
    expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
    // The title is the document number, escaped in the XMP so the packet stays well-formed.
    expect(xmp).toContain('<rdf:li xml:lang="x-default">R&amp;D &lt;7&gt;</rdf:li>');
    expect(xmp).not.toContain('pdfaid:part');
  });
});
