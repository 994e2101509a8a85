import { create } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import { CallerSchema, DocumentsRpc, Plan } from '@paydraft/contracts';
import { MONGO_CONNECTION, runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import {
  createTestRpcClient,
  monitoredMongoUrl,
  startTestService,
  storeWritesDuring,
  testEnv,
  uniqueDbName,
  type StoreWrite,
} from '@paydraft/nest-kit/testing';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { documentsDefinition } from '../src/documents.definition';

const MAJORITY = { w: 'majority', j: true };

/**
 * What a replica set's failover may not undo (docs/operations/mongodb.md): payments, numbers, issued
 * invoices and the client's decisions are written with a majority, journaled write concern named by the
 * service itself, not left to the cluster's default; a draft's save is not. The store here is the
 * tests' own (FerretDB locally), which must take the option too.
 */
describe('documents: the write concern of money and decisions', () => {
  let service: INestMicroservice;
  let connection: Connection;
  let rpc: { client: RpcClient; close: () => Promise<void> };
  const owner = `owner-${randomUUID()}`;

  beforeAll(async () => {
    service = await startTestService(documentsDefinition, {
      MONGO_DB_NAME: uniqueDbName('documents'),
      MONGO_URL: monitoredMongoUrl(testEnv().MONGO_URL as string),
    });
    connection = service.get<Connection>(MONGO_CONNECTION);
    rpc = await createTestRpcClient(10_000);
  });
  afterAll(async () => {
    await rpc.close();
    await service.close();
  });

  const as = <T>(work: () => Promise<T>) =>
    runInRequestContext(
      { requestId: randomUUID(), caller: create(CallerSchema, { userId: owner, plan: Plan.PRO }) },
      work,
    );
  const fields = (status: string) => ({
    status,
    currency: 'USD',
    issueDate: '2026-11-01',
    items: [{ description: 'Design', qty: '2', price: '50' }],
  });
  const save = async (documentType: string, status: string) =>
    (await as(() => rpc.client.request(DocumentsRpc.create, { documentType, fields: fields(status) })))
      .document!;
  /** The write concerns the call sent to one collection, in order. */
  const concernsOf = async (collection: string, call: () => Promise<unknown>) =>
    (await storeWritesDuring(connection, call))
      .filter((write: StoreWrite) => write.collection === collection)
      .map((write) => write.writeConcern);

  it('numbers and writes a new invoice with majority', async () => {
    const concerns = {
      counter: await concernsOf('number_counters', () => save('invoice', 'draft')),
      invoice: await concernsOf('documents', () => save('invoice', 'draft')),
    };
    expect(concerns.counter.length).toBeGreaterThan(0);
    expect(concerns.counter).toEqual(concerns.counter.map(() => MAJORITY));
    expect(concerns.invoice).toEqual([MAJORITY]);
  });

  it("saves a draft with the store's default, and issuing it with majority", async () => {
    const draft = await save('invoice', 'draft');
    const update = (status: string) => () =>
      as(() =>
        rpc.client.request(DocumentsRpc.update, {
          documentType: 'invoice',
          id: draft.id,
          fields: { ...fields(status), documentNumber: draft.documentNumber },
        }),
      );
    expect(await concernsOf('documents', update('draft'))).toEqual([undefined]);
    expect(await concernsOf('documents', update('sent'))).toEqual([MAJORITY]);
  });

  it('records a payment with majority', async () => {
    const invoice = await save('invoice', 'sent');
    const concerns = await concernsOf('documents', () =>
      as(() =>
        rpc.client.request(DocumentsRpc.recordPayment, {
          invoiceId: invoice.id,
          amount: '40',
          method: 'bank_transfer',
        }),
      ),
    );
    expect(concerns).toEqual([MAJORITY]);
    const stored = await as(() =>
      rpc.client.request(DocumentsRpc.get, { documentType: 'invoice', id: invoice.id }),
    );
    expect(stored.document).toMatchObject({ status: 'partially_paid', balanceDue: '60.00' });
  });

  it("takes the client's acceptance of a quote with majority; the quote's own save used the default", async () => {
    let quote!: Awaited<ReturnType<typeof save>>;
    const quoteSave = await concernsOf('documents', async () => {
      quote = await save('quote', 'sent');
    });
    expect(quoteSave).toEqual([undefined]);
    const { token } = await as(() =>
      rpc.client.request(DocumentsRpc.shareLink, { documentType: 'quote', id: quote.id }),
    );
    const concerns = await concernsOf('documents', () =>
      rpc.client.request(DocumentsRpc.acceptQuote, { token, signerName: 'Grace Hopper' }),
    );
    expect(concerns).toEqual([MAJORITY]);
    const stored = await as(() =>
      rpc.client.request(DocumentsRpc.get, { documentType: 'quote', id: quote.id }),
    );
    expect(stored.document).toMatchObject({ status: 'accepted', signerName: 'Grace Hopper' });
  });
});
