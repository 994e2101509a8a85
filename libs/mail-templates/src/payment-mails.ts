import type { Translate } from '@paydraft/i18n';
import { sentences, type MailLanguage, type MailTemplate } from './mail-content';

/** A client's receipt for a payment the owner recorded (or Stripe took), its PDF attached. */
export type ReceiptMailData = MailLanguage & {
  kind: 'receipt';
  invoiceNumber: string;
  /** The owner's business name, or their account email when they saved none. */
  senderName: string;
  /** Formatted in the invoice's currency and the mail's language ('€400.00', '400,00 €'), the date too. */
  amount: string;
  paidOn: string;
  /** As people say it, in the mail's language ('Bank transfer', 'Überweisung'). */
  method: string;
  reference: string;
  /** What is left to pay, formatted; empty when the invoice is paid in full. */
  balanceDue: string;
  /** Empty when the PDF could not be made: the mail then says nothing of one. */
  attachmentName: string;
};

/** The owner is told that their client paid an invoice by card (the pay-now flow). */
export type PaymentReceivedMailData = MailLanguage & {
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

/** 'invoice INV-7' (with the article the language puts there), or 'your invoice' without a number. */
const invoiceName = (t: Translate, number: string) =>
  number
    ? `${t('mail:inSentence.name', { type: 'invoice' })} ${number}`
    : t('mail:inSentence.yours', { type: 'invoice' });

export function receiptMail(data: ReceiptMailData, t: Translate): MailTemplate {
  const name = invoiceName(t, data.invoiceNumber);
  const sender = data.senderName;
  const subject = data.invoiceNumber
    ? t('mail:receipt.subject', { number: data.invoiceNumber })
    : t('mail:receipt.subjectUnnumbered');
  const fact = (label: string, value: string) => t('mail:fact', { label, value });
  const facts = [
    fact(t('common:columns.amount'), data.amount),
    fact(t('mail:receipt.date'), data.paidOn),
    fact(t('mail:receipt.method'), data.method),
    ...(data.reference ? [fact(t('common:payment.reference'), data.reference)] : []),
    fact(t('common:totals.balanceDue'), data.balanceDue || t('mail:receipt.paidInFull')),
  ];
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [t('mail:receipt.received', { sender, amount: data.amount, name }), facts.join('\n')],
      footnote: sentences(t, [
        data.attachmentName ? t('mail:receipt.attached', { file: data.attachmentName }) : '',
        t('mail:replyToReach', { sender }),
      ]),
    },
  };
}

export function paymentReceivedMail(data: PaymentReceivedMailData, t: Translate): MailTemplate {
  const name = invoiceName(t, data.invoiceNumber);
  const subject = t(
    data.needsReview ? 'mail:paymentReceived.subjectNeedsReview' : 'mail:paymentReceived.subject',
    {
      name,
    },
  );
  const left = data.balanceDue
    ? t('mail:paymentReceived.balanceLeft', { amount: data.balanceDue })
    : t('mail:paymentReceived.paidInFull');
  const paid = t('mail:paymentReceived.paid', { amount: data.amount, name, date: data.paidOn });
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [
        ...(data.username ? [t('mail:greeting', { name: data.username })] : []),
        sentences(t, [paid, left]),
        ...(data.needsReview ? [t('mail:paymentReceived.needsReview')] : []),
      ],
      action: { label: t('mail:openHistory'), url: data.historyUrl },
    },
  };
}
