import { fieldTargetOf } from './einvoiceFields';

describe('fieldTargetOf', () => {
  it.each([
    ['seller.vat_id', 'seller-vat_id', true],
    ['buyer.country', 'buyer-country', true],
    ['seller.address_lines.0', 'seller-address_lines.0', true],
    ['payment.iban', 'payment-iban', true],
    ['buyer_reference', 'doc-buyer-reference', true],
    ['document_number', 'doc-number', false],
    ['items.2.tax_ids', 'doc-tax', false],
    ['taxes', 'doc-tax', false],
  ])('finds %s at #%s (in More details: %s)', (field, id, inMoreDetails) => {
    expect(fieldTargetOf(field)).toEqual({ id, inMoreDetails });
  });
});
