import type { Translate } from '@paydraft/i18n';
import type { MailLanguage, MailTemplate } from './mail-content';

/**
 * An automatic reminder to an owner's client (docs/reminder-mail.md): an invoice's balance before, on or
 * after its due date, or a quote before its 'Valid until'. Everything is formatted already.
 */
export type ReminderMailData = MailLanguage & {
  kind: 'reminder';
  documentType: 'invoice' | 'quote';
  /** May be empty (a document saved without a number). */
  documentNumber: string;
  /** The owner's business name, or their account email when they saved none. */
  senderName: string;
  /** The balance due of an invoice, the total of a quote, in the mail's language ('€1,200.00'). */
  amount: string;
  /** The due date, or the quote's 'Valid until', in the mail's language ('March 5, 2026'). */
  dueDate: string;
  /** Days past that date; negative before it. */
  daysLate: number;
  /** The public view of the document. */
  viewUrl: string;
  /** The public view offers 'Pay now' (an invoice of an owner who takes cards). */
  payNow: boolean;
  /** The late fee this reminder added to the invoice ('€25.00'), empty when none. */
  lateFee: string;
};

/** 'invoice INV-7' (with the article the language puts there), or 'your invoice' for one without a number. */
const nameOf = (data: ReminderMailData, t: Translate) =>
  data.documentNumber
    ? `${t('mail:inSentence.name', { type: data.documentType })} ${data.documentNumber}`
    : t('mail:inSentence.yours', { type: data.documentType });

/** Where the date stands for the messages' select: before it, on it, or after it. */
const whenOf = (daysLate: number) => (daysLate < 0 ? 'before' : daysLate === 0 ? 'today' : 'after');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The values every reminder message reads: the name, the date, where it stands and how many days off. */
function valuesOf(data: ReminderMailData, t: Translate) {
  const values = {
    type: data.documentType,
    name: nameOf(data, t),
    sender: data.senderName,
    date: data.dueDate,
    when: whenOf(data.daysLate),
    days: Math.abs(data.daysLate),
  };
  const stateKey =
    data.documentType === 'invoice' ? 'mail:reminder.invoiceState' : 'mail:reminder.quoteState';
  return { ...values, state: t(stateKey, values) };
}

const fact = (t: Translate, label: string, value: string) => t('mail:fact', { label, value });

function invoiceReminder(data: ReminderMailData, t: Translate): MailTemplate {
  const values = valuesOf(data, t);
  const view = {
    label: t('mail:view', { type: 'invoice', name: t('mail:inSentence.name', { type: 'invoice' }) }),
    url: data.viewUrl,
  };
  return {
    subject: t('mail:reminder.subject', values),
    content: {
      heading: capitalized(t('mail:reminder.heading', values)),
      paragraphs: [
        t('mail:reminder.invoiceFriendly', values),
        [
          fact(t, t('common:totals.balanceDue'), data.amount),
          fact(t, t('common:details.dueDate'), data.dueDate),
        ].join('\n'),
        ...(data.lateFee ? [t('mail:reminder.lateFee', { fee: data.lateFee })] : []),
        t(data.payNow ? 'mail:reminder.payByCard' : 'mail:reminder.paymentDetails'),
        t('mail:reminder.alreadyPaid'),
      ],
      action: data.payNow ? { label: t('common:payment.payNow'), url: data.viewUrl } : view,
      ...(data.payNow ? { secondaryAction: view } : {}),
      footnote: t('mail:reminder.questions', values),
    },
  };
}

function quoteReminder(data: ReminderMailData, t: Translate): MailTemplate {
  const values = valuesOf(data, t);
  return {
    subject: t('mail:reminder.subject', values),
    content: {
      heading: capitalized(t('mail:reminder.heading', values)),
      paragraphs: [
        t('mail:reminder.quoteFriendly', values),
        [
          fact(t, t('mail:reminder.quoteTotal'), data.amount),
          fact(t, t('common:details.validUntil'), data.dueDate),
        ].join('\n'),
        t('mail:reminder.quoteChoice'),
      ],
      action: {
        label: t('mail:view', { type: 'quote', name: t('mail:inSentence.name', { type: 'quote' }) }),
        url: data.viewUrl,
      },
      footnote: t('mail:reminder.questions', values),
    },
  };
}

export function reminderMail(data: ReminderMailData, t: Translate): MailTemplate {
  return data.documentType === 'invoice' ? invoiceReminder(data, t) : quoteReminder(data, t);
}
