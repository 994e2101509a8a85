import type { INestMicroservice } from '@nestjs/common';
import { AuthEvents, EVENTS_STREAM } from '@paydraft/contracts';
import { EventPublisher, getModelToken } from '@paydraft/nest-kit';
import { connectTestClient, eventually, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import type { NatsConnection } from 'nats';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { mailerDefinition } from '../src/mailer.definition';
import { OutboxService } from '../src/outbox/outbox.service';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../src/outbox/outbox-message.schema';

const API_KEY = 'SG.account-mail-test';

describe('mailer sends the account mails auth asks for by event', () => {
  let capture: MailCapture;
  let mailer: INestMicroservice;
  let outbox: Model<OutboxMessage>;
  let connection: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    capture = await startMailCapture({ apiKey: API_KEY });
    mailer = await startTestService(mailerDefinition, {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_BASE_URL: capture.url,
      APP_BASE_URL: 'https://app.paydraft.test',
      MAIL_POLL_MS: '50',
    });
    outbox = mailer.get(getModelToken(OUTBOX_MESSAGE_MODEL));
    connection = await connectTestClient('account-mail-test');
    publisher = new EventPublisher(connection);
  });

  afterAll(async () => {
    await connection.drain();
    await mailer.close();
    await capture.close();
  });

  it('delivers the password reset link of auth.password_reset.requested to the account address', async () => {
    const email = `reset-${Date.now()}@example.com`;
    await publisher.publish(AuthEvents.passwordResetRequested, {
      userId: 'u-reset',
      email,
      token: 'tok+en/1',
      expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });

    const mail = await eventually(async () => capture.mails().find((m) => m.to.includes(email)));
    const link = 'https://app.paydraft.test/reset-password?token=tok%2Ben%2F1';
    expect(mail.subject).toBe('Reset your Paydraft password');
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expect(mail.text).toContain('for 60 minutes');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('erases a link-carrying event from the stream once handled, so the link is not kept for a week', async () => {
    const email = `erased-${Date.now()}@example.com`;
    await publisher.publish(AuthEvents.passwordResetRequested, {
      userId: 'u-erased',
      email,
      token: 'secret-token',
      expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    await eventually(async () => capture.mails().find((m) => m.to.includes(email)));

    const jsm = await connection.jetstreamManager();
    const lastOfSubject = () =>
      jsm.streams.getMessage(EVENTS_STREAM, { last_by_subj: AuthEvents.passwordResetRequested.subject });
    await eventually(async () => {
      await expect(lastOfSubject()).rejects.toThrow(/no message found/i);
      return true;
    });
  });

  it('keeps only the envelope of a delivered link mail in the outbox', async () => {
    const email = `envelope-${Date.now()}@example.com`;
    await publisher.publish(AuthEvents.passwordResetRequested, {
      userId: 'u-envelope',
      email,
      token: 'kept-nowhere',
      expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const row = await eventually(async () => {
      const found = await outbox.findOne({ to: email, state: 'delivered' }).lean();
      return found ?? undefined;
    });
    expect(row).toMatchObject({
      subject: 'Reset your Paydraft password',
      providerMessageId: expect.any(String),
    });
    expect(row.text).not.toContain('kept-nowhere');
    expect(row.html).toBeUndefined();
  });

  it('delivers the confirmation link of auth.email_change.requested to the new address', async () => {
    const newEmail = `new-${Date.now()}@example.com`;
    await publisher.publish(AuthEvents.emailChangeRequested, {
      userId: 'u-change',
      newEmail,
      token: 'chg-1',
      expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });

    const mail = await eventually(async () => capture.mails().find((m) => m.to.includes(newEmail)));
    const link = 'https://app.paydraft.test/confirm-email-change?token=chg-1';
    expect(mail.subject).toBe('Confirm your new Paydraft email address');
    expect(mail.text).toContain(`Confirm that ${newEmail} is the new email address`);
    expect(mail.text).toContain(`Confirm email address: ${link}`);
    expect(mail.text).toContain('for 24 hours');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('queues nothing for a link that expired before the event was handled', async () => {
    const email = `late-${Date.now()}@example.com`;
    const eventId = await publisher.publish(AuthEvents.passwordResetRequested, {
      userId: 'u-late',
      email,
      token: 'dead',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    // A later event on the same subject is handled after this one: once it is queued, this one was seen.
    const marker = `marker-${Date.now()}@example.com`;
    await publisher.publish(AuthEvents.passwordResetRequested, {
      userId: 'u-marker',
      email: marker,
      token: 'live',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });

    await eventually(async () => ((await outbox.countDocuments({ to: marker })) === 1 ? true : undefined));
    expect(await outbox.countDocuments({ to: email })).toBe(0);
    expect(await outbox.countDocuments({ sourceEventId: eventId })).toBe(0);
  });

  it('queues the mail of one event once, however often the event is handled', async () => {
    const outboxService = mailer.get(OutboxService);
    const mail = {
      to: 'twice@example.com',
      data: {
        kind: 'password-reset',
        resetUrl: 'https://app.paydraft.test/r',
        expiresInMinutes: 60,
      } as const,
    };

    const first = await outboxService.enqueueForEvent('event-handled-twice', mail);
    const second = await outboxService.enqueueForEvent('event-handled-twice', mail);

    expect(second).toBe(first);
    expect(await outbox.countDocuments({ sourceEventId: 'event-handled-twice' })).toBe(1);
  });
});
