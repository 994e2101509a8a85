import { renderHtml, renderText, type MailContent } from './mail-layout';
import type { MailKind, RenderedMail } from './mail-kinds';
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
export type DocumentMailData = {
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
export type QuoteDecisionMailData = {
  kind: 'quote-decision';
  decision: 'accepted' | 'rejected';
  documentNumber: string;
  /** The name the client typed when accepting; empty on rejection. */
  signerName: string;
  /** YYYY-MM-DD, or empty when the event did not say. */
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

const TYPE_LABELS: Record<StoredDocumentType, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit note',
};

/** 'Invoice INV-1', or 'Invoice' for a document saved without a number. */
function documentName(type: StoredDocumentType, documentNumber: string): string {
  const number = oneLine(documentNumber);
  return number ? `${TYPE_LABELS[type]} ${number}` : TYPE_LABELS[type];
}

function documentContent(data: DocumentMailData) {
  const name = documentName(data.documentType, data.documentNumber);
  const label = TYPE_LABELS[data.documentType];
  const lowerName = `${label.toLowerCase()}${name.slice(label.length)}`;
  const heading = `${name} from ${data.senderName}`;
  const message = data.message.trim();
  return {
    subject: oneLine(data.subject) || heading,
    content: {
      heading,
      paragraphs: [
        message ||
          `${data.senderName} sent you ${data.documentType === 'invoice' ? 'an' : 'a'} ${lowerName}.`,
      ],
      action: { label: `View ${lowerName}`, url: data.viewUrl },
      footnote: [
        `The PDF of ${lowerName} is attached to this mail (${data.attachmentName}).`,
        data.documentType === 'quote' ? 'You can accept or reject the quote from the link.' : '',
        `Reply to this mail to reach ${data.senderName}.`,
      ]
        .filter(Boolean)
        .join(' '),
    },
  };
}

function quoteDecisionContent(data: QuoteDecisionMailData) {
  const name = documentName('quote', data.documentNumber);
  const signer = oneLine(data.signerName);
  const on = data.decidedOn ? ` on ${data.decidedOn}` : '';
  const subject =
    data.decision === 'accepted'
      ? `${name} was accepted${signer ? ` by ${signer}` : ''}`
      : `${name} was rejected`;
  const what =
    data.decision === 'accepted'
      ? `${signer || 'Your client'} accepted ${name.replace(/^Quote/, 'quote')}${on}. Its status in your document history is now Accepted, and its PDF shows who accepted it and when.`
      : `Your client rejected ${name.replace(/^Quote/, 'quote')}${on}. Its status in your document history is now Rejected.`;
  return {
    subject,
    content: {
      heading: subject,
      paragraphs: [...(data.username ? [`Hi ${data.username},`] : []), what],
      action: { label: 'Open document history', url: data.historyUrl },
    },
  };
}

/** `text` replaces the plain-text rendering where the mail's text is already what the reader needs. */
function contentOf(data: MailData): { subject: string; content: MailContent; text?: string } {
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
      return documentContent(data);
    case 'quote-decision':
      return quoteDecisionContent(data);
    case 'receipt':
      return receiptContent(data);
    case 'payment-received':
      return paymentReceivedContent(data);
    case 'reminder':
      return reminderContent(data);
  }
}

/** Renders a mail in HTML and plain text with the product's name and colours. */
export function renderMail(data: MailData): RenderedMail & { kind: MailKind } {
  const { subject, content, text } = contentOf(data);
  return { kind: data.kind, subject, text: text ?? renderText(content), html: renderHtml(content) };
}
