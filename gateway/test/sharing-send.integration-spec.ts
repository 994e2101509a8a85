import { fromBinary } from '@bufbuild/protobuf';
import {
  DocumentSendRequestedSchema,
  DocumentsEvents,
  type DocumentSendRequested,
} from '@paydraft/contracts';
import { connectTestClient, eventually } from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import type { TestUser } from './documents-stack';
import { SharingStack } from './sharing-stack';

const SEND_LIMIT = 3;

describe('POST /api/send-email/send-document', () => {
  const stack = new SharingStack({}, SEND_LIMIT);
  let nats: NatsConnection;
  const requested: DocumentSendRequested[] = [];
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    nats = await connectTestClient('send-document-test');
    nats.subscribe(DocumentsEvents.sendRequested.subject, {
      callback: (_error, message) => requested.push(fromBinary(DocumentSendRequestedSchema, message.data)),
    });
    await nats.flush();
    ada = stack.owner();
    await ada.call('POST', '/api/form-preferences', { business_name: 'Ada Studio' });
  });
  afterAll(async () => {
    await nats.drain();
    await stack.stop();
  });

  const send = (owner: TestUser, documentId: string, recipient: string, documentType = 'invoice') =>
    owner.call('POST', '/api/send-email/send-document', {
      documentId,
      documentType,
      recipient,
      subject: 'Invoice INV-1 from Ada Studio',
      message: 'Please find the invoice attached.',
    });

  it('refuses a recipient that is not an address with the message, changing nothing', async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    for (const recipient of ['', 'client', 'client@example', 'a b@example.com']) {
      expect(await send(ada, invoice.id, recipient)).toMatchObject({
        status: 400,
        body: {
          success: false,
          error: 'Please enter a valid email address',
          code: 'documents.invalid_recipient',
        },
      });
    }
    expect((await ada.call('GET', `/api/documents/invoice/${invoice.id}`)).body.data.status).toBe('draft');
    expect(requested.filter((event) => event.documentId === invoice.id)).toEqual([]);
  });

  it('makes the link, marks the draft sent, records it and asks the mailer; then stops at the hourly limit', async () => {
    const invoice = (await ada.saveInvoice()).body.data;
    const sent = await send(ada, invoice.id, ' client@example.com ');
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);
    const data = sent.body.data as unknown as { url: string; document: { id: string; status: string } };
    expect(data.document).toMatchObject({ id: invoice.id, status: 'sent' });
    const token = /^\/view\/invoice\/([A-Za-z0-9_-]{32})$/.exec(data.url)?.[1];
    expect(token).toBeDefined();
    expect((await ada.call('POST', `/api/documents/invoice/${invoice.id}/share`)).body.data).toEqual({
      token,
      url: data.url,
    });

    const event = await eventually(async () => requested.find((one) => one.documentId === invoice.id));
    expect(event).toMatchObject({
      ownerId: ada.id,
      documentType: 'invoice',
      documentNumber: invoice.document_number,
      token,
      recipient: 'client@example.com',
      subject: 'Invoice INV-1 from Ada Studio',
      message: 'Please find the invoice attached.',
      businessName: 'Ada Studio',
    });
    expect(event.sendId).toMatch(/^[0-9a-f-]{36}$/);
    const feed = (await ada.call('GET', '/api/dashboard/recent-activity')).body.data.activities;
    expect(feed[0]).toMatchObject({ action: 'sent', document_id: invoice.id, status: 'sent' });

    // The public view shows it sent; a paid invoice sent again stays paid.
    expect((await stack.anonymous('GET', `/api/documents/invoice/${token}`)).body.data.status).toBe('sent');
    const paid = (await ada.saveInvoice({ status: 'paid' })).body.data;
    const again = await send(ada, paid.id, 'client@example.com');
    expect(again).toMatchObject({ status: 200, body: { data: { document: { status: 'paid' } } } });

    // Two sends so far: the third is the last one the hour allows.
    expect((await send(ada, invoice.id, 'client@example.com')).status).toBe(200);
    const refused = await send(ada, invoice.id, 'client@example.com');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        success: false,
        error: 'Too many emails sent in the last hour. Please try again later.',
        code: 'documents.send_limit',
      },
    });
    expect(requested.filter((one) => one.ownerId === ada.id)).toHaveLength(SEND_LIMIT);

    // Another owner has their own count.
    const bob = stack.owner();
    const bobs = (await bob.saveQuote()).body.data;
    expect((await send(bob, bobs.id, 'client@example.com', 'quote')).status).toBe(200);
  });

  it('answers a malformed body with 400 and a missing sign-in with 401', async () => {
    expect(
      await ada.call('POST', '/api/send-email/send-document', { documentType: 'memo', recipient: 'a@b.co' }),
    ).toMatchObject({ status: 400, body: { code: 'request.invalid_body' } });
    const anonymous = await stack.anonymous('POST', '/api/send-email/send-document', {
      documentId: 'x',
      documentType: 'invoice',
      recipient: 'client@example.com',
    });
    expect(anonymous.status).toBe(401);
  });
});
