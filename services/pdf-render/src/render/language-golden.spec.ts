import type { LanguageTag } from '@paydraft/i18n';
import { invoiceIn } from '../../test/fixtures/language-documents';
import { localFontLibrary } from '../../test/fixtures/local-fonts';
import { pdfText, pdfTextInBand } from '../../test/fixtures/pdf-text';
import { PAGE } from './layout/theme';
import { RenderService } from './render.service';

/**
 * The same invoice (12 lines, issued 2026-03-05, 9 034.36 EUR due) in one language per catalogue,
 * rendered by the render service and read back with pdftotext: what a reader copies out of the PDF.
 * The expected words and formats are written out by hand here (CLDR's, as a person would type them:
 * '5. März 2026', '9.034,36 €'; es, it, pt-PT and pl group only from five digits), not computed by the
 * functions the renderer calls.
 */
type Golden = { title: string; dueDate: string; total: string; date: string; amount: string };

const GOLDEN: Record<string, Golden> = {
  'en-US': {
    title: 'INVOICE',
    dueDate: 'Due date',
    total: 'Total Due',
    date: 'March 5, 2026',
    amount: '€9,034.36',
  },
  'de-DE': {
    title: 'RECHNUNG',
    dueDate: 'Fälligkeitsdatum',
    total: 'Gesamtbetrag',
    date: '5. März 2026',
    amount: '9.034,36 €',
  },
  'fr-FR': {
    title: 'FACTURE',
    dueDate: "Date d'échéance",
    total: 'Net à payer',
    date: '5 mars 2026',
    amount: '9 034,36 €',
  },
  'es-ES': {
    title: 'FACTURA',
    dueDate: 'Fecha de vencimiento',
    total: 'Total a pagar',
    date: '5 de marzo de 2026',
    amount: '9034,36 €',
  },
  'it-IT': {
    title: 'FATTURA',
    dueDate: 'Data di scadenza',
    total: 'Totale da pagare',
    date: '5 marzo 2026',
    amount: '9034,36 €',
  },
  'nl-NL': {
    title: 'FACTUUR',
    dueDate: 'Vervaldatum',
    total: 'Totaal te betalen',
    date: '5 maart 2026',
    amount: '€ 9.034,36',
  },
  'pt-BR': {
    title: 'FATURA',
    dueDate: 'Data de vencimento',
    total: 'Total a pagar',
    date: '5 de março de 2026',
    amount: '€ 9.034,36',
  },
  'pt-PT': {
    title: 'FATURA',
    dueDate: 'Data de vencimento',
    total: 'Total a pagar',
    date: '5 de março de 2026',
    amount: '9034,36 €',
  },
  'pl-PL': {
    title: 'FAKTURA',
    dueDate: 'Termin płatności',
    total: 'Do zapłaty',
    date: '5 marca 2026',
    amount: '9034,36 €',
  },
  'sv-SE': {
    title: 'FAKTURA',
    dueDate: 'Förfallodatum',
    total: 'Att betala',
    date: '5 mars 2026',
    amount: '9 034,36 €',
  },
  'ja-JP': {
    title: '請求書',
    dueDate: '支払期限',
    total: 'ご請求金額',
    date: '2026年3月5日',
    amount: '€9,034.36',
  },
  'zh-CN': { title: '发票', dueDate: '到期日', total: '应付总额', date: '2026年3月5日', amount: '€9,034.36' },
  'ar-SA': {
    title: 'فاتورة',
    dueDate: 'تاريخ الاستحقاق',
    total: 'المبلغ المستحق',
    // As pdftotext reads a mirrored line (see RIGHT_TO_LEFT_READ_BACK): '٥ مارس ٢٠٢٦', '٩٬٠٣٤٫٣٦ €'.
    date: '٢٠٢٦ مارس ٥',
    amount: '€ ٩٬٠٣٤٫٣٦',
  },
  'he-IL': {
    title: 'חשבונית',
    dueDate: 'מועד תשלום',
    total: 'סה״כ לתשלום',
    // As pdftotext reads a mirrored line: '5 במרץ 2026', '9,034.36 €'.
    date: '2026 במרץ 5',
    amount: '€ 9,034.36',
  },
};

/** One space for any run of spaces (pdftotext writes a no-break space as a space); no bidi marks. */
const normalise = (text: string) =>
  text.replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu, '').replace(/[\s\u00a0\u202f]+/gu, ' ');

/**
 * pdftotext reads a line left to right and puts each right-to-left word back in reading order, but
 * keeps the words of a mixed line (Arabic words, numbers) in their drawn, left-to-right order, and
 * drops the space beside a number: '٥ مارس ٢٠٢٦' comes back '٢٠٢٦ مارس٥'. A reader copying the line
 * gets exactly that, so a right-to-left document's date and amount are expected in drawn order, and
 * compared without spaces. The labels, each one right-to-left run, come back as written.
 */
const RIGHT_TO_LEFT_READ_BACK = new Set(['ar-SA', 'he-IL']);

describe('golden PDFs: one invoice in every catalogue, read back with pdftotext', () => {
  const renderer = new RenderService(localFontLibrary());

  it.each(Object.keys(GOLDEN))('%s', async (tag) => {
    const { pdf } = await renderer.render(invoiceIn(tag as LanguageTag));
    const comparable = (text: string) =>
      RIGHT_TO_LEFT_READ_BACK.has(tag) ? normalise(text).replace(/ /g, '') : normalise(text);
    const text = comparable(pdfText(pdf));
    for (const [what, expected] of Object.entries(GOLDEN[tag])) {
      expect(`${what}: ${text.includes(comparable(expected)) ? expected : text}`).toBe(
        `${what}: ${expected}`,
      );
    }
  });
});

describe('a right-to-left document', () => {
  const renderer = new RenderService(localFontLibrary());
  const half = PAGE.width / 2;

  it('is mirrored: the description column and the labels on the right, amounts and the total on the left', async () => {
    const { pdf } = await renderer.render(invoiceIn('ar-SA'));
    const right = normalise(pdfTextInBand(pdf, half, half));
    const left = normalise(pdfTextInBand(pdf, 0, half));
    expect(right).toContain('الوصف'); // Description
    expect(right).toContain('Website redesign — discovery workshop');
    expect(right).toContain('من'); // From: the sender's block
    expect(left).toContain('المبلغ المستحق'); // Total Due, with the totals block
    expect(left).toContain('٩٬٠٣٤٫٣٦');
    expect(left).not.toContain('Website redesign');
  });

  it("declares the document's language as the catalog's /Lang and the structure's", async () => {
    const { pdf } = await renderer.render(invoiceIn('he-IL'));
    const langs = pdf.toString('latin1').match(/\/Lang \([^)]*\)/g);
    expect(new Set(langs)).toEqual(new Set(['/Lang (he-IL)']));
  });
});
