import { create } from '@bufbuild/protobuf';
import { RecordPaymentRequestSchema } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import {
  checkedAmount,
  checkedDate,
  checkRoomForPayment,
  manualPayment,
  MAX_PAYMENTS_PER_INVOICE,
} from './payment-rules';

const reasonOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof ServiceException ? error.reason : String(error);
  }
  return 'accepted';
};

describe('checkedAmount', () => {
  it("writes a positive amount with the currency's digits", () => {
    expect(checkedAmount('40', 'EUR')).toBe('40.00');
    expect(checkedAmount(' 12.5 ', 'USD')).toBe('12.50');
    expect(checkedAmount('400', 'JPY')).toBe('400');
    expect(checkedAmount('1.234', 'KWD')).toBe('1.234');
  });

  it.each([
    ['0', 'EUR'],
    ['0.00', 'EUR'],
    ['-1', 'EUR'],
    ['1e3', 'EUR'],
    ['', 'EUR'],
    ['10.001', 'EUR'],
    ['10.5', 'JPY'],
    ['1'.repeat(16), 'EUR'],
  ])('refuses %j in %s with documents.invalid_input', (amount, currency) => {
    expect(reasonOf(() => checkedAmount(amount, currency))).toBe('documents.invalid_input');
  });
});

describe('checkedDate', () => {
  it('takes a real calendar day, and today (UTC) when empty', () => {
    expect(checkedDate('2024-02-29', '2026-11-26')).toBe('2024-02-29');
    expect(checkedDate('', '2026-11-26')).toBe('2026-11-26');
  });

  it.each(['2026-02-30', '26-11-2026', '2026-1-1', 'today'])('refuses %j', (date) => {
    expect(reasonOf(() => checkedDate(date, '2026-11-26'))).toBe('documents.invalid_input');
  });
});

describe('manualPayment', () => {
  const request = (fields: Partial<Record<string, unknown>>) =>
    create(RecordPaymentRequestSchema, { invoiceId: 'i', amount: '10', method: 'cash', ...fields });
  const now = new Date('2026-11-26T23:30:00Z');

  it("is in the invoice's currency, dated today in UTC unless dated, its text trimmed", () => {
    expect(manualPayment(request({ reference: ' TRF ', currency: 'eur' }), 'EUR', now, 'p1')).toMatchObject({
      id: 'p1',
      amount: '10.00',
      currency: 'EUR',
      date: '2026-11-26',
      method: 'cash',
      reference: 'TRF',
      source: 'manual',
      needsReview: false,
    });
  });

  it('refuses another currency (422), an unknown method and text beyond its limit (400)', () => {
    expect(reasonOf(() => manualPayment(request({ currency: 'USD' }), 'EUR', now, 'p'))).toBe(
      'documents.payment_not_accepted',
    );
    expect(reasonOf(() => manualPayment(request({ method: 'barter' }), 'EUR', now, 'p'))).toBe(
      'documents.invalid_input',
    );
    expect(reasonOf(() => manualPayment(request({ note: 'n'.repeat(1001) }), 'EUR', now, 'p'))).toBe(
      'documents.invalid_input',
    );
    expect(reasonOf(() => manualPayment(request({ reference: 'r'.repeat(201) }), 'EUR', now, 'p'))).toBe(
      'documents.invalid_input',
    );
  });
});

describe('checkRoomForPayment', () => {
  it('takes payments up to the limit and refuses the next with documents.payment_not_accepted', () => {
    expect(reasonOf(() => checkRoomForPayment(MAX_PAYMENTS_PER_INVOICE - 1))).toBe('accepted');
    expect(reasonOf(() => checkRoomForPayment(MAX_PAYMENTS_PER_INVOICE))).toBe(
      'documents.payment_not_accepted',
    );
  });
});
