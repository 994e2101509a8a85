import { formatMoney } from '@paydraft/invoice-core';
import { pdfText, pdfTextInBand } from '../../test/fixtures/pdf-text';
import { sampleInvoice } from '../../test/fixtures/sample-documents';
import { SCRIPT_SAMPLES } from '../../test/fixtures/script-samples';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { tableColumns } from './layout/table-columns';
import { PAGE } from './layout/theme';
import { RenderService } from './render.service';

/**
 * Copy, search and accounting tools read a PDF's text, not its pictures. Every string is rendered into
 * every block, document after document in one process (the lost-letter defect only showed across
 * documents), and read back with pdftotext.
 */
const renderer = new RenderService(localFontLibrary());

const printable = (from: number, to: number, skip: number[] = []) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)
    .filter((code) => !skip.includes(code))
    .map((code) => String.fromCodePoint(code))
    .join('');

// Latin-1 first: its composite glyphs (É = E + accent) once emptied the code points of E and O for
// every document after it. The soft hyphen is invisible by definition and left out.
const STRINGS: Array<[string, string]> = [
  ['Latin-1', printable(0xa1, 0xff, [0xad])],
  ['ASCII', printable(0x21, 0x7e)],
  ['IBAN', 'DE89 3704 0044 0532 0130 00'],
  ['PO', 'PO-7781'],
  ['email', 'accounts.receivable@globex-corporation.example'],
  ['name', 'Zoë Ørsted'],
  ['alphabet', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  ...SCRIPT_SAMPLES.flatMap(({ script, name, description }): Array<[string, string]> => [
    [`${script} name`, name],
    [`${script} description`, description],
  ]),
];

/** Whitespace and the direction marks pdftotext adds around right-to-left words carry no text. */
const normalise = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');

const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

/** Custom cells are cut to one line, so a string goes through them a few graphemes per row. */
function inCustomColumn(text: string) {
  const chunks: string[] = [];
  const all = graphemes(text.replace(/\s+/g, ''));
  for (let index = 0; index < all.length; index += 3) chunks.push(all.slice(index, index + 3).join(''));
  return {
    chunks,
    request: sampleInvoice(0, {
      customColumns: [{ id: 'ref', label: 'Ref' }],
      items: chunks.map((chunk) => ({
        description: 'Item',
        qty: '1',
        price: '1',
        cols: { ref: chunk },
      })),
    }),
  };
}

/**
 * A document whose header holds only the block under test: pdftotext reads side-by-side columns line
 * by line, which would interleave a wrapped string with its neighbours.
 */
const alone = (overrides: Parameters<typeof sampleInvoice>[1]) =>
  sampleInvoice(1, {
    senderInfo: '',
    receiverInfo: '',
    issueDate: '',
    dueOrExpiryDate: '',
    poNumber: '',
    paymentTerms: '',
    notes: '',
    ...overrides,
  });

type Place = (text: string) => ReturnType<typeof sampleInvoice>;
type Read = (pdf: Uint8Array) => string;

const [DESCRIPTION] = tableColumns(PAGE.margin, []);

/**
 * A wrapped description shares its lines with the figures beside it, so it is read from its own column;
 * one cut in the table is read in full from the 'Full Item Descriptions' page.
 */
const readDescription: Read = (pdf) =>
  `${pdfTextInBand(pdf, DESCRIPTION.x, DESCRIPTION.width)}\n${pdfText(pdf)}`;

const BLOCKS: Array<[string, Place, Read]> = [
  ['sender', (text) => alone({ senderInfo: text }), pdfText],
  ['sender address', (text) => alone({ senderInfo: `Northwind Studio\n${text}` }), pdfText],
  ['receiver', (text) => alone({ receiverInfo: `Client\n${text}` }), pdfText],
  ['title', (text) => alone({ documentNumber: text }), pdfText],
  ['PO number', (text) => alone({ poNumber: text }), pdfText],
  ['payment terms', (text) => alone({ paymentTerms: text }), pdfText],
  ['items', (text) => alone({ items: [{ description: text, qty: '2', price: '3' }] }), readDescription],
  ['notes', (text) => alone({ notes: text }), pdfText],
];

describe('text read back from the PDF', () => {
  it.each(BLOCKS)('keeps every character of every string in the %s block', async (_, place, read) => {
    for (const [label, text] of STRINGS) {
      const extracted = normalise(read((await renderer.render(place(text))).pdf));
      expect({ label, found: extracted.includes(normalise(text)) }).toEqual({ label, found: true });
    }
  });

  it('keeps every character of every string in a custom column', async () => {
    for (const [label, text] of STRINGS) {
      const { chunks, request } = inCustomColumn(text);
      const extracted = normalise(pdfText((await renderer.render(request)).pdf));
      const missing = chunks.filter((chunk) => !extracted.includes(normalise(chunk)));
      expect({ label, missing }).toEqual({ label, missing: [] });
    }
  });

  it('keeps the letters of an Arabic lam-alef ligature in the order typed', async () => {
    // 'الاختبار': the lam and the alef after it are drawn as one glyph.
    const name = 'شركة الاختبار';
    const request = alone({ receiverInfo: `${name}\nشارع الاستقلال` });
    const extracted = normalise(pdfText((await renderer.render(request)).pdf));

    expect(extracted).toContain(normalise(name));
    expect(extracted).toContain(normalise('شارع الاستقلال'));
  });

  it.each(['EUR', 'GBP', 'JPY', 'INR', 'ILS', 'THB', 'KRW', 'CNY', 'PLN', 'CHF'])(
    'keeps the %s amounts of the totals',
    async (currency) => {
      const request = sampleInvoice(0, {
        currency,
        items: [{ description: 'Work', qty: '3', price: '1234.567' }],
        discountPercentage: '10',
        taxRate: '7.5',
      });
      const extracted = normalise(pdfText((await renderer.render(request)).pdf));
      const printedRate = normalise(formatMoney('1234.567', currency, 'en-US', 3));

      expect(extracted).toContain(printedRate);
      expect(extracted).toMatch(/Subtotal\D?\D*\d/u);
      expect(extracted).toContain('TotalDue');
    },
  );
});
