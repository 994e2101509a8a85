import { pdfRequestSchema, type PdfRequestInput } from '@paydraft/invoice-core';
import type { EInvoiceDocument } from '../einvoice-document';

/** One document of the corpus: `payable` is whether something is left to pay (a payment means is due). */
export type EInvoiceCorpusEntry = { name: string; document: EInvoiceDocument; payable: boolean };

type Input = Omit<PdfRequestInput, 'document_type'>;

const SELLER = {
  name: 'Paydraft Test GmbH',
  address_lines: ['Musterstraße 1'],
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE136695976',
  email: 'billing@seller.example',
  phone: '+49 30 1234567',
};

const BUYER = {
  name: 'Kunde AG',
  address_lines: ['Hauptstraße 5', '2. OG'],
  postal_code: '80331',
  city: 'München',
  country: 'DE',
  vat_id: 'DE811907980',
  email: 'ap@buyer.example',
  phone: '+49 89 7654321',
};

const PAYMENT = { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_name: 'Paydraft Test GmbH' };
const VAT_19 = { id: 'vat19', name: 'VAT', rate: '19', category: 'S' as const };
const VAT_7 = { id: 'vat7', name: 'VAT', rate: '7', category: 'S' as const };

/** A German B2B invoice with every field the three profiles ask for; each case changes what it tests. */
const BASE: Input = {
  document_number: 'INV-2026-001',
  issue_date: '2026-11-26',
  due_or_expiry_date: '2026-12-10',
  delivery_date: '2026-11-20',
  currency: 'EUR',
  payment_terms: 'Payable within 14 days',
  buyer_reference: '04011000-12345-67',
  po_number: 'PO-4711',
  seller: SELLER,
  buyer: BUYER,
  payment: PAYMENT,
  taxes: [VAT_19],
  items: [
    { description: 'Consulting', qty: '12.5', price: '96.00', unit: 'h' },
    { description: 'Travel expenses', qty: '1', price: '233.45' },
    { description: 'Licence', qty: '3', price: '19.99' },
  ],
};

const TWO_RATE_ITEMS = [
  { description: 'Design work', qty: '8', price: '85.00', unit: 'h', tax_ids: ['vat19'] },
  { description: 'Printed brochures', qty: '250', price: '1.37', tax_ids: ['vat7'] },
  { description: 'Books', qty: '3', price: '24.90', tax_ids: ['vat7'] },
];

