import { create, fromBinary } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  CallerSchema,
  DocumentSendRequestedSchema,
  DocumentsEvents,
  DocumentsRpc,
  DocumentViewedSchema,
  Plan,
  QuoteDecidedSchema,
  type DocumentSendRequested,
  type DocumentViewed,
  type QuoteDecided,
} from '@paydraft/contracts';
import { runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import {
  connectTestClient,
  createTestRpcClient,
  eventually,
  startTestService,
  uniqueDbName,
} from '@paydraft/nest-kit/testing';
import type { NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { documentsDefinition } from '../src/documents.definition';

const SEND_LIMIT = 3;

describe('documents sharing: links, the public calls, send-document', () => {
  let service: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };
  let nats: NatsConnection;
  const sendRequests: DocumentSendRequested[] = [];
  const views: DocumentViewed[] = [];
  const decisions: { subject: string; event: QuoteDecided }[] = [];

  beforeAll(async () => {
    service = await startTestService(documentsDefinition, {
      MONGO_DB_NAME: uniqueDbName('documents'),
      DOCUMENT_SEND_LIMIT_PER_HOUR: String(SEND_LIMIT),
    });
    rpc = await createTestRpcClient(10_000);
    nats = await connectTestClient('sharing-events-test');
    nats.subscribe(DocumentsEvents.sendRequested.subject, {
      callback: (_error, message) => sendRequests.push(fromBinary(DocumentSendRequestedSchema, message.data)),
    });
    nats.subscribe(DocumentsEvents.documentViewed.subject, {
      callback: (_error, message) => views.push(fromBinary(DocumentViewedSchema, message.data)),
    });
    nats.subscribe('documents.quote.*', {
      callback: (_error, message) =>
        decisions.push({ subject: message.subject, event: fromBinary(QuoteDecidedSchema, message.data) }),
    });
    await nats.flush();
  });
  afterAll(async () => {
    await nats.drain();
    await rpc.close();
    await service.close();
  });

  const as = <T>(userId: string, work: () => Promise<T>) =>
    runInRequestContext(
      { requestId: randomUUID(), caller: create(CallerSchema, { userId, plan: Plan.PRO }) },
      work,
    );

  const save = async (owner: string, documentType: 'invoice' | 'quote', status = 'draft') => {
    const { document } = await as(owner, () =>
      rpc.client.request(DocumentsRpc.create, {
        documentType,
        fields: {
          status,
          currency: 'USD',
          issueDate: '2026-11-01',
          items: [{ description: 'Design', qty: '2', price: '50' }],
        },
      }),
    );
    return document!;
  };
  const link = (owner: string, documentType: string, id: string) =>
    as(owner, () => rpc.client.request(DocumentsRpc.shareLink, { documentType, id }));
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: { reason?: string }) => error.reason,
    );
  const activities = async (owner: string) =>
    (await as(owner, () => rpc.client.request(DocumentsRpc.recentActivity, { limit: 100 }))).activities;

  it('makes one unguessable link per document, the same until renewed; the old token is 404 after', async () => {
    const owner = `user-${randomUUID()}`;
    const invoice = await save(owner, 'invoice');
    const first = await link(owner, 'invoice', invoice.id);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.path).toBe(`/view/invoice/${first.token}`);
    expect(await link(owner, 'invoice', invoice.id)).toEqual(first);

    const shared = await rpc.client.request(DocumentsRpc.getShared, {
      documentType: 'invoice',
      token: first.token,
    });
    expect(shared.document!.id).toBe(invoice.id);
    expect(shared.ownerId).toBe(owner);

    const renewed = await as(owner, () =>
      rpc.client.request(DocumentsRpc.renewShareLink, { documentType: 'invoice', id: invoice.id }),
    );
    expect(renewed.token).not.toBe(first.token);
    expect(
      await reasonOf(
        rpc.client.request(DocumentsRpc.getShared, { documentType: 'invoice', token: first.token }),
      ),
    ).toBe('documents.not_found');
    expect(
      await reasonOf(
        rpc.client.request(DocumentsRpc.getShared, { documentType: 'quote', token: renewed.token }),
      ),
    ).toBe('documents.not_found');
    expect(
      await reasonOf(
        rpc.client.request(DocumentsRpc.getShared, { documentType: 'invoice', token: invoice.id }),
      ),
    ).toBe('documents.not_found');
    expect(await link(owner, 'invoice', invoice.id)).toEqual(renewed);
  });

  it("answers another owner's calls with 404 and writes nothing", async () => {
    const owner = `user-${randomUUID()}`;
    const other = `user-${randomUUID()}`;
    const quote = await save(owner, 'quote');
    const calls: (() => Promise<unknown>)[] = [
      () => rpc.client.request(DocumentsRpc.shareLink, { documentType: 'quote', id: quote.id }),
      () => rpc.client.request(DocumentsRpc.renewShareLink, { documentType: 'quote', id: quote.id }),
      () =>
        rpc.client.request(DocumentsRpc.sendDocument, {
          documentType: 'quote',
          id: quote.id,
          recipient: 'client@example.com',
        }),
    ];
    for (const call of calls) {
      expect(await reasonOf(as(other, call))).toBe('documents.not_found');
    }
    const after = await as(owner, () =>
      rpc.client.request(DocumentsRpc.get, { documentType: 'quote', id: quote.id }),
    );
    expect(after.document!.status).toBe('draft');
    expect((await activities(owner)).map((entry) => entry.action)).toEqual(['created']);
    expect(await activities(other)).toEqual([]);
  });

  it('moves sent → viewed once (one activity, one event) and never back from a decision', async () => {
    const owner = `user-${randomUUID()}`;
    const quote = await save(owner, 'quote', 'sent');
    const { token } = await link(owner, 'quote', quote.id);

    const viewed = await rpc.client.request(DocumentsRpc.recordViewed, { documentType: 'quote', token });
    expect(viewed.document!.status).toBe('viewed');
    await rpc.client.request(DocumentsRpc.recordViewed, { documentType: 'quote', token });
    expect((await activities(owner)).filter((entry) => entry.action === 'viewed')).toHaveLength(1);
    await eventually(async () => (views.some((view) => view.documentId === quote.id) ? true : undefined));

    const rejected = await rpc.client.request(DocumentsRpc.rejectQuote, { token });
    expect(rejected.document).toMatchObject({ status: 'rejected', signerName: '' });
    const late = await rpc.client.request(DocumentsRpc.recordViewed, { documentType: 'quote', token });
    expect(late.document!.status).toBe('rejected');
    expect(views.filter((view) => view.documentId === quote.id)).toHaveLength(1);

    // A draft shared by copying the link stays a draft when viewed.
    const draft = await save(owner, 'invoice');
    const draftLink = await link(owner, 'invoice', draft.id);
    const seen = await rpc.client.request(DocumentsRpc.recordViewed, {
      documentType: 'invoice',
      token: draftLink.token,
    });
    expect(seen.document!.status).toBe('draft');
  });

  it('accepts a quote once with the signer and time; a second decision is 409; an invoice is not a quote', async () => {
    const owner = `user-${randomUUID()}`;
    const quote = await save(owner, 'quote', 'viewed');
    const { token } = await link(owner, 'quote', quote.id);

    expect(await reasonOf(rpc.client.request(DocumentsRpc.acceptQuote, { token, signerName: '  ' }))).toBe(
      'documents.invalid_input',
    );
    expect(
      await reasonOf(rpc.client.request(DocumentsRpc.acceptQuote, { token, signerName: 'x'.repeat(101) })),
    ).toBe('documents.invalid_input');

    const before = Date.now();
    const accepted = await rpc.client.request(DocumentsRpc.acceptQuote, {
      token,
      signerName: ' Grace Hopper ',
    });
    expect(accepted.document).toMatchObject({ status: 'accepted', signerName: 'Grace Hopper' });
    expect(Date.parse(accepted.document!.decidedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(await reasonOf(rpc.client.request(DocumentsRpc.rejectQuote, { token }))).toBe(
      'documents.quote_decided',
    );
    expect(await reasonOf(rpc.client.request(DocumentsRpc.acceptQuote, { token, signerName: 'Eve' }))).toBe(
      'documents.quote_decided',
    );
    const stored = await rpc.client.request(DocumentsRpc.getShared, { documentType: 'quote', token });
    expect(stored.document).toMatchObject({ status: 'accepted', signerName: 'Grace Hopper' });
    expect((await activities(owner)).filter((entry) => entry.action === 'accepted')).toHaveLength(1);
    const event = await eventually(async () => decisions.find((one) => one.event.documentId === quote.id));
    expect(event.subject).toBe(DocumentsEvents.quoteAccepted.subject);
    expect(event.event).toMatchObject({ ownerId: owner, decision: 'accepted', signerName: 'Grace Hopper' });

    const invoice = await save(owner, 'invoice', 'sent');
    const invoiceLink = await link(owner, 'invoice', invoice.id);
    expect(
      await reasonOf(
        rpc.client.request(DocumentsRpc.acceptQuote, { token: invoiceLink.token, signerName: 'Eve' }),
      ),
    ).toBe('documents.not_a_quote');
    expect(await reasonOf(rpc.client.request(DocumentsRpc.rejectQuote, { token: invoiceLink.token }))).toBe(
      'documents.not_a_quote',
    );
  });

  it('sends: checks the address, makes the link, draft → sent, asks the mailer, and stops at the hourly limit', async () => {
    const owner = `user-${randomUUID()}`;
    const invoice = await save(owner, 'invoice');
    const send = (recipient: string) =>
      as(owner, () =>
        rpc.client.request(DocumentsRpc.sendDocument, {
          documentType: 'invoice',
          id: invoice.id,
          recipient,
          subject: 'Invoice',
          message: 'Hello',
        }),
      );

    expect(await reasonOf(send('not an address'))).toBe('documents.invalid_recipient');
    const sent = await send('client@example.com');
    expect(sent.document!.status).toBe('sent');
    expect(sent.link).toEqual(await link(owner, 'invoice', invoice.id));
    const event = await eventually(async () => sendRequests.find((one) => one.documentId === invoice.id));
    expect(event).toMatchObject({
      ownerId: owner,
      documentType: 'invoice',
      token: sent.link!.token,
      recipient: 'client@example.com',
      subject: 'Invoice',
      message: 'Hello',
    });
    expect(event.sendId).toMatch(/^[0-9a-f-]{36}$/);

    for (let i = 1; i < SEND_LIMIT; i++) await send('client@example.com');
    expect(await reasonOf(send('client@example.com'))).toBe('documents.send_limit');
    expect((await activities(owner)).filter((entry) => entry.action === 'sent')).toHaveLength(SEND_LIMIT);

    // A later status stays as it is when sent again (another owner, own limit).
    const other = `user-${randomUUID()}`;
    const paid = await save(other, 'invoice', 'paid');
    const again = await as(other, () =>
      rpc.client.request(DocumentsRpc.sendDocument, {
        documentType: 'invoice',
        id: paid.id,
        recipient: 'client@example.com',
      }),
    );
    expect(again.document!.status).toBe('paid');
  });
});
