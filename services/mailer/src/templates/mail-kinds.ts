/** What an outbox mail is; the templates render each kind from its own data. */
export const MAIL_KINDS = ['contact', 'password-reset', 'email-change'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Kinds whose body holds a one-time link: once the mail is final (delivered or failed) the outbox
 * keeps only its envelope, so a copy of the database cannot take over the account.
 */
export const LINK_CARRYING_KINDS: ReadonlySet<MailKind> = new Set(['password-reset', 'email-change']);

export const BODY_REMOVED_TEXT = '(Removed once final: this mail held a one-time link.)';

/** A mail rendered in both forms, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };
