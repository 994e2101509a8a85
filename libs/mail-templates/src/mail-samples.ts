import { LANGUAGE_TAGS, type LanguageTag } from '@paydraft/i18n';
import type { MailData } from './render-mail';

const VIEW_URL = 'https://app.paydraft.test/view/invoice/tok_sample';
const HISTORY_URL = 'https://app.paydraft.test/dashboard?section=history';
const HELP_URL = 'https://app.paydraft.test/contact';

/**
 * One mail of each kind, as the events fill them in, for the previews. A sample with a language is
 * previewed in every language. Amounts and
 * dates are written in English: a preview in another language shows the catalogue's words around them.
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

/** A sample in the language given; the account mails and the contact form are written in English only. */
export function mailSampleIn(sample: MailData, language: LanguageTag): MailData {
  return 'language' in sample ? { ...sample, language } : sample;
}

/** Every sample in every language it is sent in: for the previews, and the tests that read them all. */
export function everyMailSample(): MailData[] {
  return MAIL_SAMPLES.flatMap((sample) =>
    'language' in sample ? LANGUAGE_TAGS.map((language) => mailSampleIn(sample, language)) : [sample],
  );
}
