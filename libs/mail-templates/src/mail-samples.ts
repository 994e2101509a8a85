import { documentLocale, formatDate, LANGUAGE_TAGS, type LanguageTag } from '@paydraft/i18n';
import { formatMoney, paymentMethodLabelIn } from '@paydraft/invoice-core';
import type { MailData } from './render-mail';

const VIEW_URL = 'https://app.paydraft.test/view/invoice/tok_sample';
const HISTORY_URL = 'https://app.paydraft.test/dashboard?section=history';
const HELP_URL = 'https://app.paydraft.test/contact';

/**
 * One mail of each kind, as the events fill them in, for the previews, in American English. A sample
 * with a language is previewed in every language, its figures written as the mailer writes them there
 * (mailSampleIn).
 */
export const MAIL_SAMPLES: readonly MailData[] = [
  { kind: 'contact', subject: '[Paydraft support] from Ada', body: 'Name: Ada\n\nHow do I add my logo?' },
  {
    kind: 'password-reset',
    resetUrl: 'https://app.paydraft.test/reset-password?token=sample',
    expiresInMinutes: 30,
  },
  {
    kind: 'email-change',
    confirmUrl: 'https://app.paydraft.test/confirm-email-change?token=sample',
    newEmail: 'ada@new.example',
    expiresInHours: 24,
  },
  { kind: 'email-changed', newEmail: 'ada@new.example', helpUrl: HELP_URL },
  { kind: 'account-deleted', helpUrl: HELP_URL },
  {
    kind: 'document',
    language: 'en-US',
    documentType: 'invoice',
    documentNumber: 'INV-7',
    senderName: 'Ada Studio',
    subject: '',
    message: '',
    viewUrl: VIEW_URL,
    attachmentName: 'invoice-INV-7.pdf',
  },
  {
    kind: 'quote-decision',
    language: 'en-US',
    decision: 'accepted',
    documentNumber: 'Q-3',
    signerName: 'Grace Hopper',
    decidedOn: 'November 20, 2026',
    username: 'ada',
    historyUrl: HISTORY_URL,
  },
  {
    kind: 'receipt',
    language: 'en-US',
    invoiceNumber: 'INV-7',
    senderName: 'Ada Studio',
    amount: '€400.00',
    paidOn: 'November 26, 2026',
    method: 'Bank transfer',
    reference: 'SEPA 88231',
    balanceDue: '€650.11',
    attachmentName: 'receipt-INV-7.pdf',
  },
  {
    kind: 'payment-received',
    language: 'en-US',
    invoiceNumber: 'INV-7',
    amount: '€400.00',
    paidOn: 'November 26, 2026',
    balanceDue: '',
    needsReview: false,
    username: 'ada',
    historyUrl: HISTORY_URL,
  },
  {
    kind: 'reminder',
    language: 'en-US',
    documentType: 'invoice',
    documentNumber: 'INV-7',
    senderName: 'Ada Studio',
    amount: '€1,200.00',
    dueDate: 'March 5, 2026',
    daysLate: 12,
    viewUrl: VIEW_URL,
    payNow: true,
    lateFee: '',
  },
];

/** The figures of the samples, as the mailer has them before it writes them in a mail's language. */
const FIGURES = {
  paid: '400.00',
  balance: '650.11',
  reminded: '1200.00',
  paidOn: '2026-11-26',
  dueOn: '2026-03-05',
  decidedOn: '2026-11-20',
} as const;

/**
 * A sample in the language given, its amounts, dates and payment method written as the mailer writes
 * them in that language ('1.200,00 €', '5. März 2026', 'Überweisung'); the account mails and the
 * contact form are written in English only.
 */
export function mailSampleIn(sample: MailData, language: LanguageTag): MailData {
  const money = (amount: string) => formatMoney(amount, 'EUR', language);
  const date = (isoDate: string) => formatDate(isoDate, language);
  switch (sample.kind) {
    case 'receipt':
      return {
        ...sample,
        language,
        amount: money(FIGURES.paid),
        paidOn: date(FIGURES.paidOn),
        method: paymentMethodLabelIn('bank_transfer', documentLocale(language)) ?? sample.method,
        balanceDue: money(FIGURES.balance),
      };
    case 'payment-received':
      return { ...sample, language, amount: money(FIGURES.paid), paidOn: date(FIGURES.paidOn) };
    case 'reminder':
      return { ...sample, language, amount: money(FIGURES.reminded), dueDate: date(FIGURES.dueOn) };
    case 'quote-decision':
      return { ...sample, language, decidedOn: date(FIGURES.decidedOn) };
    default:
      return 'language' in sample ? { ...sample, language } : sample;
  }
}

/** Every sample in every language it is sent in: for the previews, and the tests that read them all. */
export function everyMailSample(): MailData[] {
  return MAIL_SAMPLES.flatMap((sample) =>
    'language' in sample ? LANGUAGE_TAGS.map((language) => mailSampleIn(sample, language)) : [sample],
  );
}
