/** One mail as the provider gets it. */
export type OutgoingMail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

/** `retryable` is false when sending the same mail again cannot succeed (the provider refused it). */
export type SendOutcome =
  { ok: true; providerMessageId: string } | { ok: false; retryable: boolean; reason: string };

export type MailSender = { send(mail: OutgoingMail): Promise<SendOutcome> };

export const MAIL_SENDER = Symbol('MAIL_SENDER');

/** Longest one send may take before it counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 15_000;
