import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { capturedMailFrom, type CapturedMail, type SendBody } from './captured-mail';
import { mailboxPage } from './mailbox-page';
import { templatesPage } from './templates-page';
import { sendRequestErrors } from './send-request-check';

const MAX_BODY_BYTES = 30 * 1024 * 1024;
const KEPT_MAILS = 1000;
const ATTACHMENT_PATH = /^\/api\/mails\/(\w+)\/attachments\/(\d+)$/;

export type MailCaptureOptions = {
  port?: number;
  host?: string;
  /** The one key accepted; any non-empty bearer key when unset. */
  apiKey?: string;
};

export type MailCapture = {
  url: string;
  /** Newest first. */
  mails(): CapturedMail[];
  /** The decoded bytes of a captured mail's attachment (also at GET `attachmentFiles[i].path`). */
  attachment(mailId: string, index: number): Buffer | undefined;
  /** Sends that reached the send endpoint, accepted or not (what a retry test counts); only those to `to` if given. */
  sendAttempts(to?: string): number;
  /** Answer every send with this status (a provider outage), or accept again with null. */
  failWith(status: number | null): void;
  /** Hold each send this long before answering (a slow provider), so a test can stop a sender mid-send. */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Every `to` address of a send body, however malformed the rest of it is. */
function recipientsOf(body: unknown): string[] {
  const personalizations = (body as { personalizations?: unknown } | undefined)?.personalizations;
  if (!Array.isArray(personalizations)) return [];
  return personalizations.flatMap((p: { to?: unknown }) =>
    Array.isArray(p?.to) ? p.to.map((a: { email?: unknown }) => String(a?.email)) : [],
  );
}

/** A stand-in for SendGrid's v3 send endpoint that keeps what it accepts, for people and tests. */
export async function startMailCapture(options: MailCaptureOptions = {}): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  // Attachment bytes by mail id, kept only as long as their mail is.
  const attachmentBytes = new Map<string, Buffer[]>();
  // The recipients of every send that reached the endpoint, so a test counts only its own attempts.
  const attempts: string[][] = [];
  let failure: number | null = null;
  let delayMs = 0;

  const send = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    let body: unknown;
    try {
      body = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      body = undefined;
    }
    attempts.push(recipientsOf(body));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!key || (options.apiKey !== undefined && key !== options.apiKey)) {
      return json(response, 401, {
        errors: [
          {
            message: 'The provided authorization grant is invalid, expired, or revoked',
            field: null,
            help: null,
          },
        ],
      });
    }
    if (failure !== null)
      return json(response, failure, {
        errors: [{ message: 'capture server set to fail', field: null, help: null }],
      });
    if (raw === undefined)
      return json(response, 413, { errors: [{ message: 'Payload Too Large', field: null, help: null }] });
    if (body === undefined)
      return json(response, 400, { errors: [{ message: 'Bad Request', field: null, help: null }] });
    const errors = sendRequestErrors(body);
    if (errors.length > 0) return json(response, 400, { errors });
    const id = randomUUID().replace(/-/g, '').slice(0, 22);
    mails.unshift(capturedMailFrom(id, body as SendBody, new Date()));
    attachmentBytes.set(
      id,
      ((body as SendBody).attachments ?? []).map((a) => Buffer.from(a.content ?? '', 'base64')),
    );
    for (const dropped of mails.splice(KEPT_MAILS)) attachmentBytes.delete(dropped.id);
    response.writeHead(202, { 'x-message-id': id });
    response.end();
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://capture');
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v3/mail/send') {
      send(request, response).catch(() =>
        json(response, 500, { errors: [{ message: 'Internal error', field: null, help: null }] }),
      );
    } else if (request.method === 'GET' && path === '/api/mails') {
      json(response, 200, mails);
    } else if (request.method === 'GET' && ATTACHMENT_PATH.test(path)) {
      const [, mailId, index] = ATTACHMENT_PATH.exec(path)!;
      const file = mails.find((mail) => mail.id === mailId)?.attachmentFiles[Number(index)];
      const bytes = attachmentBytes.get(mailId)?.[Number(index)];
      if (!file || !bytes)
        return json(response, 404, { errors: [{ message: 'Not Found', field: null, help: null }] });
      response.writeHead(200, {
        'content-type': file.type,
        'content-length': bytes.length,
        // Whatever the sender called it, it never runs as a page of this origin.
        'content-security-policy': 'sandbox',
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`,
      });
      response.end(bytes);
    } else if (request.method === 'GET' && path === '/templates') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(templatesPage(url.searchParams.get('language')));
    } else if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(mailboxPage(mails));
    } else {
      json(response, 404, { errors: [{ message: 'Not Found', field: null, help: null }] });
    }
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    mails: () => [...mails],
    attachment: (mailId, index) => attachmentBytes.get(mailId)?.[index],
    sendAttempts: (to) =>
      to === undefined ? attempts.length : attempts.filter((r) => r.includes(to)).length,
    failWith: (status) => {
      failure = status;
    },
    delayAnswers: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
