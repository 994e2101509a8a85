import type { INestMicroservice } from '@nestjs/common';
import { ContactCategory, MailerEvents, MailerRpc } from '@paydraft/contracts';
import { getModelToken } from '@paydraft/nest-kit';
import { createTestRpcClient, eventually, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import { createConnection, type Model } from 'mongoose';
import type { CapturedMail } from '../../../infra/mail-capture/src/captured-mail';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { mailerDefinition } from '../src/mailer.definition';
import {
  OUTBOX_MESSAGE_MODEL,
  outboxMessageSchema,
  type OutboxMessage,
} from '../src/outbox/outbox-message.schema';
import { recordEvents } from './mail-events';

const API_KEY = 'SG.test-key';
const SUPPORT = 'support@test.paydraft.app';

describe('mailer delivery through the SendGrid client to the capture server', () => {
  let capture: MailCapture;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;
  let mailer: INestMicroservice | undefined;
  let env: Record<string, string>;

  const startMailer = async (overrides: Record<string, string> = {}) => {
    mailer = await startTestService(mailerDefinition, { ...env, ...overrides });
    return mailer.get<Model<OutboxMessage>>(getModelToken(OUTBOX_MESSAGE_MODEL));
  };
  /** This file's mails only: an auth event another test file left unhandled could reach this mailer too. */
  const captured = () => capture.mails().filter((mail) => mail.to.includes(SUPPORT));
  const stopMailer = async () => {
    await mailer?.close();
    mailer = undefined;
  };
  /** The outbox while no mailer runs, on the test's own connection. */
  const withStoppedOutbox = async <T>(use: (outbox: Model<OutboxMessage>) => Promise<T>): Promise<T> => {
    const connection = await createConnection(process.env.MONGO_URL as string, {
      dbName: env.MONGO_DB_NAME,
    }).asPromise();
    try {
      return await use(connection.model(OUTBOX_MESSAGE_MODEL, outboxMessageSchema));
    } finally {
      await connection.close();
    }
  };
  const sendContact = (name: string, message = `Hello from ${name}`) =>
    rpc.client.request(MailerRpc.sendContactMessage, {
      name,
      email: `${name.toLowerCase()}@example.com`,
      message,
      category: ContactCategory.SUPPORT,
    });

  beforeAll(async () => {
    rpc = await createTestRpcClient();
  });

  afterAll(async () => {
    await rpc.close();
  });

  beforeEach(async () => {
    capture = await startMailCapture({ apiKey: API_KEY });
    env = {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_BASE_URL: capture.url,
      MAIL_SUPPORT_ADDRESS: SUPPORT,
      MAIL_POLL_MS: '50',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '200',
    };
  });

  afterEach(async () => {
    await stopMailer();
    await capture.close();
  });

  it('delivers a contact message with its text and HTML, records the message id and publishes mailer.mail.delivered', async () => {
    const delivered = await recordEvents(MailerEvents.mailDelivered);
    try {
      const outbox = await startMailer();
      const { messageId } = await sendContact('Grace', 'Can invoices be in <b>euros</b>?');

      const row = await eventually(async () => {
        const found = await outbox.findById(messageId).lean();
        return found?.state === 'delivered' ? found : undefined;
      });
      const listed = ((await (await fetch(`${capture.url}/api/mails`)).json()) as CapturedMail[]).filter(
        (mail) => mail.to.includes(SUPPORT),
      );
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        id: row.providerMessageId,
        to: [SUPPORT],
        from: 'no-reply@paydraft.app',
        replyTo: 'grace@example.com',
        subject: '[Paydraft support] from Grace',
        attachments: [],
      });
      expect(listed[0].text).toContain('Can invoices be in <b>euros</b>?');
      expect(listed[0].html).toContain('Can invoices be in &lt;b&gt;euros&lt;/b&gt;?');
      expect(listed[0].html).toContain('#2f6bd8');
      expect(row).toMatchObject({ attempts: 1 });

      const event = await eventually(async () => delivered.seen.find((e) => e.outboxId === messageId));
      expect(event).toMatchObject({ providerMessageId: row.providerMessageId, kind: 'contact', attempts: 1 });
    } finally {
      await delivered.close();
    }
  });

  it('stopped while mails are queued and one is in flight, delivers each exactly once after it restarts', async () => {
    capture.delayAnswers(200);
    await startMailer();
    const names = ['Ada', 'Bob', 'Cleo', 'Dan', 'Eve', 'Finn'];
    for (const name of names) await sendContact(name);
    // Stop while the first send waits for its answer: the rest are still queued.
    await eventually(async () => (capture.sendAttempts(SUPPORT) >= 1 ? true : undefined));
    await stopMailer();
    const beforeRestart = captured().length;
    expect(beforeRestart).toBeLessThan(names.length);
    // The send in flight was recorded before the stop finished: nothing is left claimed.
    expect(await withStoppedOutbox((outbox) => outbox.countDocuments({ state: 'sending' }))).toBe(0);

    capture.delayAnswers(0);
    const outbox = await startMailer();
    await eventually(async () =>
      (await outbox.countDocuments({ state: 'delivered' })) === names.length ? true : undefined,
    );
    // Stopping waits for the send in flight: a second send of any mail would be captured by now.
    await stopMailer();

    const subjects = capture
      .mails()
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual(names.map((name) => `[Paydraft support] from ${name}`).sort());
    const ids = (await withStoppedOutbox((stopped) => stopped.find().lean()))
      .map((row) => row.providerMessageId)
      .sort();
    expect(ids).toEqual(
      capture
        .mails()
        .map((mail) => mail.id)
        .sort(),
    );
  });

  it('takes over a mail whose worker died mid-send once its lease lapses', async () => {
    // What a killed worker leaves behind: claimed, never finished, lease in the past.
    const orphan = await withStoppedOutbox((outbox) =>
      outbox.create({
        kind: 'contact',
        to: SUPPORT,
        subject: 'Orphaned mid-send',
        text: 'Still here',
        state: 'sending',
        attempts: 1,
        claimId: 'dead-worker',
        leaseUntil: new Date(Date.now() - 1),
      }),
    );

    const restarted = await startMailer();
    const row = await eventually(async () => {
      const found = await restarted.findById(orphan.id).lean();
      return found?.state === 'delivered' ? found : undefined;
    });
    expect(row.attempts).toBe(2);
    expect(captured().map((mail) => mail.subject)).toEqual(['Orphaned mid-send']);
  });

  it('retries a provider answering 500 with backoff, then marks the mail failed and publishes mailer.mail.failed', async () => {
    capture.failWith(500);
    const failed = await recordEvents(MailerEvents.mailFailed);
    try {
      const outbox = await startMailer({ MAIL_MAX_ATTEMPTS: '3' });
      const { messageId } = await sendContact('Hal');

      const event = await eventually(async () => failed.seen.find((e) => e.outboxId === messageId));
      expect(event).toMatchObject({ kind: 'contact', to: SUPPORT, attempts: 3 });
      expect(event.reason).toContain('500');
      expect(capture.sendAttempts(SUPPORT)).toBe(3);
      expect(captured()).toEqual([]);
      // The flag is written after JetStream acknowledges the event, so it may trail our subscriber.
      const row = await eventually(async () => {
        const found = await outbox.findById(messageId).lean();
        return found?.outcomePublished ? found : undefined;
      });
      expect(row).toMatchObject({ state: 'failed', attempts: 3, outcomePublished: true });
      expect(row?.providerMessageId).toBeUndefined();
    } finally {
      await failed.close();
    }
  });

  it('delivers on a later attempt once the provider recovers', async () => {
    capture.failWith(503);
    const outbox = await startMailer({ MAIL_MAX_ATTEMPTS: '5' });
    const { messageId } = await sendContact('Ivy');
    await eventually(async () => (capture.sendAttempts(SUPPORT) >= 2 ? true : undefined));
    capture.failWith(null);

    const row = await eventually(async () => {
      const found = await outbox.findById(messageId).lean();
      return found?.state === 'delivered' ? found : undefined;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(3);
    expect(captured()).toHaveLength(1);
  });

  it('does not retry a mail the provider refuses as unauthorized', async () => {
    const outbox = await startMailer({ SENDGRID_API_KEY: 'SG.wrong-key', MAIL_MAX_ATTEMPTS: '5' });
    const { messageId } = await sendContact('Jon');

    const row = await eventually(async () => {
      const found = await outbox.findById(messageId).lean();
      return found?.state === 'failed' ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('401');
    expect(capture.sendAttempts(SUPPORT)).toBe(1);
  });

  it('leaves mail in the outbox when no provider is configured', async () => {
    await startMailer({ SENDGRID_API_KEY: '', SENDGRID_BASE_URL: '' });
    const { messageId } = await sendContact('Kim');
    // Stopping waits for any delivery pass: had one started, it would have claimed the mail by now.
    await stopMailer();

    const row = await withStoppedOutbox((outbox) => outbox.findById(messageId).lean());
    expect(row).toMatchObject({ state: 'queued', attempts: 0 });
    expect(capture.sendAttempts(SUPPORT)).toBe(0);
  });
});
