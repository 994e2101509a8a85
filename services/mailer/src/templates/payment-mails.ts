import type { MailContent } from './mail-layout';

/** A client's receipt for a payment the owner recorded (or Stripe took), its PDF attached. */
export type ReceiptMailData = {
  kind: 'receipt';
  invoiceNumber: string;
  /** The owner's business name, or their account email when they saved none. */
  senderName: string;
  /** Formatted in the invoice's currency ('€400.00'), the date as the PDFs print it. */
  amount: string;
  paidOn: string;
  /** As people say it ('Bank transfer'). */
  method: string;
  reference: string;
  /** What is left to pay, formatted; empty when the invoice is paid in full. */
  balanceDue: string;
  /** Empty when the PDF could not be made: the mail then says nothing of one. */
  attachmentName: string;
};

/** The owner is told that their client paid an invoice by card (the pay-now flow). */
export type PaymentReceivedMailData = {
  kind: 'payment-received';
  invoiceNumber: string;
  amount: string;
  paidOn: string;
  /** Empty when the invoice is paid in full. */
  balanceDue: string;
  /** The payment reached a Stripe account that is not the owner's connected one: they should check it. */
  needsReview: boolean;
  username: string;
  historyUrl: string;
};

const PAID_IN_FULL = 'Paid in full';

const invoiceName = (number: string) => (number ? `invoice ${number}` : 'your invoice');

export function receiptContent(data: ReceiptMailData): { subject: string; content: MailContent } {
  const invoice = invoiceName(data.invoiceNumber);
  const subject = data.invoiceNumber
    ? `Receipt for invoice ${data.invoiceNumber}`
    : 'Receipt for your payment';
  const facts = [
    `Amount: ${data.amount}`,
    `Date: ${data.paidOn}`,
    `Method: ${data.method}`,
    ...(data.reference ? [`Reference: ${data.reference}`] : []),
    `Balance due: ${data.balanceDue || PAID_IN_FULL}`,
  ];
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        `${data.senderName} received your payment of ${data.amount} for ${invoice}. Thank you.`,
        facts.join('\n'),
      ],
      footnote: [
        data.attachmentName ? `The receipt is attached to this mail (${data.attachmentName}).` : '',
        `Reply to this mail to reach ${data.senderName}.`,
      ]
        .filter(Boolean)
        .join(' '),
    },
  };
}

export function paymentReceivedContent(data: PaymentReceivedMailData): {
  subject: string;
  content: MailContent;
} {
  const invoice = invoiceName(data.invoiceNumber);
  const received = `Payment received for ${invoice}`;
  const subject = data.needsReview ? `Needs review: ${received.replace(/^P/, 'p')}` : received;
  const left = data.balanceDue ? `Balance due: ${data.balanceDue}.` : 'The invoice is now paid in full.';
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        ...(data.username ? [`Hi ${data.username},`] : []),
        `Your client paid ${data.amount} by card for ${invoice} on ${data.paidOn}. ${left}`,
        ...(data.needsReview
          ? [
              'Needs review: this payment arrived through a Stripe account that is not the one connected to Paydraft now. The money has moved, so the payment is recorded; check it in that Stripe account.',
            ]
          : []),
      ],
      action: { label: 'Open document history', url: data.historyUrl },
    },
  };
}
