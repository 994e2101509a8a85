import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema } from '@paydraft/contracts';
import { occurrenceInvoiceFields } from './recurring-invoice-fields';

const template = create(DocumentFieldsSchema, {
  clientId: 'client-1',
  currency: 'EUR',
  items: [
    { description: 'Retainer :MONTH :YEAR', qty: '1', price: '1000' },
    { description: 'Hosting, :PERIOD', qty: '1', price: '20' },
  ],
  notes: 'Quarter :QUARTER',
});

describe('occurrenceInvoiceFields', () => {
  it('issues the invoice on the occurrence date, due due_days later, placeholders resolved, as a draft', () => {
    const fields = occurrenceInvoiceFields(
      template,
      { startDate: '2026-01-31', frequency: 'monthly', sequence: 2, issueDate: '2026-02-28' },
      30,
    );
    expect(fields).toMatchObject({
      clientId: 'client-1',
      status: 'draft',
      documentNumber: '',
      issueDate: '2026-02-28',
      dueOrExpiryDate: '2026-03-30',
      notes: 'Quarter Q1',
    });
    expect(fields.items.map((item) => item.description)).toEqual([
      'Retainer February 2026',
      'Hosting, 28 Feb – 30 Mar 2026',
    ]);
    // The template itself is left as it was, for the next occurrence.
    expect(template.items[0].description).toBe('Retainer :MONTH :YEAR');
  });

  it("resolves the placeholders in the invoice's language and saves it in that language", () => {
    const fields = occurrenceInvoiceFields(
      template,
      { startDate: '2026-03-01', frequency: 'monthly', sequence: 1, issueDate: '2026-03-01' },
      14,
      'de-DE',
    );
    expect(fields.language).toBe('de-DE');
    expect(fields.items.map((item) => item.description)).toEqual([
      'Retainer März 2026',
      'Hosting, März 2026',
    ]);
  });
});
