import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** German: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Rechnung',
    quote: 'Angebot',
    credit_note: 'Rechnungskorrektur',
    receipt: 'Quittung',
  },
  receiver: {
    invoice: 'Rechnung an',
    quote: 'Angebot für',
    credit_note: 'Korrektur für',
  },
  from: 'Von',
  details: {
    number: 'Nummer',
    issueDate: 'Ausstellungsdatum',
    dueDate: 'Fälligkeitsdatum',
    validUntil: 'Gültig bis',
    poNumber: 'Bestellnummer',
    paymentTerms: 'Zahlungsbedingungen',
    deliveryDate: 'Lieferdatum',
    buyerReference: 'Käuferreferenz',
  },
  columns: {
    description: 'Beschreibung',
    quantity: 'Menge',
    rate: 'Einzelpreis',
    discount: 'Rab.',
    tax: 'Steuer',
    amount: 'Betrag',
  },
  totals: {
    subtotal: 'Zwischensumme',
    netAmount: 'Nettobetrag',
    discount: 'Rabatt ({percent})',
    tax: 'Steuer',
    rounding: 'Rundung',
    grandTotal: {
      invoice: 'Gesamtbetrag',
      quote: 'Angebotssumme',
      credit_note: 'Erstattungsbetrag',
    },
    paid: 'Bezahlt',
    balanceDue: 'Offener Betrag',
  },
  notes: 'Hinweise',
  items: '{count, plural, one {# Position} other {# Positionen}}',
  payment: {
    heading: 'Zahlung',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Kontoinhaber',
    reference: 'Verwendungszweck',
    scanToPay: 'Zum Bezahlen scannen',
    payNow: 'Jetzt bezahlen',
  },
  taxNotes: {
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
    pricesIncludeTax: 'Preise inklusive Steuer.',
    vatNumber: 'USt-IdNr.',
    registrationNumber: 'Reg.-Nr.',
  },
  paymentMethod: {
    bank_transfer: 'Überweisung',
    card: 'Karte',
    cash: 'Bargeld',
    cheque: 'Scheck',
    paypal: 'PayPal',
    other: 'Sonstige',
  },
} satisfies Messages<typeof english>;
