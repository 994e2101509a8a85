/**
 * Words only the public view uses (the page the client opens from the mail): accept, reject, pay.
 * The English ones are the page's wording as the spec gives it.
 */
export const publicView = {
  pageTitle: '{document} from {sender}',
  documentFallback: 'Document',
  logo: '{sender} logo',
  senderLogo: 'Sender logo',
  status: {
    draft: 'Draft',
    sent: 'Sent',
    viewed: 'Viewed',
    partially_paid: 'Partially paid',
    paid: 'Paid',
    overdue: 'Overdue',
    accepted: 'Accepted',
    rejected: 'Rejected',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  items: 'Items',
  totalPaid: 'Total paid',
  amountPaid: 'Amount paid',
  paid: 'Paid',
  downloadPdf: 'Download PDF',
  downloaded: 'PDF downloaded successfully!',
  downloadFailed: 'Failed to download document',
  howToPay: 'How to pay',
  instructions: 'Instructions',
  payNow: 'Pay now · {amount}',
  payErrors: {
    nothingDue: 'Nothing is due on this invoice any more.',
    noCard: 'Card payment is not available for this invoice. Please use the payment details.',
    failed: 'Could not open the payment page. Please try again.',
  },
  paymentReturn: {
    received: 'Thank you, your payment was received',
    cancelled: 'Payment cancelled. You have not been charged.',
    processing: 'Payment processing…',
    pending:
      'Your payment is being confirmed. This page will show the invoice as paid once it is; you can reload it later.',
  },
  decision: {
    accept: 'Accept Quote',
    reject: 'Reject Quote',
    cancel: 'Cancel',
    acceptTitle: 'Accept quote {number}',
    rejectTitle: 'Reject quote {number}?',
    acceptExplanation:
      'Type your full name to accept this quote. Your name and the time are recorded with it.',
    rejectExplanation: 'The sender is told that you rejected this quote. This cannot be undone.',
    name: 'Full name',
    nameRequired: 'Please enter your full name',
    nameTooLong: '{max, plural, one {At most # character} other {At most # characters}}',
    accepted: 'Quote accepted successfully!',
    rejected: 'Quote rejected successfully!',
    acceptFailed: 'Failed to accept quote',
    rejectFailed: 'Failed to reject quote',
    alreadyDecided: 'This quote has already been decided',
    revised: 'This quote has been revised since: please review the latest revision',
  },
  decided: {
    acceptedByOn: 'Accepted by {name} on {date}',
    acceptedBy: 'Accepted by {name}',
    acceptedOn: 'Accepted on {date}',
    accepted: 'Accepted',
    rejectedOn: 'Rejected on {date}',
    rejected: 'Rejected',
  },
  revision: {
    label: 'Revision {revision}',
    newer:
      'A newer revision of this quote exists: Revision {latest}. This page shows revision {shown} as it was decided.',
    view: 'View revision {revision}',
    earlier: 'Earlier revisions',
  },
  madeWith: 'Made with',
};
