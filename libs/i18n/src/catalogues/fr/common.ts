import type { common as english } from '../en/common';
import type { Messages } from '../../messages';

/** French: the document vocabulary (see en/common). */
export const common = {
  documentTitle: {
    invoice: 'Facture',
    quote: 'Devis',
    credit_note: 'Avoir',
    receipt: 'Reçu',
  },
  receiver: {
    invoice: 'Facturé à',
    quote: 'Établi pour',
    credit_note: 'Avoir au profit de',
  },
  from: 'De',
  details: {
    number: 'Numéro',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    validUntil: "Valable jusqu'au",
    poNumber: 'N° de bon de commande',
    paymentTerms: 'Conditions de paiement',
    deliveryDate: 'Date de livraison',
    buyerReference: 'Référence acheteur',
  },
  columns: {
    description: 'Désignation',
    quantity: 'Qté',
    rate: 'Prix unitaire',
    discount: 'Rem.',
    tax: 'Taxe',
    amount: 'Montant',
  },
  totals: {
    subtotal: 'Sous-total',
    netAmount: 'Montant net',
    discount: 'Remise ({percent})',
    tax: 'Taxe',
    rounding: 'Arrondi',
    grandTotal: {
      invoice: 'Net à payer',
      quote: 'Total du devis',
      credit_note: "Total de l'avoir",
    },
    paid: 'Payé',
    balanceDue: 'Reste à payer',
  },
  notes: 'Remarques',
  items: '{count, plural, one {# article} other {# articles}}',
  payment: {
    heading: 'Paiement',
    iban: 'IBAN',
    bic: 'BIC',
    accountName: 'Titulaire du compte',
    reference: 'Référence',
    scanToPay: 'Scanner pour payer',
    payNow: 'Payer maintenant',
  },
  taxNotes: {
    reverseCharge: 'Autoliquidation : la TVA est due par le preneur.',
    pricesIncludeTax: 'Prix toutes taxes comprises.',
    vatNumber: 'N° TVA',
    registrationNumber: "N° d'immatriculation",
  },
  paymentMethod: {
    bank_transfer: 'Virement bancaire',
    card: 'Carte',
    cash: 'Espèces',
    cheque: 'Chèque',
    paypal: 'PayPal',
    other: 'Autre',
  },
} satisfies Messages<typeof english>;
