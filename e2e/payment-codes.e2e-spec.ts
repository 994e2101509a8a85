import { decodeQrCodes, qrbillReferencePayload } from '../infra/validators';
import { appUrl } from './support/app-url';

const SELLER_DE = {
  name: 'Nordlicht Design GmbH',
  address_lines: ['Torstraße 12'],
  postal_code: '10119',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE136695976',
};

/** An EUR invoice as a caller of POST /api/pdf sends it: IBAN, BIC and an RF reference. */
const EUR_INVOICE = {
  document_type: 'invoice',
  document_number: 'RE-2026-0107',
  sender_info: '',
  receiver_info: 'Contoso Europe B.V.\nHerengracht 500\n1017 CB Amsterdam',
  issue_date: '2026-11-22',
  currency: 'EUR',
  taxes: [{ id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false }],
  items: [{ description: 'Design workshop', qty: '3', price: '80', unit: 'h', tax_ids: ['vat19'] }],
  discount_percentage: '0',
  seller: SELLER_DE,
  payment: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', reference: 'RF18 5390 0754 7034' },
  notes: '',
};

/** A CHF invoice paid to a Swiss QR-IBAN with a QR reference, both parties with structured addresses. */
const CHF_INVOICE = {
  ...EUR_INVOICE,
  document_number: 'R-2026-0042',
  currency: 'CHF',
  taxes: [{ id: 'vat81', name: 'MWST', rate: '8.1', category: 'S', compound: false }],
  items: [{ description: 'Consulting', qty: '1', price: '1000', tax_ids: ['vat81'] }],
  seller: {
    name: 'Alpenblick Software AG',
    address_lines: ['Bahnhofstrasse 1'],
    postal_code: '8001',
    city: 'Zürich',
    country: 'CH',
  },
  buyer: {
    name: 'Contoso Schweiz GmbH',
    address_lines: ['Marktgasse 5'],
    postal_code: '3011',
    city: 'Bern',
    country: 'CH',
  },
  payment: { iban: 'CH44 3199 9123 0008 8901 2', reference: '21 00000 00003 13947 14300 09017' },
};

async function pdfOf(document: object): Promise<Buffer> {
  const form = new FormData();
  form.set('document', JSON.stringify(document));
  const response = await fetch(appUrl('/api/pdf'), { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('payment codes on the PDF of POST /api/pdf, read back as a banking app reads paper', () => {
  // All requests first: decoding takes seconds, and a kept-alive connection the gateway closes
  // meanwhile would fail the next request (EPIPE).
  let eur: Buffer;
  let chf: Buffer;
  let quote: Buffer;
  beforeAll(async () => {
    eur = await pdfOf(EUR_INVOICE);
    chf = await pdfOf(CHF_INVOICE);
    quote = await pdfOf({ ...EUR_INVOICE, document_type: 'quote' });
  });

  it('an EUR invoice with an IBAN carries an EPC QR for its total due', () => {
    const codes = decodeQrCodes(eur);

    expect(codes.map(({ bytes }) => bytes.toString('utf8'))).toEqual([
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nNordlicht Design GmbH\nDE89370400440532013000\nEUR285.60\n\nRF18539007547034',
    ]);
  });

  it('a CHF invoice paid to a Swiss QR-IBAN carries a QR-bill, and no EPC QR', () => {
    const codes = decodeQrCodes(chf);

    expect(codes.map(({ bytes }) => bytes.toString('utf8'))).toEqual([
      qrbillReferencePayload({
        account: 'CH4431999123000889012',
        creditor: {
          name: 'Alpenblick Software AG',
          street: 'Bahnhofstrasse 1',
          pcode: '8001',
          city: 'Zürich',
          country: 'CH',
        },
        debtor: {
          name: 'Contoso Schweiz GmbH',
          street: 'Marktgasse 5',
          pcode: '3011',
          city: 'Bern',
          country: 'CH',
        },
        amount: '1081.00',
        currency: 'CHF',
        reference_number: '210000000003139471430009017',
        additional_information: 'R-2026-0042',
      }),
    ]);
  });

  it('a quote carries no payment code', () => {
    expect(decodeQrCodes(quote)).toEqual([]);
  });
});
