import type { Document } from '@paydraft/contracts';
import { toCsv } from '../account/export/csv';

/** The export's columns, as its header line names them. */
export const DOCUMENT_CSV_COLUMNS = [
  'Number',
  'Type',
  'Client',
  'Issue date',
  'Due date',
  'Currency',
  'Total',
  'Paid',
  'Balance',
  'Status',
] as const;

type Row = Record<(typeof DOCUMENT_CSV_COLUMNS)[number], string>;

/** The client's name when the document is linked to one, else the first line of the receiver as typed. */
const clientOf = (document: Document, clientNames: ReadonlyMap<string, string>) =>
  clientNames.get(document.clientId) ?? document.receiverInfo.split('\n')[0].trim();

function rowOf(document: Document, clientNames: ReadonlyMap<string, string>): Row {
  return {
    Number: document.documentNumber,
    Type: document.documentType,
    Client: clientOf(document, clientNames),
    'Issue date': document.issueDate,
    'Due date': document.dueOrExpiryDate,
    Currency: document.currency,
    Total: document.totalAmount,
    // Invoices only (documents answers both empty on quotes and credit notes).
    Paid: document.amountPaid,
    Balance: document.balanceDue,
    Status: document.status,
  };
}

/**
 * The documents as CSV (RFC 4180, CRLF), one row each in the order given; cells a spreadsheet would run
 * as a formula (a client named '=HYPERLINK(...)') start with a quote (csv.ts).
 */
export const documentsCsv = (documents: readonly Document[], clientNames: ReadonlyMap<string, string>) =>
  toCsv(
    DOCUMENT_CSV_COLUMNS,
    documents.map((document) => rowOf(document, clientNames)),
  );
