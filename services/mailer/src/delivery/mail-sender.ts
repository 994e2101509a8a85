/** A file sent with a mail: its bytes in base64, as SendGrid takes them. */
export type MailAttachment = { filename: string; type: string; content: string };

/** One mail as the provider gets it. */
export type OutgoingMail = {
  to: string;
  from: string;
  /** The display name shown with `from` (the product's address). */
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** `retryable` is false when sending the same mail again cannot succeed (the provider refused it). */
export type SendOutcome =
  { ok: true; providerMessageId: string } | { ok: false; retryable: boolean; reason: string };

export type MailSender = { send(mail: OutgoingMail): Promise<SendOutcome> };

export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** Longest one send may take before it counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 15_000;
