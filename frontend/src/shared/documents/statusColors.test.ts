import { statusColor, statusLabel } from './statusColors';
import { DOCUMENT_STATUSES } from './DocumentStatusSelect';

describe('statusColors', () => {
  it("shows partially_paid as 'Partially paid' in a colour of its own", () => {
    expect(statusLabel('partially_paid')).toBe('Partially paid');
    const others = ['draft', 'sent', 'viewed', 'paid', 'overdue', 'cancelled'].map(statusColor);
    expect(others).not.toContain(statusColor('partially_paid'));
  });

  it('keeps the spec colours and labels of the other statuses', () => {
    expect(statusColor('sent')).toBe('blue');
    expect(statusColor(undefined)).toBe('warning');
    expect(statusLabel('overdue')).toBe('Overdue');
    expect(statusLabel('')).toBe('Draft');
  });

  it('offers partially_paid among the invoice statuses only', () => {
    expect(DOCUMENT_STATUSES.invoice).toContain('partially_paid');
    expect(DOCUMENT_STATUSES.quote).not.toContain('partially_paid');
    expect(DOCUMENT_STATUSES.credit_note).not.toContain('partially_paid');
  });
});
