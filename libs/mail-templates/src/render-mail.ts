import { resolveLanguage, translator, type LanguageTag, type Translate } from '@paydraft/i18n';
import { accountMail, contactMail, type AccountMailData, type ContactMailData } from './account-mails';
import {
  documentMail,
  quoteDecisionMail,
  type DocumentMailData,
  type QuoteDecisionMailData,
} from './document-mails';
import type { MailTemplate } from './mail-content';
import {
  paymentReceivedMail,
  receiptMail,
  type PaymentReceivedMailData,
  type ReceiptMailData,
} from './payment-mails';
import { reminderMail, type ReminderMailData } from './reminder-mails';
import { renderTemplate, type RenderedMail } from './render-template';

/** The data each kind of mail is rendered from. */
export type MailData =
  | ContactMailData
  | AccountMailData
  | DocumentMailData
  | QuoteDecisionMailData
  | ReceiptMailData
  | PaymentReceivedMailData
  | ReminderMailData;

/** The client's and the owner's mails in their language; the account mails and the contact form in English. */
function languageOf(data: MailData): LanguageTag {
  return resolveLanguage('language' in data ? data.language : undefined);
}

function templateOf(data: MailData, t: Translate): MailTemplate {
  switch (data.kind) {
    case 'contact':
      return contactMail(data);
    case 'password-reset':
    case 'email-change':
    case 'email-changed':
    case 'account-deleted':
      return accountMail(data);
    case 'document':
      return documentMail(data, t);
    case 'quote-decision':
      return quoteDecisionMail(data, t);
    case 'receipt':
      return receiptMail(data, t);
    case 'payment-received':
      return paymentReceivedMail(data, t);
    case 'reminder':
      return reminderMail(data, t);
  }
}

/** Renders a mail in HTML and plain text, in its language, with the product's name and colours. */
export function renderMail(data: MailData): RenderedMail & { kind: MailData['kind'] } {
  const language = languageOf(data);
  const t = translator(language);
  return { kind: data.kind, ...renderTemplate(templateOf(data, t), { language, t }) };
}
