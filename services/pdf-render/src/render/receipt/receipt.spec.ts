import { execFileSync } from 'node:child_process';
import { ErrorCode } from '@paydraft/contracts';
import { pdfStructure } from '../../../test/fixtures/pdf-inspect';
import { pdfInfoPages, pdfText, withPdfFile } from '../../../test/fixtures/pdf-text';
import { localFontLibrary } from '../../../test/fixtures/local-fonts';
import { sampleLogo } from '../../../test/fixtures/sample-logo';
import { sampleReceipt } from '../../../test/fixtures/sample-receipt';
import { RenderService } from '../render.service';

/** A payment's receipt, read back with pdftotext as the client's tools read it. */
const renderer = new RenderService(localFontLibrary());

/** The title viewers show, as `pdfinfo` reads it. */
const pdfTitle = (pdf: Uint8Array) =>
  /^Title:\s+(.*)$/m.exec(
    withPdfFile(pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' })),
  )?.[1];

const squash = (text: string) => text.replace(/[ \t]+/g, ' ');
const receiptText = async (request: ReturnType<typeof sampleReceipt>) =>
  squash(pdfText((await renderer.receipt(request)).pdf));

describe('RenderService: a receipt', () => {
  it('prints one page: the title, the parties, the payment and what is left', async () => {
    const { pdf, pageCount } = await renderer.receipt(sampleReceipt());
    const text = squash(pdfText(pdf));

    expect(pageCount).toBe(1);
    expect(pdfInfoPages(pdf)).toBe(1);
    for (const expected of [
      'RECEIPT',
      'Receipt no. INV-0007-1',
      'Nordlicht Design GmbH',
      'Torstraße 12',
      'VAT no. DE136695976',
      'RECEIVED FROM',
      'Contoso Europe B.V.',
      'VAT no. NL004495445B01',
      'Payment for invoice INV-0007 of November 20, 2026',
      'Payment date November 26, 2026',
      'Method Bank transfer',
      'Reference SEPA 2026-11-26 / 88231',
      'Invoice total €1,050.11',
      'Amount received €400.00',
      'Balance due €650.11',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Paid in full');
  });

  it("says 'Paid in full' instead of a balance once nothing is left", async () => {
    const text = await receiptText(sampleReceipt({ amount: '650.11', balanceDue: '0.00' }));

    expect(text).toContain('Amount received €650.11');
    expect(text).toContain('Paid in full');
    expect(text).not.toContain('Balance due');
  });

  it('names each method as people say it', async () => {
    const labels: Array<[string, string]> = [
      ['card', 'Card'],
      ['cash', 'Cash'],
      ['cheque', 'Cheque'],
      ['paypal', 'PayPal'],
      ['other', 'Other'],
    ];
    for (const [method, label] of labels) {
      expect(await receiptText(sampleReceipt({ method, reference: '' }))).toContain(`Method ${label}`);
    }
  });

  it('prints the free-text parties of an invoice without structured ones, in its currency', async () => {
    const text = await receiptText(
      sampleReceipt({
        seller: undefined,
        buyer: undefined,
        currency: 'JPY',
        invoiceTotal: '120000',
        amount: '20000',
        balanceDue: '100000',
      }),
    );

    expect(text).toContain('Nordlicht Design GmbH');
    expect(text).toContain('1017 CB Amsterdam');
    expect(text).not.toContain('VAT no.');
    expect(text).toContain('Amount received ¥20,000');
    expect(text).toContain('Balance due ¥100,000');
  });

  it('is tagged: its title a heading, the logo a figure described by whose it is', async () => {
    const { pdf } = await renderer.receipt(sampleReceipt({ logo: await sampleLogo() }));
    const structure = pdfStructure(pdf);

    expect(structure).toMatch(/H1[^\n]*\n\s*"RECEIPT"/);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(
      /\/S \/Figure\n\/Alt \(Logo of Nordlicht Design GmbH\)/,
    );
    expect(pdfTitle(pdf)).toBe('Receipt INV-0007-1');
  });

  it('refuses a receipt it cannot print truthfully, with pdf.invalid_document', () => {
    for (const [field, value] of [
      ['currency', 'NOPE'],
      ['amount', '0'],
      ['amount', 'ten'],
      ['balanceDue', ''],
      ['method', 'barter'],
    ] as const) {
      expect(() => renderer.receipt(sampleReceipt({ [field]: value }))).toThrow(
        expect.objectContaining({ code: ErrorCode.INVALID_ARGUMENT, reason: 'pdf.invalid_document' }),
      );
    }
  });
});
