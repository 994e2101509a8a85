import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfFormat } from '@paydraft/contracts';
import { RenderService } from '../src/render/render.service';
import { localFontLibrary } from './fixtures/local-fonts';
import { sampleEpcInvoice } from './fixtures/payment-code-documents';
import { invoiceIn } from './fixtures/language-documents';
import { sampleEInvoice } from './fixtures/sample-documents';
import { sampleLogo } from './fixtures/sample-logo';
import { sampleReceipt } from './fixtures/sample-receipt';
import { decodeQrCodes, passed, pdfReports, type PdfCheck, type PdfReport } from '../../../infra/validators';

/**
 * The PDFs payments add or change, judged by veraPDF in one JVM: a receipt (with a logo), a paid
 * invoice with its PAID mark, a partly paid one with its rows, as plain PDFs (PDF/UA-1) and the partly
 * paid one as Factur-X (PDF/A-3a and PDF/UA-1, and Mustang). Their payment codes are read off the page.
 * A German and an Arabic invoice, plain and as Factur-X, ride in the same batch (one JVM).
 */
const renderer = new RenderService(localFontLibrary());
const dir = mkdtempSync(join(tmpdir(), 'paydraft-payment-pdfs-'));
const reports = new Map<string, PdfReport>();
const pdfs = new Map<string, Buffer>();

/** sampleEpcInvoice(3) and sampleEInvoice() both total €1,050.11. */
const partlyPaid = { amountPaid: '50.11', balanceDue: '1000.00' };
const paid = { amountPaid: '1050.11', balanceDue: '0.00', paid: true, nothingDue: true };

const fileOf = (name: string) => join(dir, `${name}.pdf`);

const JOBS: Array<{ name: string; checks: PdfCheck[]; render: () => Promise<Buffer> }> = [
  {
    name: 'receipt',
    checks: ['ua1'],
    render: async () => (await renderer.receipt(sampleReceipt({ logo: await sampleLogo() }))).pdf,
  },
  {
    name: 'receipt-paid-in-full',
    checks: ['ua1'],
    render: async () => (await renderer.receipt(sampleReceipt({ amount: '650.11', balanceDue: '0' }))).pdf,
  },
  {
    name: 'paid-invoice',
    checks: ['ua1'],
    render: async () =>
      (await renderer.render(Object.assign(sampleEpcInvoice(3), paid, { logo: await sampleLogo() }))).pdf,
  },
  {
    name: 'partly-paid-invoice',
    checks: ['ua1'],
    render: async () => (await renderer.render(Object.assign(sampleEpcInvoice(3), partlyPaid))).pdf,
  },
  {
    name: 'partly-paid-facturx',
    checks: ['mustang', '3a', 'ua1'],
    render: async () =>
      (await renderer.render(Object.assign(sampleEInvoice(), partlyPaid, { format: PdfFormat.FACTURX }))).pdf,
  },
  {
    name: 'paid-facturx',
    checks: ['3a', 'ua1'],
    render: async () =>
      (await renderer.render(Object.assign(sampleEInvoice(), paid, { format: PdfFormat.FACTURX }))).pdf,
  },
  // The documents' languages (issue 26): /Lang and the structure's language, mirrored Arabic.
  ...(['de-DE', 'ar-SA'] as const).flatMap((language) => [
    {
      name: `invoice-${language}`,
      checks: ['ua1'] as PdfCheck[],
      render: async () => (await renderer.render(invoiceIn(language))).pdf,
    },
    {
      name: `facturx-${language}`,
      checks: ['3a', 'ua1'] as PdfCheck[],
      render: async () =>
        (await renderer.render(Object.assign(sampleEInvoice({ language }), { format: PdfFormat.FACTURX })))
          .pdf,
    },
  ]),
];

beforeAll(async () => {
  const jobs: { check: PdfCheck; file: string }[] = [];
  for (const { name, checks, render } of JOBS) {
    const pdf = await render();
    pdfs.set(name, pdf);
    writeFileSync(fileOf(name), pdf);
    for (const check of checks) jobs.push({ check, file: fileOf(name) });
  }
  const results = await pdfReports(jobs);
  results.forEach((report, index) => reports.set(`${jobs[index].check} ${jobs[index].file}`, report));
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The report, reduced to what a reader of a failure needs: pass, or what the validator said. */
function verdict(check: PdfCheck, name: string): string {
  const report = reports.get(`${check} ${fileOf(name)}`);
  if (!report) return 'not run';
  return passed(report) ? 'pass' : JSON.stringify(report);
}

describe('payment PDFs, judged by veraPDF', () => {
  it.each(JOBS.map(({ name }) => name))('%s is PDF/UA-1', (name) => {
    expect(verdict('ua1', name)).toBe('pass');
  });

  it('a partly paid and a paid invoice as Factur-X are PDF/A-3a', () => {
    expect(verdict('3a', 'partly-paid-facturx')).toBe('pass');
    expect(verdict('3a', 'paid-facturx')).toBe('pass');
  });

  it('a German and an Arabic Factur-X are PDF/A-3a', () => {
    expect(verdict('3a', 'facturx-de-DE')).toBe('pass');
    expect(verdict('3a', 'facturx-ar-SA')).toBe('pass');
  });

  it('a partly paid Factur-X stays a valid Factur-X (Mustang: pdf, xml and overall sections)', () => {
    expect(verdict('mustang', 'partly-paid-facturx')).toBe('pass');
  });

  it('a paid invoice carries no payment code; a partly paid one asks for its balance', () => {
    expect(decodeQrCodes(pdfs.get('paid-invoice')!)).toEqual([]);
    const [code] = decodeQrCodes(pdfs.get('partly-paid-invoice')!);
    expect(code.bytes.toString('utf8').split('\n')[7]).toBe('EUR1000.00');
  });
});
