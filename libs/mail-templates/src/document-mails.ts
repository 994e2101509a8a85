import type { StoredDocumentType } from '@paydraft/document-render';
import type { Translate } from '@paydraft/i18n';
import { sentences, type MailLanguage, type MailTemplate } from './mail-content';

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
function documentName(
  t: Translate,
  type: StoredDocumentType,
  documentNumber: string,
  form: 'mail:title' | 'mail:inSentence.name' = 'mail:title',
): string {
  return `${t(form, { type })} ${oneLine(documentNumber)}`.trim();
}

/** The document mail: the owner's own subject and message when they typed one. */
export function documentMail(data: DocumentMailData, t: Translate): MailTemplate {
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

/** The owner's notice that a client accepted or rejected a quote. */
export function quoteDecisionMail(data: QuoteDecisionMailData, t: Translate): MailTemplate {
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
