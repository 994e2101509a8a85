import type { RenderDocumentRequest, RenderReceiptRequest } from '@paydraft/contracts';
import {
  sampleInvoice,
  sampleTwoRateInvoice,
} from '../../services/pdf-render/test/fixtures/sample-documents';
import {
  sampleEpcInvoice,
  sampleSwissInvoice,
} from '../../services/pdf-render/test/fixtures/payment-code-documents';
import { sampleLogo } from '../../services/pdf-render/test/fixtures/sample-logo';
import { sampleReceipt } from '../../services/pdf-render/test/fixtures/sample-receipt';
import { SCRIPT_SAMPLES, type ScriptSample } from '../../services/pdf-render/test/fixtures/script-samples';

export type BenchDocuments = {
  onePage: RenderDocumentRequest;
  /** The money model's page: 12 lines at 19% and 7% VAT, line discounts, VAT numbers, payment block, breakdown. */
  twoRates: RenderDocumentRequest;
  /** The same page with its EPC QR code (the two-rate page is marked paid, so it carries none). */
  withEpcQr: RenderDocumentRequest;
  /** A 12-line CHF invoice with a Swiss QR-bill (the slip takes a second page). */
  withQrBill: RenderDocumentRequest;
  /** The one-page invoice with a client, a description and notes in each script, then all at once. */
  scripts: Array<{ label: string; request: RenderDocumentRequest }>;
  onePageWithLogo: RenderDocumentRequest;
  /** The 12-item invoice paid in full: its 'Paid' and 'Balance due' rows and its PAID mark. */
  paidOnePage: RenderDocumentRequest;
  /** A payment's one-page receipt, with the logo. */
  receipt: RenderReceiptRequest;
  manyItems: RenderDocumentRequest;
  logo: Buffer;
};

/** The issue's cases: a 12-item one-page invoice (with and without logo, and with two VAT rates) and 300 items. */
export async function benchDocuments(): Promise<BenchDocuments> {
  const logo = await sampleLogo();
  return {
    onePage: sampleInvoice(12),
    // nothing_due (pdf.v1 field 29): the money model's page as it was, without a payment code.
    twoRates: Object.assign(sampleTwoRateInvoice(12), { nothingDue: true }),
    withEpcQr: sampleEpcInvoice(12),
    withQrBill: sampleSwissInvoice(12),
    scripts: [
      ...SCRIPT_SAMPLES.map((sample) => ({ label: sample.script, request: inScripts([sample]) })),
      { label: 'all seven scripts', request: inScripts(SCRIPT_SAMPLES) },
    ],
    onePageWithLogo: sampleInvoice(12, { logo }),
    paidOnePage: sampleInvoice(12, {
      amountPaid: '8921.15',
      balanceDue: '0.00',
      paid: true,
      nothingDue: true,
    }),
    receipt: sampleReceipt({ logo }),
    manyItems: sampleInvoice(300),
    logo: logo.data,
  };
}

/** The 12-item invoice whose client, first descriptions and notes are written in the given scripts. */
function inScripts(samples: ScriptSample[]): RenderDocumentRequest {
  const request = sampleInvoice(12, {
    receiverInfo: samples.map((sample) => sample.name).join('\n'),
    notes: samples.map((sample) => sample.notes).join(' '),
  });
  samples.forEach((sample, index) => (request.items[index].description = sample.description));
  return request;
}

/** The same document as the builder posts it to the gateway (`document` field of POST /api/pdf). */
export function toBuilderJson(request: RenderDocumentRequest): string {
  return JSON.stringify({
    document_type: 'invoice',
    document_number: request.documentNumber,
    sender_info: request.senderInfo,
    receiver_info: request.receiverInfo,
    issue_date: request.issueDate,
    due_or_expiry_date: request.dueOrExpiryDate,
    po_number: request.poNumber,
    payment_terms: request.paymentTerms,
    currency: request.currency,
    items: request.items.map(({ description, qty, price }) => ({ description, qty, price })),
    discount_percentage: request.discountPercentage,
    tax_rate: request.taxRate,
    notes: request.notes,
  });
}
