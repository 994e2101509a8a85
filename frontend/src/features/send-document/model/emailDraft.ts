import type { Translate } from '@paydraft/i18n';
import type { ShareableDocument } from '../api/sharingApi';

/** What the Send dialog collects: the spec's recipient, subject and message. */
export type EmailDraft = { recipient: string; subject: string; message: string };

export const INVALID_EMAIL = 'Please enter a valid email address';
export const RECIPIENT_REQUIRED = 'Please enter the recipient’s email address';

/** Something@something.tld, without spaces: the server checks the same before sending. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const TYPE_LABEL = { invoice: 'Invoice', quote: 'Quote', credit_note: 'Credit Note' } as const;

/** The kind in running text: 'invoice', 'quote', 'credit note'. */
export const kindInText = (document: ShareableDocument) => TYPE_LABEL[document.document_type].toLowerCase();

/**
 * 'Invoice INV-1 from Acme Studio', or 'Invoice INV-1' while the owner has no business name saved, in the
 * document's language (`t`): the client reads it.
 */
export function defaultSubject(
  document: ShareableDocument,
  businessName: string | null | undefined,
  t: Translate,
): string {
  const title = t(`common:documentTitle.${document.document_type}`);
  const sender = businessName?.trim();
  const values = { title, number: document.document_number, sender: sender ?? '' };
  return t(sender ? 'mail:sendDraft.subject' : 'mail:sendDraft.subjectWithoutSender', values).trim();
}

/**
 * A friendly default that reads right by email (which brings the link and the PDF) and in WhatsApp or
 * SMS (where the link follows the message), in the document's language (`t`).
 */
export function defaultMessage(
  document: ShareableDocument,
  businessName: string | null | undefined,
  t: Translate,
): string {
  const type = document.document_type;
  const closing = businessName?.trim() ? `\n${businessName.trim()}` : '';
  return [
    t('mail:sendDraft.greeting'),
    '',
    t('mail:sendDraft.intro', { type, number: document.document_number }),
    '',
    t(type === 'quote' ? 'mail:sendDraft.quoteAccept' : 'mail:sendDraft.questions'),
    '',
    `${t('mail:sendDraft.thanks')}${closing}`,
  ].join('\n');
}

/** The link as people paste it: the page's own origin before the server's relative path. */
export const absoluteLink = (path: string) => new URL(path, window.location.origin).toString();

export const whatsAppHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
export const smsHref = (text: string) => `sms:?&body=${encodeURIComponent(text)}`;

/** The server's reason (`{ success: false, error }`), or a generic one when the call never got an answer. */
export function serverMessage(error: unknown): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  const text = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof text === 'string' && text !== '' ? text : 'Please try again.';
}
