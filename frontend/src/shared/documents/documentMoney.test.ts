import { documentAmount, invoiceDueDate } from './documentMoney';

describe('documentMoney', () => {
  it("formats the total in the document's currency", () => {
    expect(documentAmount({ document_type: 'invoice', total_amount: '2374.05', currency: 'EUR' })).toBe(
      '€2,374.05',
    );
    expect(documentAmount({ document_type: 'quote', total_amount: '1500', currency: 'JPY' })).toBe('¥1,500');
  });

  it('shows an unknown currency as its raw text instead of failing', () => {
    expect(documentAmount({ document_type: 'invoice', total_amount: '5', currency: 'XXQ' })).toBe('XXQ 5');
  });

  it("gives an invoice's due date in the long format, and none for a quote", () => {
    expect(invoiceDueDate({ document_type: 'invoice', due_or_expiry_date: '2026-12-01' })).toBe(
      'December 1, 2026',
    );
    expect(invoiceDueDate({ document_type: 'quote', due_or_expiry_date: '2026-12-01' })).toBe('');
    expect(invoiceDueDate({ document_type: 'invoice', due_or_expiry_date: '' })).toBe('');
  });
});
