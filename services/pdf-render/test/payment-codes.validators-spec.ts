import PDFDocument from 'pdfkit';
import { DocumentType, type RenderDocumentRequest } from '@paydraft/contracts';
import { buildRenderModel } from '../src/render/build-render-model';
import { drawEpcCode, epcPlacement } from '../src/render/payment-codes/epc-qr-code';
import { drawSwissQrBillSlip } from '../src/render/payment-codes/swiss-qr-bill-slip';
import { RenderService } from '../src/render/render.service';
import { Tags } from '../src/render/structure/tags';
import { TextWriter } from '../src/render/text/text-writer';
import { localFontLibrary } from './fixtures/local-fonts';
import {
  sampleEpcInvoice,
  sampleSwissInvoice,
  SWISS_QR_IBAN,
  SWISS_QR_REFERENCE,
} from './fixtures/payment-code-documents';
import { decodeQrCodes, qrbillReferencePayload } from '../../../infra/validators';

const fonts = localFontLibrary();
const renderer = new RenderService(fonts);

const withPayment = (
  request: RenderDocumentRequest,
  payment: Partial<NonNullable<RenderDocumentRequest['payment']>>,
) => {
  request.payment = { ...request.payment!, ...payment };
  return request;
};

const decoded = async (request: RenderDocumentRequest) => decodeQrCodes((await renderer.render(request)).pdf);

const CREDITOR = {
  name: 'Alpenblick Software AG',
  street: 'Bahnhofstrasse 1',
  pcode: '8001',
  city: 'Zürich',
  country: 'CH',
};
const DEBTOR = {
  name: 'Contoso Schweiz GmbH',
  street: 'Marktgasse 5',
  pcode: '3011',
  city: 'Bern',
  country: 'CH',
};

describe('payment codes, decoded from the rendered page (pdftoppm -r 300, zxing-cpp)', () => {
  it('EPC QR: the 12-line EUR invoice carries the EPC069-12 payload, byte for byte', async () => {
    const codes = await decoded(sampleEpcInvoice(12));

    expect(codes.map(({ page, format, ecLevel }) => ({ page, format, ecLevel }))).toEqual([
      { page: 1, format: 'QR Code', ecLevel: 'M' },
    ]);
    expect(codes[0].bytes).toEqual(
      Buffer.from(
        'BCD\n002\n1\nSCT\nCOBADEFFXXX\nNordlicht Design GmbH\nDE89370400440532013000\nEUR9034.36\n\nRF18539007547034',
        'utf8',
      ),
    );
  });

  it('EPC QR: a UTF-8 name and a free-text reference, as unstructured remittance', async () => {
    const request = withPayment(sampleEpcInvoice(3), {
      accountName: 'Müller & Söhne — Ærø ApS',
      reference: 'Rechnung 2026/42',
      bic: '',
    });

    const [code] = await decoded(request);

    expect(code.bytes).toEqual(
      Buffer.from(
        'BCD\n002\n1\nSCT\n\nMüller & Söhne — Ærø ApS\nDE89370400440532013000\nEUR1050.11\n\n\nRechnung 2026/42',
        'utf8',
      ),
    );
  });

  it('Swiss QR-bill on the last page: QR-IBAN and QR reference, as qrbill (PyPI) writes the same bill', async () => {
    const codes = await decoded(sampleSwissInvoice(3));

    expect(codes.map(({ page }) => page)).toEqual([1]);
    expect(codes[0].bytes.toString('utf8')).toBe(
      qrbillReferencePayload({
        account: SWISS_QR_IBAN,
        creditor: CREDITOR,
        debtor: DEBTOR,
        amount: '6377.90',
        currency: 'CHF',
        reference_number: SWISS_QR_REFERENCE,
        additional_information: 'INV-2026-0042',
      }),
    );
  });

  it('Swiss QR-bill on a page of its own when the last page is full', async () => {
    const request = sampleSwissInvoice(12);
    const { pdf, pageCount } = await renderer.render(request);
    const codes = decodeQrCodes(pdf);

    expect(pageCount).toBe(2);
    expect(codes.map(({ page }) => page)).toEqual([2]);
    expect(codes[0].bytes.toString('utf8')).toContain(`\nQRR\n${SWISS_QR_REFERENCE}\n`);
  });

  it('Swiss QR-bill in EUR: IBAN with an RF reference (SCOR), no debtor when the buyer address is incomplete', async () => {
    const request = sampleSwissInvoice(3, {
      iban: 'CH9300762011623852957',
      reference: 'RF18 5390 0754 7034',
    });
    request.currency = 'EUR';
    request.buyer!.city = '';

    const [code] = await decoded(request);

    expect(code.bytes.toString('utf8')).toBe(
      qrbillReferencePayload({
        account: 'CH9300762011623852957',
        creditor: CREDITOR,
        amount: '6377.90',
        currency: 'EUR',
        reference_number: 'RF18539007547034',
        additional_information: 'INV-2026-0042',
      }),
    );
  });

  it('Swiss QR-bill without a reference (NON): the invoice number is the message', async () => {
    const request = sampleSwissInvoice(3, { iban: 'CH9300762011623852957', reference: '' });

    const [code] = await decoded(request);

    expect(code.bytes.toString('utf8')).toBe(
      qrbillReferencePayload({
        account: 'CH9300762011623852957',
        creditor: CREDITOR,
        debtor: DEBTOR,
        amount: '6377.90',
        currency: 'CHF',
        additional_information: 'INV-2026-0042',
      }),
    );
  });

  it('no code at all on an invoice with nothing due, or a quote', async () => {
    const paid = Object.assign(sampleEpcInvoice(3), { nothingDue: true });
    const swissPaid = Object.assign(sampleSwissInvoice(3), { nothingDue: true });
    const quote = Object.assign(sampleEpcInvoice(3), { documentType: DocumentType.QUOTE });

    expect([...(await decoded(paid)), ...(await decoded(swissPaid)), ...(await decoded(quote))]).toEqual([]);
  });

  it('draws both codes into a tagged document as Figures with alternate text, still decodable', async () => {
    const pdf = await taggedDocumentWithBothCodes();
    const text = pdf.toString('latin1');

    expect(decodeQrCodes(pdf).map(({ page }) => page)).toEqual([1, 2]);
    expect(text).toContain('/StructTreeRoot');
    expect(text.match(/\/S \/Figure/g)).toHaveLength(2);
    expect(text).toContain(
      '/Alt (Payment QR code \\(EPC\\): pay EUR 1,050.11 to IBAN DE89 3704 0044 0532 0130 00',
    );
    expect(text).toContain('/Alt (Swiss QR-bill payment part and receipt');
  });
});

/** Each code drawn the way drawDocument does, into `new PDFDocument({ tagged: true })`. */
function taggedDocumentWithBothCodes(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', tagged: true, bufferPages: true, font: '', compress: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  const tags = new Tags(doc);
  const text = new TextWriter(doc, fonts, tags).style('regular', 9);
  const epc = buildRenderModel(sampleEpcInvoice(3));
  const placement = epcPlacement(text, epc, 100, 0);
  drawEpcCode(doc, text, tags, epc.paymentCode, placement, { top: 100, afterPayment: 100 });
  const swiss = buildRenderModel(sampleSwissInvoice(3));
  drawSwissQrBillSlip(doc, fonts, tags, swiss.paymentCode, 10_000);
  tags.end();
  doc.end();
  return done;
}
