import type { MessageInitShape } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  AuthRpc,
  DocumentsEvents,
  type ReminderMailRequested,
  type ReminderMailRequestedSchema,
} from '@paydraft/contracts';
import { EventPublisher, getModelToken } from '@paydraft/nest-kit';
import {
  connectTestClient,
  createTestRpcClient,
  eventually,
  startTestService,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import type { NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { startMailCapture, type MailCapture } from '../../../infra/mail-capture/src/mail-capture-server';
import { authDefinition } from '../../auth/src/auth.definition';
import { mailerDefinition } from '../src/mailer.definition';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../src/outbox/outbox-message.schema';
import { BODY_REMOVED_TEXT } from '../src/templates/mail-kinds';

const API_KEY = 'SG.reminder-mail-test';
const APP = 'https://app.paydraft.test';

type ReminderEvent = Exclude<MessageInitShape<typeof ReminderMailRequestedSchema>, ReminderMailRequested>;

describe('mailer: the reminder to the client (documents.reminder.mail_requested)', () => {
  let capture: MailCapture;
  const apps: INestMicroservice[] = [];
  let outbox: Model<OutboxMessage>;
  let rpc: Awaited<ReturnType<typeof createTestRpcClient>>;
  let connection: NatsConnection;
  let publisher: EventPublisher;

  beforeAll(async () => {
    capture = await startMailCapture({ apiKey: API_KEY });
    const mailer = await startTestService(mailerDefinition, {
      MONGO_DB_NAME: uniqueDbName('mailer'),
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_BASE_URL: capture.url,
      APP_BASE_URL: APP,
      MAIL_POLL_MS: '50',
      RPC_TIMEOUT_MS: '10000',
    });
    apps.push(mailer, await startTestService(authDefinition, { MONGO_DB_NAME: uniqueDbName('auth') }));
    outbox = mailer.get(getModelToken(OUTBOX_MESSAGE_MODEL));
    rpc = await createTestRpcClient(10_000);
    connection = await connectTestClient('reminder-mail-test');
    publisher = new EventPublisher(connection);
  }, 60_000);

  afterAll(async () => {
    await connection.drain();
    await rpc.close();
    for (const app of apps) await app.close();
    await capture.close();
  });

  async function owner() {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const session = await rpc.client.request(AuthRpc.signup, {
      email,
      username: `owner${randomUUID().slice(0, 8)}`,
      password: 'a long enough password',
    });
    return { id: session.user!.id, email };
  }

  /** Reminder 2 of Ada's invoice INV-7: €1,225.00 (with a €25.00 late fee), 12 days late, Pay now offered. */
  const reminder = (ownerId: string, overrides: Partial<ReminderEvent> = {}): ReminderEvent => {
    const documentId = randomUUID();
    return {
      mailId: `reminder:${documentId}:2`,
      ownerId,
      documentType: 'invoice',
      documentId,
      documentNumber: 'INV-7',
      token: `tok_${randomUUID()}`,
      recipient: `client-${randomUUID().slice(0, 8)}@example.com`,
      reminder: 2,
      balanceDue: '1225.00',
      currency: 'EUR',
      dueDate: '2026-03-05',
      daysLate: 12,
      payNow: true,
      lateFee: '25.00',
      businessName: 'Ada <Studio>',
      businessEmail: 'billing@ada.example',
      ...overrides,
    };
  };

  const mailTo = (address: string) =>
    eventually(async () => capture.mails().find((mail) => mail.to.includes(address)), 20_000);
  const mailsTo = (address: string) => capture.mails().filter((mail) => mail.to.includes(address));

  /** A marker reminder's mail: the subject's events are handled in order, so those before it were too. */
  async function untilHandled(ownerId: string) {
    const marker = reminder(ownerId);
    await publisher.publish(DocumentsEvents.reminderMailRequested, marker);
    await mailTo(marker.recipient!);
  }

  it('mails the client once, however often the event comes: from the business, Reply-To its email, with the balance and links', async () => {
    const ada = await owner();
    const event = reminder(ada.id);

    await publisher.publish(DocumentsEvents.reminderMailRequested, event);
    // Published again under a new event id (a scheduler retry): the same mail_id, so no second mail.
    await publisher.publish(DocumentsEvents.reminderMailRequested, event);
    const mail = await mailTo(event.recipient!);
    await untilHandled(ada.id);

    expect(mailsTo(event.recipient!)).toHaveLength(1);
    const view = `${APP}/view/invoice/${event.token}`;
    expect(mail).toMatchObject({
      fromName: 'Ada <Studio>',
      replyTo: 'billing@ada.example',
      subject: 'Reminder: invoice INV-7 was due on March 5, 2026, 12 days ago',
    });
    expect(mail.text).toContain('Balance due: €1,225.00\nDue date: March 5, 2026');
    expect(mail.text).toContain('A late fee of €25.00 was added to the invoice');
    expect(mail.text).toContain(`Pay now: ${view}\n\nView invoice: ${view}`);
    expect(mail.html).toContain('Ada &lt;Studio&gt;');
    expect(mail.html).toContain(`href="${view}"`);
  });

  it('keeps no share link in the outbox once the reminder is delivered', async () => {
    const ada = await owner();
    const event = reminder(ada.id);

    await publisher.publish(DocumentsEvents.reminderMailRequested, event);
    await mailTo(event.recipient!);

    const row = await eventually(async () => {
      const stored = await outbox.findOne({ sourceEventId: event.mailId }).lean();
      return stored?.state === 'delivered' ? stored : undefined;
    }, 20_000);
    expect(row.text).toBe(BODY_REMOVED_TEXT);
    expect(row.html).toBeUndefined();
  });

  it("replies to the owner's account email when no business email is saved, and reminds of a quote", async () => {
    const ada = await owner();
    const event = reminder(ada.id, {
      documentType: 'quote',
      documentNumber: 'QUO-3',
      balanceDue: '800',
      dueDate: '2026-03-31',
      daysLate: -3,
      payNow: false,
      lateFee: '',
      businessName: '',
      businessEmail: '',
    });

    await publisher.publish(DocumentsEvents.reminderMailRequested, event);
    const mail = await mailTo(event.recipient!);

    expect(mail).toMatchObject({
      fromName: ada.email,
      replyTo: ada.email,
      subject: 'Reminder: quote QUO-3 is valid until March 31, 2026',
    });
    expect(mail.text).toContain('Quote total: €800.00\nValid until: March 31, 2026');
    expect(mail.text).toContain(`View quote: ${APP}/view/quote/${event.token}`);
  });
});
