import { create } from '@bufbuild/protobuf';
import { PaymentDetailsSchema } from '@paydraft/contracts';
import { paymentBlock } from './payment-lines';

const reference = (value: string) =>
  paymentBlock(create(PaymentDetailsSchema, { reference: value }))?.rows[0].value;

describe('paymentBlock: the reference as printed', () => {
  it('groups a Swiss QR reference as the QR-bill prints it: 2 digits, then groups of 5', () => {
    expect(reference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
  });

  it('keeps RF references in groups of 4 and other text as typed', () => {
    expect(reference('rf18539007547034')).toBe('RF18 5390 0754 7034');
    expect(reference('Order 12345678901234567890123')).toBe('Order 12345678901234567890123');
  });
});
