import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Dutch: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Factuur',
    quote: 'Offerte',
    credit_note: 'Creditnota',
    receipt: 'Ontvangstbewijs',
  },
  receiver: {
    invoice: 'Factuur aan',
    quote: 'Opgesteld voor',
    credit_note: 'Creditering aan',
  },
  from: 'Van',
  details: {
    number: 'Nummer',
    issueDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    validUntil: 'Geldig tot',
    poNumber: 'Ordernummer',
    paymentTerms: 'Betalingsvoorwaarden',
    deliveryDate: 'Leverdatum',
    buyerReference: 'Referentie koper',
  },
  columns: {
    description: 'Omschrijving',
    quantity: 'Aantal',
    rate: 'Prijs',
    discount: 'Kort.',
    tax: 'Belasting',
    amount: 'Bedrag',
  },
  totals: {
    subtotal: 'Subtotaal',
    netAmount: 'Nettobedrag',
    discount: 'Korting ({percent})',
    tax: 'Belasting',
    rounding: 'Afronding',
    grandTotal: {
      invoice: 'Totaal te betalen',
      quote: 'Totaal offerte',
      credit_note: 'Totaal creditnota',
    },
    paid: 'Betaald',
    balanceDue: 'Openstaand bedrag',
  },
  notes: 'Opmerkingen',
  items: '{count, plural, one {# regel} other {# regels}}',
  payment: {
    heading: 'Betaling',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Rekeninghouder',
    reference: 'Betalingskenmerk',
    scanToPay: 'Scan om te betalen',
    payNow: 'Nu betalen',
  },
  taxNotes: {
    reverseCharge: 'Btw verlegd: de afnemer draagt de btw af.',
    pricesIncludeTax: 'Prijzen inclusief belasting.',
    vatNumber: 'Btw-nr.',
    registrationNumber: 'Registratienr.',
  },
  paymentMethod: {
    bank_transfer: 'Bankoverschrijving',
    card: 'Kaart',
    cash: 'Contant',
    cheque: 'Cheque',
    paypal: 'PayPal',
    other: 'Overig',
  },
} satisfies Messages<typeof english>;
