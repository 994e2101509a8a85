/** One accepted send, as GET /api/mails lists it. */
export type CapturedMail = {
  id: string;
  receivedAt: string;
  to: string[];
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: string[];
};

type Address = { email: string };
type Block = { type: string; value: string };
type SendBody = {
  personalizations: { to: Address[]; subject?: string }[];
  from: Address;
  reply_to?: Address;
  subject?: string;
  content: Block[];
  attachments?: { filename?: string }[];
};

/** Reads a body that passed sendRequestErrors into the mail a person would receive. */
export function capturedMailFrom(id: string, body: SendBody, receivedAt: Date): CapturedMail {
  const block = (type: string) => body.content.find((b) => b.type === type)?.value ?? '';
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    to: body.personalizations.flatMap((p) => p.to.map((a) => a.email)),
    from: body.from.email,
    replyTo: body.reply_to?.email,
    subject: body.subject ?? body.personalizations[0]?.subject ?? '',
    text: block('text/plain'),
    html: block('text/html'),
    attachments: (body.attachments ?? []).map((a) => a.filename ?? ''),
  };
}

export type { SendBody };
