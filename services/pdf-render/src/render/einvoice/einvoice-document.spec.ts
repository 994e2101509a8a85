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
});
