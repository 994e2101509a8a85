import { canRecordPayment } from './payableStatus';

describe('canRecordPayment', () => {
  it('offers a payment for an issued invoice with money still due', () => {
    for (const status of ['sent', 'viewed', 'partially_paid', 'overdue'])
      expect(canRecordPayment({ document_type: 'invoice', status })).toBe(true);
  });

  it('offers none for a draft, a closed or a paid invoice, or a quote', () => {
    for (const status of ['draft', '', 'cancelled', 'paid', 'completed'])
      expect(canRecordPayment({ document_type: 'invoice', status })).toBe(false);
    expect(canRecordPayment({ document_type: 'quote', status: 'sent' })).toBe(false);
  });
});
