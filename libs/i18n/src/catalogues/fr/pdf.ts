import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** French: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Détails',
  pageNumber: 'Page {page} sur {count}',
  paidMark: 'PAYÉE',
  previewMark: 'APERÇU',
  creditsInvoice: 'Avoir sur facture',
  invoiceOfDate: '{number} du {date}',
  creditsInvoiceLine: 'Avoir sur facture {number} du {date}',
  creditsInvoiceLineUndated: 'Avoir sur facture {number}',
  acceptedBy: 'Accepté par {name} le {date}',
  acceptedByUndated: 'Accepté par {name}',
  taxBreakdown: { heading: 'TVA', rate: 'Taux', base: 'Base HT', amount: 'TVA' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# autre colonne personnalisée est masquée} other {# autres colonnes personnalisées sont masquées}}',
  fullDescriptions: 'Descriptions complètes des articles',
  seeFullDescriptions: 'Voir les descriptions complètes des articles ({reference})',
  itemHeading: 'Article {number}',
  logoOf: 'Logo de {seller}',
  logoOfSender: "Logo de l'émetteur",
  receipt: {
    receivedFrom: 'Reçu de',
    receiptNumber: 'Reçu n°',
    paymentDate: 'Date du paiement',
    method: 'Moyen de paiement',
    invoiceTotal: 'Total de la facture',
    amountReceived: 'Montant reçu',
    paidInFull: 'Payée intégralement',
    documentTitle: 'Reçu {number}',
    paymentFor: 'Paiement de la facture {number} du {date}',
    paymentForUndated: 'Paiement de la facture {number}',
    paymentForUnnumbered: "Paiement d'une facture du {date}",
    paymentForAnInvoice: "Paiement d'une facture",
  },
} satisfies Messages<typeof english>;
