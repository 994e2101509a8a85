import { resolveLanguage, translator, type LanguageTag, type Translate } from '@paydraft/i18n';
import { renderHtml, renderText, sentences, type MailContent } from './mail-layout';
import type { MailKind, MailLanguage, RenderedMail } from './mail-kinds';
import type { StoredDocumentType } from '@paydraft/document-render';
import {
  paymentReceivedContent,
  receiptContent,
  type PaymentReceivedMailData,
  type ReceiptMailData,
} from './payment-mails';
import { reminderContent, type ReminderMailData } from './reminder-mails';

export type { PaymentReceivedMailData, ReceiptMailData } from './payment-mails';
export type { ReminderMailData } from './reminder-mails';

/** The data each kind of mail is rendered from; auth supplies the links it has signed. */
export type MailData =
  | { kind: 'contact'; subject: string; body: string }
  | { kind: 'password-reset'; resetUrl: string; expiresInMinutes: number }
  | { kind: 'email-change'; confirmUrl: string; newEmail: string; expiresInHours: number }
  | { kind: 'email-changed'; newEmail: string; helpUrl: string }
  | { kind: 'account-deleted'; helpUrl: string }
  | DocumentMailData
  | QuoteDecisionMailData
  | ReceiptMailData
  | PaymentReceivedMailData
  | ReminderMailData;

/** An owner's invoice or quote, emailed to their client with its public link and its PDF attached. */
export type DocumentMailData = MailLanguage & {
  kind: 'document';
  documentType: StoredDocumentType;
  documentNumber: string;
  /** The owner's business name, or the product's name when they saved none. */
  senderName: string;
  /** As the owner typed them in the Send dialog; either may be empty. */
  subject: string;
  message: string;
  viewUrl: string;
  attachmentName: string;
};

/** The owner is told that a client accepted or rejected one of their quotes. */
export type QuoteDecisionMailData = MailLanguage & {
  kind: 'quote-decision';
  decision: 'accepted' | 'rejected';
  documentNumber: string;
  /** The name the client typed when accepting; empty on rejection. */
  signerName: string;
  /** The day, written in the mail's language ('November 20, 2026'), or empty when the event did not say. */
  decidedOn: string;
  /** The owner's username, for the greeting; may be empty. */
  username: string;
  historyUrl: string;
};

/** One line for a header: user text with line breaks or control characters would break it. */
export function oneLine(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A document's name: 'Invoice INV-1' as a title, 'invoice INV-1' inside a sentence (with the article
 * the language puts there); without a number, the noun alone.
 */
export function documentName(
  t: Translate,
  type: StoredDocumentType,
  documentNumber: string,
  form: 'mail:title' | 'mail:inSentence.name' = 'mail:title',
): string {
  return `${t(form, { type })} ${oneLine(documentNumber)}`.trim();
}

function documentContent(data: DocumentMailData, t: Translate) {
  const { documentType: type, senderName: sender } = data;
  const name = documentName(t, type, data.documentNumber);
  const inSentence = documentName(t, type, data.documentNumber, 'mail:inSentence.name');
  const heading = t('mail:document.heading', { name, sender });
  // What the owner typed is theirs: sent as written, in whatever language they wrote it.
  const message = data.message.trim();
  return {
    subject: oneLine(data.subject) || heading,
    content: {
      heading,
      paragraphs: [message || t('mail:document.sent', { type, name: inSentence, sender })],
      action: { label: t('mail:view', { type, name: inSentence }), url: data.viewUrl },
      footnote: sentences(t, [
        t('mail:document.attached', { type, name: inSentence, file: data.attachmentName }),
        type === 'quote' ? t('mail:document.quoteChoice') : '',
        t('mail:replyToReach', { sender }),
      ]),
    },
  };
}

