/** What an outbox mail is; the templates render each kind from its own data. */
export const MAIL_KINDS = ['contact', 'password-reset', 'email-change'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail rendered in both forms, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };
