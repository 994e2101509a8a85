import { getModelToken } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import {
  OUTBOX_MESSAGE_MODEL,
  type OutboxMessage,
} from '../../services/mailer/src/outbox/outbox-message.schema';
import { GatewayFixture } from './gateway-fixture';

describe('POST /api/send-email: gateway → NATS → mailer → store → back', () => {
  const fixture = new GatewayFixture();
  let outbox: Model<OutboxMessage>;

  beforeAll(async () => {
    await fixture.start(['mailer']);
    outbox = fixture.service('mailer').get(getModelToken(OUTBOX_MESSAGE_MODEL));
  });
  afterAll(() => fixture.stop());

  const send = (body: unknown) =>
    fixture.fetch('/api/send-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('queues builder feedback in the outbox for the support mailbox, whatever `to` says', async () => {
    const response = await send({
      to: 'someone@elsewhere.example',
      name: '',
      message: 'Love the PDF!',
      category: 'feedback',
    });

    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; messageId: string };
    expect(body.success).toBe(true);
    const stored = await outbox.findById(body.messageId).lean();
    expect(stored).toMatchObject({ to: 'support@paydraft.app', state: 'queued', text: 'Love the PDF!' });
  });

  it("answers 400 with the spec's messages when the contact form is incomplete", async () => {
    const response = await send({ message: 'Hello', category: 'support' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Either name or business is required. Email is required',
      code: 'mailer.invalid_contact',
    });
  });

  it('answers 400 for a body of the wrong shape, naming every problem', async () => {
    const response = await send({ name: 42, email: 'not-an-address', message: 'x', category: 'spam' });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: string[] };
    expect(body.code).toBe('request.invalid_body');
    expect(body.details).toEqual([
      'Name must be text',
      'Please enter a valid email address',
      'Category must be one of support, sales, inquiries, feedback',
    ]);
  });

  it('answers 503 with a clear message while the mailer is down', async () => {
    await fixture.stopService('mailer');
    try {
      const response = await send({
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Hi',
        category: 'support',
      });

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: 'The mailer service is not available. Please try again in a moment.',
        code: 'rpc.unavailable',
        requestId: response.headers.get('x-request-id'),
      });
    } finally {
      await fixture.startService('mailer');
    }
  });
});
