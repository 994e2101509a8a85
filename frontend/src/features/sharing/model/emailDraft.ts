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

/** 'Invoice INV-1 from Acme Studio', or 'Invoice INV-1' while the owner has no business name saved. */
export function defaultSubject(document: ShareableDocument, businessName: string | null | undefined): string {
  const name = `${TYPE_LABEL[document.document_type]} ${document.document_number}`.trim();
  const from = businessName?.trim();
  return from ? `${name} from ${from}` : name;
}

/**
 * A friendly default that reads right by email (which brings the link and the PDF) and in WhatsApp or
 * SMS (where the link follows the message).
 */
export function defaultMessage(document: ShareableDocument, businessName: string | null | undefined): string {
  const kind = document.document_type;
  const closing = businessName?.trim() ? `\n${businessName.trim()}` : '';
  return [
    'Hello,',
    '',
    `Here is ${kindInText(document)} ${document.document_number}. You can view it and download the PDF from the link.`,
    '',
    kind === 'quote'
      ? 'If everything looks right, you can accept the quote on that page.'
      : 'Please let me know if you have any questions.',
    '',
    `Thank you,${closing}`,
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
