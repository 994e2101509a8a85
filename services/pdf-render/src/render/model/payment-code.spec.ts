import { DocumentType } from '@paydraft/contracts';
import {
  sampleEpcInvoice,
  sampleSwissInvoice,
  SWISS_QR_IBAN,
} from '../../../test/fixtures/payment-code-documents';
import { buildRenderModel } from '../build-render-model';

const withPayment = (
  request: ReturnType<typeof sampleEpcInvoice>,
  payment: Partial<NonNullable<typeof request.payment>>,
) => {
  request.payment = { ...request.payment!, ...payment };
  return request;
};

describe('buildRenderModel: the payment code', () => {
  it('gives a EUR invoice with an IBAN an EPC QR for its total due, the RF reference structured', () => {
    const code = buildRenderModel(sampleEpcInvoice(3)).paymentCode;

    expect(code).toEqual({
      kind: 'epc',
      payload:
        'BCD\n002\n1\nSCT\nCOBADEFFXXX\nNordlicht Design GmbH\nDE89370400440532013000\nEUR1050.11\n\nRF18539007547034',
      alt: 'Payment QR code (EPC): pay EUR 1,050.11 to IBAN DE89 3704 0044 0532 0130 00, Nordlicht Design GmbH, reference RF18539007547034',
    });
  });

  it("names the seller without an account name, and sends the invoice number when the reference isn't RF", () => {
    const request = withPayment(sampleEpcInvoice(3), { accountName: '', reference: '' });
    const code = buildRenderModel(request).paymentCode;

    expect(code?.kind === 'epc' && code.payload.split('\n').slice(5)).toEqual([
      'Nordlicht Design GmbH',
      'DE89370400440532013000',
      'EUR1050.11',
      '',
      '',
      'INV-2026-0042',
    ]);
  });

  it('gives a CHF invoice paid to a Swiss QR-IBAN a QR-bill with the buyer as debtor, and no EPC code', () => {
    const code = buildRenderModel(sampleSwissInvoice(3)).paymentCode;

    expect(code?.kind).toBe('swiss');
    expect(code?.kind === 'swiss' && code.data).toMatchObject({
      currency: 'CHF',
      amount: 6377.9,
      creditor: { account: SWISS_QR_IBAN, name: 'Alpenblick Software AG', city: 'Zürich', country: 'CH' },
      debtor: { name: 'Contoso Schweiz GmbH', zip: '3011' },
      reference: '210000000003139471430009017',
    });
  });

  it('gives a EUR invoice paid to a Swiss IBAN a QR-bill, not an EPC code', () => {
    const request = sampleSwissInvoice(3, { iban: 'CH9300762011623852957', reference: 'RF18539007547034' });
    request.currency = 'EUR';

    expect(buildRenderModel(request).paymentCode).toMatchObject({ kind: 'swiss', data: { currency: 'EUR' } });
  });

  it('gives a EUR invoice paid to a QR-IBAN without a valid QR reference no code: not a QR-bill, and no SEPA transfer either', () => {
    const request = sampleSwissInvoice(3, { iban: SWISS_QR_IBAN, reference: 'RF18539007547034' });
    request.currency = 'EUR';

    expect(buildRenderModel(request).paymentCode).toBeUndefined();
  });

  it('falls back to an EPC QR for a EUR invoice to a Swiss IBAN when the seller address is incomplete', () => {
    const request = sampleSwissInvoice(3, { iban: 'CH9300762011623852957', reference: '' });
    request.currency = 'EUR';
    request.seller!.city = '';

    expect(buildRenderModel(request).paymentCode?.kind).toBe('epc');
  });

  it('carries no code for a quote, a credit note, nothing due, another currency or no valid IBAN', () => {
    const cases = [
      Object.assign(sampleEpcInvoice(3), { documentType: DocumentType.QUOTE }),
      Object.assign(sampleEpcInvoice(3), { documentType: DocumentType.CREDIT_NOTE }),
      sampleEpcInvoice(0),
      Object.assign(sampleEpcInvoice(3), { nothingDue: true }),
      Object.assign(sampleEpcInvoice(3), { currency: 'USD' }),
      withPayment(sampleEpcInvoice(3), { iban: '' }),
      withPayment(sampleEpcInvoice(3), { iban: 'DE89370400440532013001' }),
    ];

    expect(cases.map((request) => buildRenderModel(request).paymentCode)).toEqual(cases.map(() => undefined));
  });
});
