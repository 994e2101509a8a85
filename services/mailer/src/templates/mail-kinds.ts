/** What an outbox mail is; the templates render each kind from its own data. */
export const MAIL_KINDS = [
  'contact',
  'password-reset',
  'email-change',
  'email-changed',
  'account-deleted',
  'document',
  'quote-decision',
  'receipt',
  'payment-received',
  'reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Kinds whose body holds a secret link: a one-time link that opens the account, or a document's share
 * link (which opens it, and accepts or rejects a quote, until revoked), as a document mail and a
 * reminder hold. Once the mail is final
 * (delivered or failed) the outbox keeps only its envelope, so a copy of the database cannot use them.
 */
export const LINK_CARRYING_KINDS: ReadonlySet<MailKind> = new Set([
  'password-reset',
  'email-change',
  'document',
  'reminder',
]);

export const BODY_REMOVED_TEXT = '(Removed once final: this mail held a secret link.)';
