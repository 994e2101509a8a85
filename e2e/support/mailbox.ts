import type { CapturedMail } from '../../infra/mail-capture/src/captured-mail';

export type { CapturedMail };

/**
 * The mail capture server the stack's mailer delivers to (PAYDRAFT_MAILBOX_URL). GET <url>/api/mails
 * lists every accepted send, newest first. Mail leaves through the mailer's outbox worker, so a test
 * polls for the mail it caused instead of reading the list once.
 */
export type MailQuery = {
  /** Part of the subject, or a pattern it must match. */
  subject?: string | RegExp;
  /** Only mails received at or after this moment (leaves out an earlier mail to the same address). */
  since?: Date;
  /** How long to wait for the mail; 20 s covers the worker's poll and one retry. */
  timeoutMs?: number;
};

const POLL_MS = 250;

function mailboxUrl(path: string): string {
  const base = process.env.PAYDRAFT_MAILBOX_URL;
  if (!base) throw new Error('PAYDRAFT_MAILBOX_URL is not set: run through e2e/jest.config.cjs');
  return new URL(path, base).toString();
}

/** Every captured mail, newest first. */
export async function allMails(): Promise<CapturedMail[]> {
  const response = await fetch(mailboxUrl('/api/mails'));
  if (!response.ok) throw new Error(`GET /api/mails answered ${response.status}`);
  return (await response.json()) as CapturedMail[];
}

function matches(mail: CapturedMail, address: string, query: MailQuery): boolean {
  const wanted = address.toLowerCase();
  if (!mail.to.some((to) => to.toLowerCase() === wanted)) return false;
  if (query.since && new Date(mail.receivedAt) < query.since) return false;
  const { subject } = query;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
}

/** The newest mail to `address` that fits `query`, waiting for it to arrive; throws after the time-out. */
export async function latestMailTo(address: string, query: MailQuery = {}): Promise<CapturedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 20_000);
  for (;;) {
    const mail = (await allMails()).find((candidate) => matches(candidate, address, query));
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${address}${query.subject ? ` about ${String(query.subject)}` : ''} arrived`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The first link in the mail's plain text whose path starts with `path` (e.g. '/reset-password'). */
export function linkIn(mail: CapturedMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`The mail "${mail.subject}" has no link to ${path}:\n${mail.text}`);
}

/** The bytes of the mail's `index`th attachment, as the capture server kept them. */
export async function attachmentOf(mail: CapturedMail, index = 0): Promise<Buffer> {
  const file = mail.attachmentFiles[index];
  if (!file) throw new Error(`The mail "${mail.subject}" has no attachment ${index}`);
  const response = await fetch(mailboxUrl(file.path));
  if (!response.ok) throw new Error(`GET ${file.path} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
