import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** Italian: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Fattura',
    quote: 'Preventivo',
    credit_note: 'Nota di credito',
    receipt: 'Ricevuta',
  },
  receiver: {
    invoice: 'Fatturare a',
    quote: 'Preparato per',
    credit_note: 'Accredito a',
  },
  from: 'Da',
  details: {
    number: 'Numero',
    issueDate: 'Data di emissione',
    dueDate: 'Data di scadenza',
    validUntil: 'Valido fino al',
    poNumber: "Numero d'ordine",
    paymentTerms: 'Termini di pagamento',
    deliveryDate: 'Data di consegna',
    buyerReference: 'Riferimento acquirente',
  },
  columns: {
    description: 'Descrizione',
    quantity: 'Q.tà',
    rate: 'Prezzo',
    discount: 'Sc.',
    tax: 'Imposta',
    amount: 'Importo',
  },
  totals: {
    subtotal: 'Subtotale',
    netAmount: 'Importo netto',
    discount: 'Sconto ({percent})',
    tax: 'Imposta',
    rounding: 'Arrotondamento',
    grandTotal: {
      invoice: 'Totale da pagare',
      quote: 'Totale preventivo',
      credit_note: 'Totale nota di credito',
    },
    paid: 'Pagato',
    balanceDue: 'Saldo dovuto',
  },
  notes: 'Note',
  items: '{count, plural, one {# articolo} other {# articoli}}',
  payment: {
    heading: 'Pagamento',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Intestatario del conto',
    reference: 'Causale',
    scanToPay: 'Scansiona per pagare',
    payNow: 'Paga ora',
  },
  taxNotes: {
    reverseCharge: "Inversione contabile: l'IVA è dovuta dal destinatario.",
    pricesIncludeTax: 'Prezzi comprensivi di imposte.',
    vatNumber: 'P. IVA',
    registrationNumber: 'N. registro',
  },
  paymentMethod: {
    bank_transfer: 'Bonifico bancario',
    card: 'Carta',
    cash: 'Contanti',
    cheque: 'Assegno',
    paypal: 'PayPal',
    other: 'Altro',
  },
} satisfies Messages<typeof english>;
