/** One accepted send, as GET /api/mails lists it. */
export type CapturedMail = {
  id: string;
  receivedAt: string;
  to: string[];
  from: string;
  /** The sender's display name, when the send gave one. */
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The attachments' file names. */
  attachments: string[];
  /** Each attachment's details; `path` (GET) answers its decoded bytes with its content type. */
  attachmentFiles: CapturedAttachment[];
};

export type CapturedAttachment = { filename: string; type: string; size: number; path: string };

type Address = { email: string; name?: string };
type Block = { type: string; value: string };
type SendBody = {
  personalizations: { to: Address[]; subject?: string }[];
  from: Address;
  reply_to?: Address;
  subject?: string;
  content: Block[];
  attachments?: { filename?: string; type?: string; content?: string }[];
};

/** Where GET answers the bytes of a captured mail's attachment. */
export const attachmentPath = (mailId: string, index: number) => `/api/mails/${mailId}/attachments/${index}`;

/** Reads a body that passed sendRequestErrors into the mail a person would receive. */
export function capturedMailFrom(id: string, body: SendBody, receivedAt: Date): CapturedMail {
  const block = (type: string) => body.content.find((b) => b.type === type)?.value ?? '';
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    to: body.personalizations.flatMap((p) => p.to.map((a) => a.email)),
    from: body.from.email,
    fromName: body.from.name,
    replyTo: body.reply_to?.email,
    subject: body.subject ?? body.personalizations[0]?.subject ?? '',
    text: block('text/plain'),
    html: block('text/html'),
    attachments: (body.attachments ?? []).map((a) => a.filename ?? ''),
    attachmentFiles: (body.attachments ?? []).map((a, index) => ({
      filename: a.filename ?? '',
      type: a.type ?? 'application/octet-stream',
      size: Buffer.from(a.content ?? '', 'base64').length,
      path: attachmentPath(id, index),
    })),
  };
}

export type { SendBody };
