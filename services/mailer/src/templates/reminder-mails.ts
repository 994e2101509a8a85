import type { MailContent } from './mail-layout';

/**
 * An automatic reminder to an owner's client (README 'Reminders'): an invoice's balance before, on or
 * after its due date, or a quote before its 'Valid until'. Everything is formatted already.
 */
export type ReminderMailData = {
  kind: 'reminder';
  documentType: 'invoice' | 'quote';
  /** May be empty (a document saved without a number). */
  documentNumber: string;
  /** The owner's business name, or their account email when they saved none. */
  senderName: string;
  /** The balance due of an invoice, the total of a quote ('€1,200.00'). */
  amount: string;
  /** The due date, or the quote's 'Valid until', as the PDFs print it ('March 5, 2026'). */
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

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** 'invoice INV-7', or 'your invoice' for a document without a number. */
const nameOf = (data: ReminderMailData) =>
  data.documentNumber ? `${data.documentType} ${data.documentNumber}` : `your ${data.documentType}`;

/** Where the invoice stands: 'is due on March 5, 2026', 'is due today, …', 'was due on …, 12 days ago'. */
function invoiceState(data: ReminderMailData): string {
  if (data.daysLate < 0) return `is due on ${data.dueDate}`;
  if (data.daysLate === 0) return `is due today, ${data.dueDate}`;
  return `was due on ${data.dueDate}, ${days(data.daysLate)} ago`;
}

/** ', in 3 days' before the date, '' on it or after (the state says it). */
const countdown = (daysLate: number) => (daysLate < 0 ? `, in ${days(-daysLate)}` : '');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function invoiceReminder(data: ReminderMailData): { subject: string; content: MailContent } {
  const name = nameOf(data);
  const state = invoiceState(data);
  const subject = `Reminder: ${name} ${state}`;
  return {
    subject,
    content: {
      heading: capitalized(`${name} ${state}`),
      paragraphs: [
        `This is a friendly reminder from ${data.senderName} that ${name} ${state}${countdown(data.daysLate)}.`,
        `Balance due: ${data.amount}\nDue date: ${data.dueDate}`,
        ...(data.lateFee
          ? [
              `A late fee of ${data.lateFee} was added to the invoice as its due date has passed; the balance due includes it.`,
            ]
          : []),
        data.payNow
          ? 'You can pay by card: Pay now opens the invoice, where you can pay the balance online.'
          : 'The link below opens the invoice with its payment details.',
        'If you have already paid, thank you, and please ignore this reminder.',
      ],
      action: data.payNow
        ? { label: 'Pay now', url: data.viewUrl }
        : { label: 'View invoice', url: data.viewUrl },
      ...(data.payNow ? { secondaryAction: { label: 'View invoice', url: data.viewUrl } } : {}),
      footnote: `Questions about the invoice? Reply to this mail to reach ${data.senderName}.`,
    },
  };
}

function quoteReminder(data: ReminderMailData): { subject: string; content: MailContent } {
  const name = nameOf(data);
  const state = data.daysLate > 0 ? `was valid until ${data.dueDate}` : `is valid until ${data.dueDate}`;
  const subject = `Reminder: ${name} ${state}`;
  return {
    subject,
    content: {
      heading: capitalized(`${name} ${state}`),
      paragraphs: [
        `This is a friendly reminder from ${data.senderName} that ${name} ${state}${
          data.daysLate < 0 ? `, ${days(-data.daysLate)} from now` : ''
        }.`,
        [`Quote total: ${data.amount}`, `Valid until: ${data.dueDate}`].join('\n'),
        'You can accept or reject the quote from its page.',
      ],
      action: { label: 'View quote', url: data.viewUrl },
      footnote: `Questions about the quote? Reply to this mail to reach ${data.senderName}.`,
    },
  };
}

export function reminderContent(data: ReminderMailData): { subject: string; content: MailContent } {
  return data.documentType === 'invoice' ? invoiceReminder(data) : quoteReminder(data);
}
