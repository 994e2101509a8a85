import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Polish: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Faktura',
    quote: 'Oferta',
    credit_note: 'Faktura korygująca',
    receipt: 'Pokwitowanie',
  },
  receiver: {
    invoice: 'Nabywca',
    quote: 'Oferta dla',
    credit_note: 'Korekta dla',
  },
  from: 'Sprzedawca',
  details: {
    number: 'Numer',
    issueDate: 'Data wystawienia',
    dueDate: 'Termin płatności',
    validUntil: 'Ważna do',
    poNumber: 'Numer zamówienia',
    paymentTerms: 'Warunki płatności',
    deliveryDate: 'Data dostawy',
    buyerReference: 'Referencja nabywcy',
  },
  columns: {
    description: 'Opis',
    quantity: 'Ilość',
    rate: 'Cena',
    discount: 'Rab.',
    tax: 'Podatek',
    amount: 'Wartość',
  },
  totals: {
    subtotal: 'Suma częściowa',
    netAmount: 'Kwota netto',
    discount: 'Rabat ({percent})',
    tax: 'Podatek',
    rounding: 'Zaokrąglenie',
    grandTotal: {
      invoice: 'Do zapłaty',
      quote: 'Wartość oferty',
      credit_note: 'Kwota korekty',
    },
    paid: 'Zapłacono',
    balanceDue: 'Pozostało do zapłaty',
  },
  notes: 'Uwagi',
  items: '{count, plural, one {# pozycja} few {# pozycje} many {# pozycji} other {# pozycji}}',
  payment: {
    heading: 'Płatność',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Właściciel rachunku',
    reference: 'Tytuł przelewu',
    scanToPay: 'Zeskanuj, aby zapłacić',
    payNow: 'Zapłać teraz',
  },
  taxNotes: {
    reverseCharge: 'Odwrotne obciążenie: VAT rozlicza nabywca.',
    pricesIncludeTax: 'Ceny zawierają podatek.',
    vatNumber: 'Nr VAT',
    registrationNumber: 'Nr rejestrowy',
  },
  paymentMethod: {
    bank_transfer: 'Przelew bankowy',
    card: 'Karta',
    cash: 'Gotówka',
    cheque: 'Czek',
    paypal: 'PayPal',
    other: 'Inna',
  },
} satisfies Messages<typeof english>;
