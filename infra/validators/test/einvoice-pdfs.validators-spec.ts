import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfFormat, type RenderDocumentRequest } from '@paydraft/contracts';
import { EINVOICE_CORPUS, type EInvoiceCorpusEntry } from '@paydraft/einvoice';
import { documentTotals, type Party } from '@paydraft/invoice-core';
import { toRenderRequest } from '../../../gateway/src/pdf/to-render-request';
import { RenderService } from '../../../services/pdf-render/src/render/render.service';
import { localFontLibrary } from '../../../services/pdf-render/test/fixtures/local-fonts';
import { decodeQrCodes, passed, pdfReports, qrbillReferencePayload, type PdfCheck, type PdfReport } from '..';

/**
 * Every corpus document rendered as pdf-render renders it for a user, then judged by the field's
 * checkers in one JVM: the Factur-X PDF by Mustang (its pdf, xml and overall sections), veraPDF
 * PDF/A-3a and PDF/UA-1; the plain PDF by veraPDF PDF/UA-1. The payment codes are read off the page
 * (300 dpi, zxing-cpp) and compared byte for byte with the payload the standards give for the document.
 */
const renderer = new RenderService(localFontLibrary());
const dir = mkdtempSync(join(tmpdir(), 'paydraft-einvoice-pdfs-'));
const reports = new Map<string, PdfReport>();
const pdfs = new Map<string, Buffer>();

const fileOf = (name: string, kind: 'facturx' | 'plain') =>
  join(dir, `${name.replace(/\W+/g, '_')}-${kind}.pdf`);

function renderRequest({ document }: EInvoiceCorpusEntry, format: PdfFormat): RenderDocumentRequest {
  const request = toRenderRequest({ ...document, table_border: false }, { watermark: false });
  request.format = format;
  return request;
}

beforeAll(async () => {
  const jobs: { check: PdfCheck; file: string }[] = [];
  for (const entry of EINVOICE_CORPUS) {
    const facturX = (await renderer.render(renderRequest(entry, PdfFormat.FACTURX))).pdf;
    const plain = (await renderer.render(renderRequest(entry, PdfFormat.UNSPECIFIED))).pdf;
    writeFileSync(fileOf(entry.name, 'facturx'), facturX);
    writeFileSync(fileOf(entry.name, 'plain'), plain);
    pdfs.set(entry.name, plain);
    for (const check of ['mustang', '3a', 'ua1'] as const)
      jobs.push({ check, file: fileOf(entry.name, 'facturx') });
    jobs.push({ check: 'ua1', file: fileOf(entry.name, 'plain') });
  }
  const started = performance.now();
  const results = await pdfReports(jobs);
  console.log(`${jobs.length} PDF checks in one JVM: ${Math.round(performance.now() - started)} ms`);
  results.forEach((report, index) => reports.set(`${jobs[index].check} ${jobs[index].file}`, report));
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The report, reduced to what a reader of a failure needs: pass, or what the validator said. */
function verdict(check: PdfCheck, file: string): string {
  const report = reports.get(`${check} ${file}`);
  if (!report) return 'not run';
  if (passed(report)) return 'pass';
  return JSON.stringify(report);
}

describe.each(EINVOICE_CORPUS)('$name', (entry) => {
  it('is a valid Factur-X (Mustang: pdf, xml and overall sections)', () => {
    expect(verdict('mustang', fileOf(entry.name, 'facturx'))).toBe('pass');
  });

  it('is PDF/A-3a and PDF/UA-1 as Factur-X (veraPDF)', () => {
    expect(verdict('3a', fileOf(entry.name, 'facturx'))).toBe('pass');
    expect(verdict('ua1', fileOf(entry.name, 'facturx'))).toBe('pass');
  });

  it('is PDF/UA-1 as a plain PDF (veraPDF)', () => {
    expect(verdict('ua1', fileOf(entry.name, 'plain'))).toBe('pass');
  });

  it('carries the payment code its currency and IBAN call for, byte for byte', () => {
    const codes = decodeQrCodes(pdfs.get(entry.name)!);
    const expected = expectedPayload(entry);

    expect(codes.map((code) => code.bytes.toString('utf8'))).toEqual(
      expected === undefined ? [] : [expected],
    );
  });
});

/**
 * The payload a bank app must read: EPC069-12 (version 002) for a EUR invoice, the Swiss
 * Implementation Guidelines (as PyPI's qrbill writes them) for a Swiss IBAN; none for a credit note
 * or an invoice with nothing to pay.
 */
function expectedPayload({ document, payable }: EInvoiceCorpusEntry): string | undefined {
  const payment = document.payment;
  if (document.document_type !== 'invoice' || !payable || !payment?.iban) return undefined;
  const total = documentTotals(document).total;
  if (/^(CH|LI)/.test(payment.iban)) return swissPayload(document, total);
  if (document.currency !== 'EUR') return undefined;
  const name = payment.account_name || document.seller?.name || '';
  const rf = /^RF\d\d/.test(payment.reference) ? payment.reference : '';
  const text = rf ? '' : payment.reference || document.document_number;
  return ['BCD', '002', '1', 'SCT', payment.bic, name, payment.iban, `EUR${total}`, '', rf, text]
    .join('\n')
    .replace(/\n+$/, '');
}

function swissPayload(document: EInvoiceCorpusEntry['document'], total: string): string {
  const payment = document.payment!;
  const address = (party: Party | undefined, name: string) => ({
    name,
    street: party?.address_lines[0] ?? '',
    pcode: party?.postal_code ?? '',
    city: party?.city ?? '',
    country: party?.country ?? '',
  });
  return qrbillReferencePayload({
    account: payment.iban,
    creditor: address(document.seller, document.seller?.name || payment.account_name),
    debtor: address(document.buyer, document.buyer?.name ?? ''),
    amount: total,
    currency: document.currency,
    ...(payment.reference ? { reference_number: payment.reference } : {}),
    additional_information: document.document_number,
  });
}
