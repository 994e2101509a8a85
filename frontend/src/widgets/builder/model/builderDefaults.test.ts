import dayjs from 'dayjs';
import { defaultsFromPreferences, PUBLIC_DEFAULTS } from './builderDefaults';
import { builderReducer, newBuilderState } from './builderState';

const today = dayjs('2026-05-10');

describe('builder defaults from form preferences', () => {
  const defaults = defaultsFromPreferences({
    business_name: 'Acme Ltd',
    business_address: '1 High St',
    business_email: 'hi@acme.test',
    default_currency: 'EUR',
    tax_rate: 8.25,
    invoice_prefix: 'AC',
    next_invoice_number: 42,
    invoice_terms: 'Net 14',
    invoice_notes: 'Bank: 1234',
    invoice_validity_days: 14,
    quote_notes: 'Valid for a month',
    quote_validity_days: 10,
    custom_fields: [{ id: 3, name: 'SKU' }],
  });

  it('starts a new invoice with the business, its numbering, terms, notes, currency, tax and fields', () => {
    expect(newBuilderState({ defaults, today })).toMatchObject({
      senderInfo: 'Acme Ltd\n1 High St\nhi@acme.test',
      documentNumber: 'AC-42',
      dueOrExpiryDate: '2026-05-24',
      paymentTerms: 'Net 14',
      notes: 'Bank: 1234',
      currency: 'EUR',
      taxRate: '8.25',
      columns: [{ id: 'field-3', label: 'SKU' }],
    });
  });

  it("switches to the quote's own defaults where nothing was changed by hand", () => {
    const invoice = newBuilderState({ defaults, today });
    const edited = builderReducer(invoice, { type: 'setText', field: 'paymentTerms', value: 'On receipt' });

    expect(builderReducer(edited, { type: 'setType', value: 'quote' })).toMatchObject({
      documentNumber: 'QUO-1',
      paymentTerms: 'On receipt',
      notes: 'Valid for a month',
    });
  });

  it('dates a quote from quote_validity_days and an invoice from invoice_validity_days, whichever it starts as', () => {
    expect(newBuilderState({ type: 'quote', defaults, today }).dueOrExpiryDate).toBe('2026-05-20');
    const invoice = newBuilderState({ defaults, today });

    const quote = builderReducer(invoice, { type: 'setType', value: 'quote' });
    expect(quote.dueOrExpiryDate).toBe('2026-05-20');
    expect(builderReducer(quote, { type: 'setType', value: 'invoice' }).dueOrExpiryDate).toBe('2026-05-24');
  });

  it('keeps the due date at its distance from a new issue date, and a date picked by hand where it is', () => {
    const invoice = newBuilderState({ defaults, today });
    const reissued = builderReducer(invoice, { type: 'setDate', field: 'issueDate', value: '2026-06-01' });
    expect(reissued.dueOrExpiryDate).toBe('2026-06-15');

    const picked = builderReducer(invoice, {
      type: 'setDate',
      field: 'dueOrExpiryDate',
      value: '2026-07-01',
    });
    expect(builderReducer(picked, { type: 'setType', value: 'quote' }).dueOrExpiryDate).toBe('2026-07-01');
    expect(
      builderReducer(picked, { type: 'setDate', field: 'issueDate', value: '2026-06-01' }).dueOrExpiryDate,
    ).toBe('2026-07-01');
  });

  it("falls back to the spec's defaults when nothing is saved", () => {
    expect(defaultsFromPreferences({})).toEqual(PUBLIC_DEFAULTS);
    expect(newBuilderState({ defaults: PUBLIC_DEFAULTS, today })).toMatchObject({
      documentNumber: 'INV-1',
      dueOrExpiryDate: '2026-06-09',
      currency: 'USD',
      taxRate: null,
    });
  });
});
