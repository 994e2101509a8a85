/** The statuses in which an invoice takes no payment: not issued yet, closed, or nothing left to pay. */
const NOT_PAYABLE: readonly string[] = ['draft', 'cancelled', 'paid', 'completed'];

/** Whether 'Record payment' is offered for a document in a list (the server decides in the end). */
export const canRecordPayment = (document: { document_type: string; status?: string | null }) =>
  document.document_type === 'invoice' && !NOT_PAYABLE.includes(document.status || 'draft');
