import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Swedish: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Faktura',
    quote: 'Offert',
    credit_note: 'Kreditfaktura',
    receipt: 'Kvitto',
  },
  receiver: {
    invoice: 'Faktureras till',
    quote: 'Upprättad för',
    credit_note: 'Krediteras till',
  },
  from: 'Från',
  details: {
    number: 'Nummer',
    issueDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    validUntil: 'Giltig till',
    poNumber: 'Ordernummer',
    paymentTerms: 'Betalningsvillkor',
    deliveryDate: 'Leveransdatum',
    buyerReference: 'Köparens referens',
  },
  columns: {
    description: 'Beskrivning',
    quantity: 'Antal',
    rate: 'À-pris',
    discount: 'Rab.',
    tax: 'Skatt',
    amount: 'Belopp',
  },
  totals: {
    subtotal: 'Delsumma',
    netAmount: 'Nettobelopp',
    discount: 'Rabatt ({percent})',
    tax: 'Skatt',
    rounding: 'Avrundning',
    grandTotal: {
      invoice: 'Att betala',
      quote: 'Offertsumma',
      credit_note: 'Kreditbelopp',
    },
    paid: 'Betalt',
    balanceDue: 'Återstår att betala',
  },
  notes: 'Anteckningar',
  items: '{count, plural, one {# rad} other {# rader}}',
  payment: {
    heading: 'Betalning',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Kontoinnehavare',
    reference: 'Referens',
    scanToPay: 'Skanna för att betala',
    payNow: 'Betala nu',
  },
  taxNotes: {
    reverseCharge: 'Omvänd betalningsskyldighet: köparen redovisar momsen.',
    pricesIncludeTax: 'Priserna inkluderar skatt.',
    vatNumber: 'Momsreg.nr',
    registrationNumber: 'Org.nr',
  },
  paymentMethod: {
    bank_transfer: 'Banköverföring',
    card: 'Kort',
    cash: 'Kontant',
    cheque: 'Check',
    paypal: 'PayPal',
    other: 'Annat',
  },
} satisfies Messages<typeof english>;
