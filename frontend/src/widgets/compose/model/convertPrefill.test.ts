import { documentSchema } from '@paydraft/invoice-core';
import dayjs from 'dayjs';
import { convertPrefill } from './convertPrefill';

const today = dayjs('2026-11-23');

const quote = documentSchema.parse({
  document_type: 'quote',
  document_number: 'QUO-2',
  sender_info: 'Acme Ltd',
  receiver_info: 'Globex\nSpringfield',
  issue_date: '2026-11-01',
  due_or_expiry_date: '2026-12-01',
  po_number: 'PO-9',
  payment_terms: 'Net 7',
  currency: 'EUR',
  custom_columns: [{ id: 'field-1', label: 'SKU' }],
  items: [{ description: 'Audit', qty: '2', price: '300', cols: { 'field-1': 'A-1' } }],
  discount_percentage: '5',
  tax_rate: '8.25',
  notes: 'Valid for a month',
});

describe('convertPrefill (converting a quote)', () => {
  it('numbers the invoice from the prefix and next number, issues today, due after the validity days', () => {
    const invoice = convertPrefill(
      quote,
      { invoice_prefix: 'AC', next_invoice_number: 12, invoice_validity_days: 14, default_currency: 'GBP' },
      today,
    );

    expect(invoice).toEqual({
      document_type: 'invoice',
      document_number: 'AC-12',
      sender_info: 'Acme Ltd',
      receiver_info: 'Globex\nSpringfield',
      issue_date: '2026-11-23',
      due_or_expiry_date: '2026-12-07',
      po_number: 'PO-9',
      payment_terms: '',
      currency: 'EUR',
      custom_columns: [{ id: 'field-1', label: 'SKU' }],
      items: quote.items,
      discount_percentage: '5',
      tax_rate: '8.25',
      notes: '',
      taxes: [],
      prices_include_tax: false,
      buyer_reference: '',
      delivery_date: '',
      // The quote names no language: the save takes the client's, else the owner's default.
      language: '',
    });
  });

  it("keeps the quote's language", () => {
    const german = documentSchema.parse({ ...quote, language: 'de-DE' });
    expect(convertPrefill(german, null, today).language).toBe('de-DE');
  });

  it("keeps the quote's taxes, inclusive prices, parties, payment and buyer reference; not its delivery date", () => {
    const priced = documentSchema.parse({
      ...quote,
      taxes: [{ id: 'vat', name: 'VAT', rate: '19', category: 'S', compound: false }],
      prices_include_tax: true,
      items: [
        {
          description: 'Audit',
          qty: '2',
          price: '300',
          tax_ids: ['vat'],
          discount_percentage: '10',
          unit: 'h',
        },
      ],
      seller: { name: 'Acme GmbH', country: 'DE', vat_id: 'DE136695976' },
      buyer: { name: 'Globex', city: 'Springfield' },
      payment: { iban: 'DE89370400440532013000' },
      buyer_reference: '04011000-12345-34',
      delivery_date: '2026-11-05',
    });

    const invoice = convertPrefill(priced, null, today);

    expect(invoice).toMatchObject({
      taxes: priced.taxes,
      prices_include_tax: true,
      items: priced.items,
      seller: priced.seller,
      buyer: priced.buyer,
      payment: priced.payment,
      buyer_reference: '04011000-12345-34',
      delivery_date: '',
    });
  });

  it('uses INV when no prefix is saved', () => {
    expect(convertPrefill(quote, { next_invoice_number: 3 }, today).document_number).toBe('INV-3');
  });

  it('leaves the number and due date empty when next number and validity are not set', () => {
    const invoice = convertPrefill(quote, null, today);
    expect(invoice.document_number).toBe('');
    expect(invoice.due_or_expiry_date).toBe('');
    expect(invoice.issue_date).toBe('2026-11-23');
  });

  it('falls back from the quote to the default currency to USD, and the tax rate to the default to 0', () => {
    const bare = { ...quote, currency: '', tax_rate: '' };
    expect(convertPrefill(bare, { default_currency: 'CHF', tax_rate: 7.7 }, today)).toMatchObject({
      currency: 'CHF',
      tax_rate: '7.7',
    });
    expect(convertPrefill(bare, {}, today)).toMatchObject({ currency: 'USD', tax_rate: '0' });
  });
});