const CASES: { name: string; input: Input; credit?: boolean; paid?: string }[] = [
  { name: 'one rate', input: BASE },
  { name: 'two rates', input: { ...BASE, taxes: [VAT_19, VAT_7], items: TWO_RATE_ITEMS } },
  {
    name: 'reverse charge',
    input: {
      ...BASE,
      taxes: [{ id: 'rc', name: 'Reverse charge (§13b UStG)', rate: '0', category: 'AE' }],
      buyer: {
        ...BUYER,
        name: 'Kunde GmbH',
        address_lines: ['Ring 3'],
        postal_code: '1010',
        city: 'Wien',
        country: 'AT',
        vat_id: 'ATU13585627',
      },
    },
  },
  {
    name: 'zero-rated export',
    input: {
      ...BASE,
      taxes: [{ id: 'export', name: 'Export outside the EU', rate: '0', category: 'G' }],
      buyer: {
        ...BUYER,
        name: 'Kunde SA',
        address_lines: ['Rue du Rhône 1'],
        postal_code: '1204',
        city: 'Genève',
        country: 'CH',
        vat_id: 'CHE-116.281.710 MWST',
      },
    },
  },
  {
    name: 'intra-community supply',
    input: {
      ...BASE,
      taxes: [{ id: 'ic', name: '', rate: '0', category: 'K' }],
      buyer: {
        ...BUYER,
        name: 'Client SARL',
        address_lines: ['1 rue de la Paix'],
        postal_code: '75002',
        city: 'Paris',
        country: 'FR',
        vat_id: 'FR40303265045',
      },
    },
  },
  {
    name: 'document discount',
    input: { ...BASE, taxes: [VAT_19, VAT_7], items: TWO_RATE_ITEMS, discount_percentage: '7.5' },
  },
  {
    name: 'line discounts',
    input: {
      ...BASE,
      items: [
        { description: 'Consulting', qty: '12.5', price: '96.00', unit: 'h', discount_percentage: '10' },
        { description: 'Licence', qty: '3', price: '19.99', discount_percentage: '33.3' },
        { description: 'Support', qty: '1', price: '150' },
      ],
    },
  },
  {
    name: 'inclusive prices',
    input: {
      ...BASE,
      prices_include_tax: true,
      taxes: [VAT_19, VAT_7],
      items: [
        { description: 'Coffee machine', qty: '3', price: '249.99', tax_ids: ['vat19'] },
        { description: 'Coffee beans 1 kg', qty: '7', price: '18.49', unit: 'kg', tax_ids: ['vat7'] },
        { description: 'Milk', qty: '13', price: '1.19', tax_ids: ['vat7'] },
      ],
    },
  },
  {
    name: 'CHF with QR-bill',
    input: {
      ...BASE,
      currency: 'CHF',
      taxes: [{ id: 'mwst', name: 'MWST', rate: '8.1', category: 'S' }],
      seller: {
        ...SELLER,
        name: 'Paydraft Test AG',
        address_lines: ['Bahnhofstrasse 1'],
        postal_code: '8001',
        city: 'Zürich',
        country: 'CH',
        vat_id: 'CHE-116.281.710 MWST',
        phone: '+41 44 123 45 67',
      },
      buyer: {
        ...BUYER,
        name: 'Kunde GmbH',
        address_lines: ['Marktgasse 2'],
        postal_code: '3011',
        city: 'Bern',
        country: 'CH',
        vat_id: 'CHE123456788',
      },
      payment: {
        iban: 'CH44 3199 9123 0008 8901 2',
        account_name: 'Paydraft Test AG',
        reference: '210000000003139471430009017',
      },
      items: [
        { description: 'Beratung', qty: '3.5', price: '180.00', unit: 'h' },
        { description: 'Spesen', qty: '1', price: '47.33' },
      ],
    },
  },
  { name: 'partly paid', input: BASE, paid: '500.00' },
  {
    name: 'EUR with RF reference',
    input: { ...BASE, payment: { ...PAYMENT, reference: 'RF18 5390 0754 7034' } },
  },
  {
    name: 'credit note',
    credit: true,
    input: {
      ...BASE,
      document_number: 'CN-2026-001',
      items: [{ description: 'Refund: Licence returned', qty: '1', price: '19.99' }],
    },
  },
  {
    name: '500 lines',
    input: {
      ...BASE,
      taxes: [VAT_19, VAT_7],
      items: Array.from({ length: 500 }, (_, index) => ({
        description: `Part ${index + 1}`,
        qty: String((index % 7) + 1),
        price: `${(index % 13) + 1}.${String((index * 37) % 100).padStart(2, '0')}`,
        tax_ids: [index % 3 === 0 ? 'vat7' : 'vat19'],
      })),
    },
  },
  {
    name: 'JPY with fractional quantities',
    input: {
      ...BASE,
      currency: 'JPY',
      discount_percentage: '10',
      items: [
        { description: 'Translation', qty: '3.333', price: '1999', unit: 'h' },
        { description: 'Proofreading', qty: '3.333', price: '7', discount_percentage: '33.33' },
        { description: 'Rush fee', qty: '1', price: '5000' },
      ],
    },
  },
  {
    name: 'non-Latin names',
    input: {
      ...BASE,
      seller: { ...SELLER, name: 'Müller & Söhne <Ελληνικά> GmbH', address_lines: ['Straße "A" & B'] },
      buyer: {
        ...BUYER,
        name: 'شركة الاختبار',
        address_lines: ['شارع الملك فهد'],
        city: 'Köln',
        postal_code: '50667',
      },
      items: [
        { description: '請求書のテスト 項目', qty: '2', price: '45.50' },
        { description: 'Перевод документов', qty: '1', price: '120' },
        { description: 'שירותי תרגום', qty: '1', price: '80' },
      ],
      notes: 'Thank you — 谢谢 — شكرا',
    },
  },
];

function entry({ name, input, credit, paid }: (typeof CASES)[number]): EInvoiceCorpusEntry {
  const parsed = pdfRequestSchema.parse({ ...input, document_type: 'invoice' });
  const document: EInvoiceDocument = credit
    ? {
        ...parsed,
        document_type: 'credit_note',
        preceding_invoice: { number: 'INV-2026-001', issue_date: '2026-11-01' },
      }
    : { ...parsed, document_type: 'invoice', ...(paid ? { paid_amount: paid } : {}) };
  return { name, document, payable: !credit };
}

/**
 * The documents every writer and validator stage runs: the issue's cases (one rate, two rates,
 * reverse charge, zero-rated export, discounts, inclusive prices, a CHF QR-bill, an EUR RF reference,
 * a credit note, 500 lines, non-Latin names), plus an intra-community supply, an invoice partly paid
 * (BT-113) and a yen invoice whose quantities do not multiply to whole yen; each complete for EN 16931, XRechnung and Peppol.
 */
export const EINVOICE_CORPUS: EInvoiceCorpusEntry[] = CASES.map(entry);
