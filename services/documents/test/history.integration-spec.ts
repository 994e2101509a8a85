import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  CallerSchema,
  DocumentsRpc,
  ListDocumentsRequestSchema,
  Plan,
  type ListDocumentsRequest,
} from '@paydraft/contracts';
import { getModelToken, runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient, startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { DOCUMENT_MODEL, type StoredDocument } from '../src/documents/document.schema';
import { documentsDefinition } from '../src/documents.definition';

type ListFields = Partial<
  Pick<
    ListDocumentsRequest,
    'search' | 'documentType' | 'status' | 'page' | 'pageSize' | 'sort' | 'descending' | 'payment'
  >
>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The store query the history answered with before it was held in memory, kept here as the reference
 * the in-memory answers must equal: filter, sort, skip and limit, and counts grouped by type.
 */
async function storeAnswer(documents: Model<StoredDocument>, ownerId: string, fields: ListFields) {
  const base: Record<string, unknown> = { ownerId };
  if (fields.search) {
    const pattern = { $regex: escapeRegex(fields.search), $options: 'i' };
    base.$or = ['number', 'senderInfo', 'receiverInfo', 'poNumber', 'notes'].map((field) => ({
      [field]: pattern,
    }));
  }
  if (fields.status) base.status = fields.status;
  const filter = fields.documentType ? { ...base, type: fields.documentType } : base;
  let query = documents.find(filter).sort({ updatedAt: -1, _id: -1 });
  if (fields.page) query = query.skip((fields.page - 1) * fields.pageSize!).limit(fields.pageSize!);
  const listed = await query.lean<StoredDocument[]>();
  const all = await documents.find(base).lean<StoredDocument[]>();
  const invoiceCount = all.filter((document) => document.type === 'invoice').length;
  const quoteCount = all.length - invoiceCount;
  const total =
    fields.documentType === 'invoice'
      ? invoiceCount
      : fields.documentType === 'quote'
        ? quoteCount
        : all.length;
  return { ids: listed.map((document) => document._id.toString()), total, invoiceCount, quoteCount };
}

describe('documents history held in memory, across two instances', () => {
  const dbName = uniqueDbName('documents');
  const instances: INestMicroservice[] = [];
  let rpc: { client: RpcClient; close: () => Promise<void> };
  let documents: Model<StoredDocument>;

  beforeAll(async () => {
    // Two instances on one database: NATS shares the requests, so one instance's writes reach the other's cache.
    for (let i = 0; i < 2; i++)
      instances.push(await startTestService(documentsDefinition, { MONGO_DB_NAME: dbName }));
    documents = instances[0].get(getModelToken(DOCUMENT_MODEL));
    rpc = await createTestRpcClient(10_000);
  });
  afterAll(async () => {
    await rpc.close();
    await Promise.all(instances.map((instance) => instance.close()));
  });

  const as = <T>(userId: string, work: () => Promise<T>) =>
    runInRequestContext(
      { requestId: randomUUID(), caller: create(CallerSchema, { userId, plan: Plan.LIFETIME }) },
      work,
    );

  const save = (owner: string, documentType: string, fields: Record<string, string> = {}) =>
    as(owner, () =>
      rpc.client.request(DocumentsRpc.create, {
        documentType,
        fields: {
          documentNumber: '',
          currency: 'USD',
          items: [{ description: 'x', qty: '1', price: '1' }],
          ...fields,
        },
      }),
    ).then((reply) => reply.document!);

  /** A quote's client decides through its share link: accepted and rejected are never the owner's to set. */
  const decide = async (owner: string, id: string, decision: 'accepted' | 'rejected') => {
    const { token } = await as(owner, () =>
      rpc.client.request(DocumentsRpc.shareLink, { documentType: 'quote', id }),
    );
    const subject = decision === 'accepted' ? DocumentsRpc.acceptQuote : DocumentsRpc.rejectQuote;
    return rpc.client.request(subject, { token, signerName: 'Grace Hopper' });
  };
  const setStatus = (owner: string, documentType: string, id: string, status: string) =>
    as(owner, () =>
      rpc.client.request(DocumentsRpc.update, {
        documentType,
        id,
        fields: {
          documentNumber: '',
          currency: 'USD',
          status,
          items: [{ description: 'x', qty: '1', price: '1' }],
        },
      }),
    );

  const list = (owner: string, fields: ListFields) =>
    as(owner, () => rpc.client.request(DocumentsRpc.list, create(ListDocumentsRequestSchema, fields)));

  const stats = (owner: string) => as(owner, () => rpc.client.request(DocumentsRpc.stats, {}));

  /** Each instance answers at least once, so both caches are compared with the store. */
  const expectSameAsStore = async (owner: string, fields: ListFields) => {
    const expected = await storeAnswer(documents, owner, fields);
    for (let i = 0; i < 4; i++) {
      const answer = await list(owner, fields);
      expect({
        ids: answer.documents.map((document) => document.id),
        total: answer.total,
        invoiceCount: answer.invoiceCount,
        quoteCount: answer.quoteCount,
      }).toEqual(expected);
    }
  };

  const expectStatsOfStore = async (owner: string) => {
    const all = await documents.find({ ownerId: owner }).lean<StoredDocument[]>();
    const count = (type: string, statuses: string[]) =>
      all.filter((document) => document.type === type && statuses.includes(document.status)).length;
    for (let i = 0; i < 4; i++) {
      expect(await stats(owner)).toMatchObject({
        pendingQuotes: count('quote', ['draft', 'sent', 'viewed', 'pending']),
        completedQuotes: count('quote', ['accepted', 'completed']),
        completedInvoices: count('invoice', ['paid', 'completed']),
      });
    }
  };

  it('answers the same pages, totals and counts as the store query, after creates, changes, deletes and a conversion', async () => {
    const owner = `owner-${randomUUID()}`;
    // The first read fills both caches; everything after is caught up from the change log.
    await list(owner, {});
    await list(owner, {});
    const saved: Array<Awaited<ReturnType<typeof save>>> = [];
    for (let i = 0; i < 24; i++) {
      const notes = i % 4 === 0 ? `Rush job ${i}` : '';
      saved.push(
        await save(owner, i % 3 ? 'invoice' : 'quote', {
          notes,
          receiverInfo: i % 5 ? 'Babbage' : 'Lovelace',
        }),
      );
    }
    await setStatus(owner, 'invoice', saved[1].id, 'paid');
    await decide(owner, saved[3].id, 'accepted');
    await as(owner, () =>
      rpc.client.request(DocumentsRpc.delete, { documentType: 'invoice', id: saved[2].id }),
    );
    await as(owner, () => rpc.client.request(DocumentsRpc.convertQuote, { quoteId: saved[6].id }));

    const requests: ListFields[] = [
      {},
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
      { page: 3, pageSize: 10 },
      { page: 2, pageSize: 7, documentType: 'invoice' },
      { documentType: 'quote' },
      { search: 'rush JOB' },
      { search: 'lovelace', documentType: 'invoice', page: 1, pageSize: 3 },
      { search: 'inv-1' },
      { status: 'completed' },
      { status: 'paid', documentType: 'invoice' },
    ];
    for (const fields of requests) await expectSameAsStore(owner, fields);
    await expectStatsOfStore(owner);
  });

  it('keeps counts right under parallel creates and status changes on both instances', async () => {
    const owner = `owner-${randomUUID()}`;
    await Promise.all([list(owner, {}), list(owner, {}), stats(owner)]);
    const quotes = await Promise.all(Array.from({ length: 30 }, () => save(owner, 'quote')));
    const invoices = await Promise.all(Array.from({ length: 10 }, () => save(owner, 'invoice')));
    await Promise.all([
      ...quotes.slice(0, 12).map((quote, i) => decide(owner, quote.id, i % 2 ? 'accepted' : 'rejected')),
      ...invoices.slice(0, 5).map((invoice) => setStatus(owner, 'invoice', invoice.id, 'paid')),
      ...quotes
        .slice(20)
        .map((quote) =>
          as(owner, () => rpc.client.request(DocumentsRpc.delete, { documentType: 'quote', id: quote.id })),
        ),
    ]);
    expect(await stats(owner)).toMatchObject({ pendingQuotes: 8, completedQuotes: 6, completedInvoices: 5 });
    await expectStatsOfStore(owner);
    await expectSameAsStore(owner, { page: 1, pageSize: 10 });
    expect((await list(owner, {})).total).toBe(30);
  });

  it('reads the owner again after a write that does not name its documents', async () => {
    const owner = `owner-${randomUUID()}`;
    await save(owner, 'invoice');
    await save(owner, 'invoice');
    await expectStatsOfStore(owner);
    // As the client-deleted consumer unlinks: an updateMany, logged as a change of the whole owner.
    await documents.updateMany({ ownerId: owner }, { $set: { status: 'paid' } }, { timestamps: false });
    await expectStatsOfStore(owner);
    expect(await stats(owner)).toMatchObject({ completedInvoices: 2 });
  });

  it('orders by balance and filters unpaid on both instances, following a payment made on either', async () => {
    const owner = `owner-${randomUUID()}`;
    const price = (amount: string) => ({
      status: 'sent',
      items: [{ description: 'x', qty: '1', price: amount }],
    });
    const small = await save(owner, 'invoice', {});
    await setStatus(owner, 'invoice', small.id, 'sent');
    const large = await as(owner, () =>
      rpc.client.request(DocumentsRpc.create, {
        documentType: 'invoice',
        fields: { documentNumber: '', currency: 'USD', ...price('300') },
      }),
    ).then((reply) => reply.document!);
    const byBalance = { sort: 'balance', descending: true, payment: 'unpaid' };
    const order = async () => (await list(owner, byBalance)).documents.map((document) => document.id);
    for (let i = 0; i < 4; i++) expect(await order()).toEqual([large.id, small.id]);

    await as(owner, () =>
      rpc.client.request(DocumentsRpc.recordPayment, {
        invoiceId: large.id,
        amount: '299.50',
        method: 'cash',
      }),
    );
    for (let i = 0; i < 4; i++) expect(await order()).toEqual([small.id, large.id]);
    await as(owner, () =>
      rpc.client.request(DocumentsRpc.recordPayment, { invoiceId: large.id, amount: '0.50', method: 'cash' }),
    );
    for (let i = 0; i < 4; i++) expect(await order()).toEqual([small.id]);
  });

  it('refuses an unknown order or payment filter with documents.invalid_input', async () => {
    const owner = `owner-${randomUUID()}`;
    for (const fields of [{ sort: 'balance_due' }, { payment: 'late' }]) {
      await expect(list(owner, fields)).rejects.toMatchObject({ reason: 'documents.invalid_input' });
    }
  });
});
