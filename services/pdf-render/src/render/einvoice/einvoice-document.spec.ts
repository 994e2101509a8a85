import { DocumentType } from '@paydraft/contracts';
import { sampleEInvoice } from '../../../test/fixtures/sample-documents';
import { einvoiceDocumentOf } from './einvoice-document';

describe('einvoiceDocumentOf', () => {
  it('keeps a line the PDF shows without tax untaxed, never giving it the default taxes', () => {
    const request = sampleEInvoice();
    request.items[0].taxIds = [];

    const document = einvoiceDocumentOf(request);

    expect(document.items[0].tax_ids).toEqual([]);
    expect(document.items[1].tax_ids).toEqual(request.items[1].taxIds);
  });

  it('makes a credit note one that names the invoice it corrects (BT-25, BT-26)', () => {
    const request = sampleEInvoice({
      documentType: DocumentType.CREDIT_NOTE,
      precedingInvoiceNumber: 'INV-0007',
      precedingInvoiceDate: '2026-11-01',
    });

    expect(einvoiceDocumentOf(request)).toMatchObject({
      document_type: 'credit_note',
      preceding_invoice: { number: 'INV-0007', issue_date: '2026-11-01' },
    });
  });

  it("carries a partly paid invoice's payments (BT-113), and none of a credit note", () => {
    expect(einvoiceDocumentOf(sampleEInvoice({ amountPaid: '50.00' }))).toMatchObject({
      paid_amount: '50.00',
    });
    expect(einvoiceDocumentOf(sampleEInvoice())).not.toHaveProperty('paid_amount');
    const credit = sampleEInvoice({
      documentType: DocumentType.CREDIT_NOTE,
      precedingInvoiceNumber: 'INV-0007',
      amountPaid: '50.00',
    });
    expect(einvoiceDocumentOf(credit)).not.toHaveProperty('paid_amount');
  });
});
