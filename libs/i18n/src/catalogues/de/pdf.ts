import type { pdf as english } from '../en/pdf';
import type { Messages } from '../../messages';

/** German: words only the PDF prints (see en/pdf). */
export const pdf = {
  details: 'Details',
  pageNumber: 'Seite {page} von {count}',
  paidMark: 'BEZAHLT',
  previewMark: 'VORSCHAU',
  creditsInvoice: 'Korrigiert Rechnung',
  invoiceOfDate: '{number} vom {date}',
  creditsInvoiceLine: 'Korrigiert Rechnung {number} vom {date}',
  creditsInvoiceLineUndated: 'Korrigiert Rechnung {number}',
  acceptedBy: 'Angenommen von {name} am {date}',
  acceptedByUndated: 'Angenommen von {name}',
  taxBreakdown: { heading: 'Steuern', rate: 'Satz', base: 'Netto', amount: 'Steuer' },
  noTax: '—',
  hiddenColumns:
    '{count, plural, one {# weitere benutzerdefinierte Spalte ist ausgeblendet} other {# weitere benutzerdefinierte Spalten sind ausgeblendet}}',
  fullDescriptions: 'Vollständige Positionsbeschreibungen',
  seeFullDescriptions: 'Siehe vollständige Positionsbeschreibungen ({reference})',
  itemHeading: 'Position {number}',
  logoOf: 'Logo von {seller}',
  logoOfSender: 'Logo des Absenders',
  receipt: {
    receivedFrom: 'Erhalten von',
    receiptNumber: 'Quittungsnr.',
    paymentDate: 'Zahlungsdatum',
    method: 'Zahlungsart',
    invoiceTotal: 'Rechnungsbetrag',
    amountReceived: 'Erhaltener Betrag',
    paidInFull: 'Vollständig bezahlt',
    documentTitle: 'Quittung {number}',
    paymentFor: 'Zahlung für Rechnung {number} vom {date}',
    paymentForUndated: 'Zahlung für Rechnung {number}',
    paymentForUnnumbered: 'Zahlung für eine Rechnung vom {date}',
    paymentForAnInvoice: 'Zahlung für eine Rechnung',
  },
} satisfies Messages<typeof english>;
