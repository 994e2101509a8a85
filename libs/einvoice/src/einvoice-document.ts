import {
  einvoiceProblems,
  type EInvoiceProblem,
  type EInvoiceProfile,
  type PdfRequest,
} from '@paydraft/invoice-core';

/** The attachment's name inside a Factur-X / ZUGFeRD PDF, as the standard fixes it. */
export const FACTURX_FILE_NAME = 'factur-x.xml';

/**
 * A validated document (the output of invoice-core's pdfRequestSchema: snake_case, line tax ids
 * resolved) as an e-invoice: an invoice, or a credit note that names the invoice it corrects
 * (BT-25/BT-26).
 */
export type EInvoiceDocument = Omit<PdfRequest, 'document_type'> & {
  document_type: 'invoice' | 'credit_note';
  preceding_invoice?: { number: string; issue_date: string };
  /** BT-113: what the buyer has paid already (recorded payments), so BT-115 is the balance. */
  paid_amount?: string;
};

/** The writers refuse a document that the validators would reject: these are what it lacks. */
export class EInvoiceNotReady extends Error {
  constructor(readonly problems: EInvoiceProblem[]) {
    super(
      `The document cannot be an e-invoice yet: ${problems.map((problem) => problem.message).join('; ')}`,
    );
    this.name = 'EInvoiceNotReady';
  }
}

/** Throws EInvoiceNotReady when einvoiceProblems lists anything for the profile. */
export function assertReady(document: EInvoiceDocument, profile: EInvoiceProfile, payable: boolean): void {
  const problems = einvoiceProblems(document, profile, { payable });
  if (problems.length > 0) throw new EInvoiceNotReady(problems);
}
