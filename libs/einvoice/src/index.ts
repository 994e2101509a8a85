// STAND-IN for h/xml's @paydraft/einvoice, only so h/api compiles and its tests run: same exports and
// signatures as the plan fixes, XML reduced to the root element and the document number. The lead
// drops this folder at merge and keeps h/xml's library.
import { einvoiceProblems, type EInvoiceProblem, type PdfRequest } from '@paydraft/invoice-core';

export type EInvoiceDocument = Omit<PdfRequest, 'document_type'> & {
  document_type: 'invoice' | 'credit_note';
  preceding_invoice?: { number: string; issue_date: string };
};

export const FACTURX_FILE_NAME = 'factur-x.xml';

export class EInvoiceNotReady extends Error {
  constructor(readonly problems: EInvoiceProblem[]) {
    super('The document lacks fields the e-invoice needs');
    this.name = 'EInvoiceNotReady';
  }
}

function ready(document: EInvoiceDocument, profile: 'en16931' | 'xrechnung' | 'peppol'): void {
  const payable = document.items.some((item) => Number(item.price) * Number(item.qty) > 0);
  const problems = einvoiceProblems(document, profile, { payable });
  if (problems.length > 0) throw new EInvoiceNotReady(problems);
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function ciiXml(document: EInvoiceDocument): string {
  ready(document, 'en16931');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
    'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">' +
    `<rsm:ExchangedDocument><ram:ID>${escaped(document.document_number)}</ram:ID></rsm:ExchangedDocument>` +
    '</rsm:CrossIndustryInvoice>\n'
  );
}

export function ublXml(document: EInvoiceDocument, profile: 'xrechnung' | 'peppol'): string {
  ready(document, profile);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
    'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
    `<cbc:ID>${escaped(document.document_number)}</cbc:ID></Invoice>\n`
  );
}
