import type { CapturedMail } from '../mail-capture/src/captured-mail';
import { startMailCapture, type MailCapture } from '../mail-capture/src/mail-capture-server';
import type { SendGridError } from '../mail-capture/src/send-request-check';

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: SendGridError[] }).errors;

const KEY = 'SG.capture-test';
const valid = {
  personalizations: [{ to: [{ email: 'ada@example.com' }] }],
  from: { email: 'no-reply@paydraft.app' },
  subject: 'Hello',
  content: [
    { type: 'text/plain', value: 'Hi Ada' },
    {
      type: 'text/html',
      value: '<p>Hi <a href="https://paydraft.test/x">Ada</a></p><script>alert(1)</script>',
    },
  ],
  attachments: [{ filename: 'invoice.pdf', content: 'JVBERi0=' }],
};

describe('mail capture server', () => {
  let capture: MailCapture;
  const send = (body: unknown, key: string | null = KEY) =>
    fetch(`${capture.url}/v3/mail/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeEach(async () => {
    capture = await startMailCapture({ apiKey: KEY });
  });

  afterEach(() => capture.close());

  it('accepts a valid send with 202 and an X-Message-Id, and lists it newest first', async () => {
    const first = await send(valid);
    await send({ ...valid, subject: 'Second' });

    expect(first.status).toBe(202);
    const id = first.headers.get('x-message-id');
    expect(id).toMatch(/^\w{10,}$/);
    const mails = (await (await fetch(`${capture.url}/api/mails`)).json()) as CapturedMail[];
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'Hello']);
    expect(mails[1]).toMatchObject({
      id,
      to: ['ada@example.com'],
      from: 'no-reply@paydraft.app',
      text: 'Hi Ada',
      html: valid.content[1].value,
      attachments: ['invoice.pdf'],
    });
  });

  it("keeps the sender's name and serves each attachment's bytes at its path", async () => {
    const response = await send({
      ...valid,
      from: { email: 'no-reply@paydraft.app', name: 'Ada Studio' },
      attachments: [{ filename: 'quote-QUO-1.pdf', type: 'application/pdf', content: 'JVBERi0=' }],
    });
    const id = response.headers.get('x-message-id')!;
    const [mail] = (await (await fetch(`${capture.url}/api/mails`)).json()) as CapturedMail[];

    expect(mail.fromName).toBe('Ada Studio');
    expect(mail.attachmentFiles).toEqual([
      {
        filename: 'quote-QUO-1.pdf',
        type: 'application/pdf',
        size: 5,
        path: `/api/mails/${id}/attachments/0`,
      },
    ]);
    const file = await fetch(`${capture.url}${mail.attachmentFiles[0].path}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toBe('%PDF-');
    expect(capture.attachment(id, 0)?.toString('latin1')).toBe('%PDF-');
    expect((await fetch(`${capture.url}/api/mails/${id}/attachments/1`)).status).toBe(404);
    expect(await (await fetch(`${capture.url}/`)).text()).toContain(
      `Ada Studio &lt;no-reply@paydraft.app&gt;`,
    );
  });

  it('refuses attachments without base64 content or a file name, as SendGrid does', async () => {
    const response = await send({
      ...valid,
      attachments: [
        { filename: 'a.pdf', content: 'not base64!' },
        { content: 'JVBERi0=' },
        { filename: 'b.pdf' },
      ],
    });

    expect(response.status).toBe(400);
    expect((await errorsOf(response)).map((e) => e.field)).toEqual([
      'attachments.0.content',
      'attachments.1.filename',
      'attachments.2.content',
    ]);
    expect(capture.mails()).toEqual([]);
  });

  it('refuses a missing or wrong bearer key with 401', async () => {
    expect((await send(valid, null)).status).toBe(401);
    const wrong = await send(valid, 'SG.other');
    expect(wrong.status).toBe(401);
    expect((await errorsOf(wrong))[0].message).toMatch(/authorization grant is invalid/);
    expect(capture.mails()).toEqual([]);
  });

  it('answers a send without personalizations, from, subject or content with SendGrid-shaped 400 errors', async () => {
    const response = await send({ content: [] });

    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.map((e) => e.field)).toEqual(['personalizations', 'from.email', 'subject', 'content']);
    expect(errors[0]).toMatchObject({
      message: expect.stringContaining('personalizations'),
      help: expect.any(String),
    });
    expect(capture.mails()).toEqual([]);
  });

  it('accepts a subject given in every personalization instead of at the top', async () => {
    const { subject: _omitted, ...rest } = valid;
    const response = await send({
      ...rest,
      personalizations: [{ to: [{ email: 'a@b.c' }], subject: 'Per person' }],
    });

    expect(response.status).toBe(202);
    expect(capture.mails()[0].subject).toBe('Per person');
  });

  it('answers every send with the status it is told to fail with, counting the attempts', async () => {
    capture.failWith(500);
    expect((await send(valid)).status).toBe(500);
    capture.failWith(null);
    expect((await send(valid)).status).toBe(202);
    expect(capture.sendAttempts()).toBe(2);
    expect(capture.sendAttempts('ada@example.com')).toBe(2);
    expect(capture.sendAttempts('someone@else.example')).toBe(0);
  });

  it('shows mails on the mailbox page with their HTML in a sandboxed frame whose links open', async () => {
    await send(valid);
    const page = await (await fetch(`${capture.url}/`)).text();

    expect(page).toContain('Hello');
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Hi &lt;a href=&quot;https://paydraft.test/x',
    );
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('shows every mail template with sample data in the language picked, the account mails in English', async () => {
    const page = await (await fetch(`${capture.url}/templates?language=de-DE`)).text();

    expect(page).toContain('<strong>Rechnung INV-7 von Ada Studio</strong>');
    expect(page).toContain('<strong>Reset your Paydraft password</strong>');
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain('srcDoc="&lt;base target=&quot;_blank&quot;&gt;&lt;!doctype html&gt;');
    expect(page).toContain('href="/templates?language=ar-SA"');
  });

  it('links the templates from the mailbox, and shows them in English for a language it does not know', async () => {
    const mailbox = await (await fetch(capture.url)).text();
    const page = await (await fetch(`${capture.url}/templates?language=xx`)).text();

    expect(mailbox).toContain('<a href="/templates">Templates</a>');
    expect(page).toContain('<strong>Invoice INV-7 from Ada Studio</strong>');
  });
});