function quoteDecisionContent(data: QuoteDecisionMailData, t: Translate) {
  const name = documentName(t, 'quote', data.documentNumber);
  const inSentence = documentName(t, 'quote', data.documentNumber, 'mail:inSentence.name');
  const signer = oneLine(data.signerName);
  const on = { dated: data.decidedOn ? 'yes' : 'no', date: data.decidedOn };
  const accepted = data.decision === 'accepted';
  const subject = !accepted
    ? t('mail:quoteDecision.rejected', { name })
    : signer
      ? t('mail:quoteDecision.acceptedBy', { name, signer })
      : t('mail:quoteDecision.accepted', { name });
  const who = signer || t('mail:quoteDecision.yourClient');
  const what = accepted
    ? t('mail:quoteDecision.acceptedText', { who, name: inSentence, ...on })
    : t('mail:quoteDecision.rejectedText', { name: inSentence, ...on });
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [...(data.username ? [t('mail:greeting', { name: data.username })] : []), what],
      action: { label: t('mail:openHistory'), url: data.historyUrl },
    },
  };
}

/** The client's and the owner's mails in their language; the account mails and the contact form in English. */
function languageOf(data: MailData): LanguageTag {
  return resolveLanguage('language' in data ? data.language : undefined);
}

/** `text` replaces the plain-text rendering where the mail's text is already what the reader needs. */
function contentOf(data: MailData, t: Translate): { subject: string; content: MailContent; text?: string } {
  switch (data.kind) {
    case 'contact':
      // The support team reads and replies to the visitor's words: the plain text is those words, unframed.
      return {
        subject: data.subject,
        content: { heading: data.subject, paragraphs: [data.body] },
        text: data.body,
      };
    case 'password-reset':
      return {
        subject: 'Reset your Paydraft password',
        content: {
          heading: 'Reset your password',
          paragraphs: [
            'Someone asked to reset the password of your Paydraft account. If it was you, choose a new one.',
          ],
          action: { label: 'Choose a new password', url: data.resetUrl },
          footnote: `The link works once, for ${data.expiresInMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
        },
      };
    case 'email-change':
      return {
        subject: 'Confirm your new Paydraft email address',
        content: {
          heading: 'Confirm your new email address',
          paragraphs: [`Confirm that ${data.newEmail} is the new email address of your Paydraft account.`],
          action: { label: 'Confirm email address', url: data.confirmUrl },
          footnote: `The link works once, for ${data.expiresInHours} hours. If you did not ask for this change, ignore this mail.`,
        },
      };
    case 'email-changed':
      return {
        subject: 'Your Paydraft sign-in email was changed',
        content: {
          heading: 'Your sign-in email was changed',
          paragraphs: [
            `Your sign-in email was changed to ${data.newEmail}. From now on you sign in to Paydraft with that address, and mail about your account goes there.`,
            'If you did not make this change, contact us at once: we will help you get your account back.',
          ],
          action: { label: 'Get help', url: data.helpUrl },
          footnote:
            'This notice goes to the old address so that you hear of the change even if you did not make it.',
        },
      };
    case 'account-deleted':
      return {
        subject: 'Your Paydraft account was deleted',
        content: {
          heading: 'Your account was deleted',
          paragraphs: [
            'Your Paydraft account was deleted as you asked. Your documents, clients, preferences, logo, share links and sessions are erased, and any subscription ends at the end of the period already paid; nothing renews.',
            'If you did not ask for this, contact us.',
          ],
          action: { label: 'Contact us', url: data.helpUrl },
        },
      };
    case 'document':
      return documentContent(data, t);
    case 'quote-decision':
      return quoteDecisionContent(data, t);
    case 'receipt':
      return receiptContent(data, t);
    case 'payment-received':
      return paymentReceivedContent(data, t);
    case 'reminder':
      return reminderContent(data, t);
  }
}

/** Renders a mail in HTML and plain text, in its language, with the product's name and colours. */
export function renderMail(data: MailData): RenderedMail & { kind: MailKind } {
  const language = languageOf(data);
  const locale = { language, t: translator(language) };
  const { subject, content, text } = contentOf(data, locale.t);
  return {
    kind: data.kind,
    subject,
    text: text ?? renderText(content, locale),
    html: renderHtml(content, locale),
  };
}
