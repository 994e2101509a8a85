import { swissQrBillData, type SwissTransfer } from './swiss-qr-bill-data';

const CREDITOR = {
  name: 'Alpenblick AG',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
};
const DEBTOR = {
  name: 'Contoso GmbH',
  street: 'Marktgasse 5',
  postalCode: '3011',
  city: 'Bern',
  country: 'CH',
};
const QR_IBAN = 'CH4431999123000889012';
const IBAN = 'CH9300762011623852957';

const transfer = (overrides: Partial<SwissTransfer>): SwissTransfer => ({
  iban: IBAN,
  currency: 'CHF',
  amount: '1949.75',
  creditor: CREDITOR,
  debtor: DEBTOR,
  reference: '',
  documentNumber: 'INV-2026-0042',
  ...overrides,
});

describe('swissQrBillData (QR-bill v2.3, structured addresses)', () => {
  it('pairs a QR-IBAN with its QR reference, the document number as message', () => {
    expect(
      swissQrBillData(transfer({ iban: QR_IBAN, reference: '21 00000 00003 13947 14300 09017' })),
    ).toEqual({
      creditor: {
        name: 'Alpenblick AG',
        address: 'Bahnhofstrasse 1',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
        account: QR_IBAN,
      },
      debtor: { name: 'Contoso GmbH', address: 'Marktgasse 5', zip: '3011', city: 'Bern', country: 'CH' },
      currency: 'CHF',
      amount: 1949.75,
      reference: '210000000003139471430009017',
      message: 'INV-2026-0042',
    });
  });

  it('makes no QR-bill for a QR-IBAN without a valid QR reference', () => {
    expect(swissQrBillData(transfer({ iban: QR_IBAN, reference: 'RF18539007547034' }))).toBeUndefined();
    expect(
      swissQrBillData(transfer({ iban: QR_IBAN, reference: '210000000003139471430009018' })),
    ).toBeUndefined();
  });

  it('pairs a normal IBAN with an RF creditor reference (SCOR)', () => {
    const data = swissQrBillData(transfer({ currency: 'EUR', reference: 'rf18 5390 0754 7034' }));

    expect(data).toMatchObject({ currency: 'EUR', reference: 'RF18539007547034', message: 'INV-2026-0042' });
  });

  it('sends any other reference as the message, without a structured reference', () => {
    const data = swissQrBillData(transfer({ reference: 'Order 77' }));

    expect(data?.reference).toBeUndefined();
    expect(data?.message).toBe('Order 77');
  });

  it('leaves the debtor out when its address is incomplete', () => {
    expect(swissQrBillData(transfer({ debtor: { ...DEBTOR, postalCode: '' } }))?.debtor).toBeUndefined();
  });

  it('makes no QR-bill without a complete creditor address or an amount in range', () => {
    expect(swissQrBillData(transfer({ creditor: { ...CREDITOR, city: ' ' } }))).toBeUndefined();
    expect(swissQrBillData(transfer({ amount: '0' }))).toBeUndefined();
    expect(swissQrBillData(transfer({ amount: '1000000000.00' }))).toBeUndefined();
  });

  it('cuts fields to the guideline lengths (name 70, city 35)', () => {
    const data = swissQrBillData(
      transfer({ creditor: { ...CREDITOR, name: 'A'.repeat(80), city: 'B'.repeat(40) } }),
    );

    expect([data?.creditor.name.length, data?.creditor.city.length]).toEqual([70, 35]);
  });
});
