import { create, fromBinary } from '@bufbuild/protobuf';
import type { INestMicroservice } from '@nestjs/common';
import {
  CallerSchema,
  DocumentSendRequestedSchema,
  DocumentsEvents,
  DocumentsRpc,
  PaymentRecordedSchema,
  Plan,
  QuoteDecidedSchema,
  type DocumentSendRequested,
  type PaymentRecorded,
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

/**
 * The mail events carry the languages the mailer writes in: the document's for its client (the send,
 * the receipt), the owner's preferences' for the owner's own notices.
 */
describe('documents: the languages of the mail events', () => {
  let service: INestMicroservice;
  let rpc: { client: RpcClient; close: () => Promise<void> };
  let nats: NatsConnection;
  const sends: DocumentSendRequested[] = [];
  const payments: PaymentRecorded[] = [];
  const decisions: QuoteDecided[] = [];

  beforeAll(async () => {
    service = await startTestService(documentsDefinition, { MONGO_DB_NAME: uniqueDbName('documents') });
    rpc = await createTestRpcClient(10_000);
    nats = await connectTestClient('mail-languages-events-test');
    nats.subscribe(DocumentsEvents.sendRequested.subject, {
      callback: (_error, message) => sends.push(fromBinary(DocumentSendRequestedSchema, message.data)),
    });
    nats.subscribe(DocumentsEvents.paymentRecorded.subject, {
      callback: (_error, message) => payments.push(fromBinary(PaymentRecordedSchema, message.data)),
    });
    nats.subscribe('documents.quote.*', {
      callback: (_error, message) => decisions.push(fromBinary(QuoteDecidedSchema, message.data)),
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

  /** An owner whose own language (preferences) is French, with a currency and numbering. */
  const frenchOwner = async () => {
    const owner = `user-${randomUUID()}`;
    await as(owner, () =>
      rpc.client.request(DocumentsRpc.savePreferences, {
        preferences: {
          defaultCurrency: 'EUR',
          taxRate: '0',
          invoicePrefix: 'INV-',
          nextInvoiceNumber: 1,
          quotePrefix: 'QUO-',
          nextQuoteNumber: 1,
          language: 'fr-FR',
        },
      }),
    );
    return owner;
  };

  const save = async (owner: string, documentType: 'invoice' | 'quote', language: string) => {
    const { document } = await as(owner, () =>
      rpc.client.request(DocumentsRpc.create, {
        documentType,
        fields: {
          status: 'sent',
          currency: 'EUR',
          issueDate: '2026-11-01',
          language,
          items: [{ description: 'Design', qty: '2', price: '50' }],
        },
      }),
    );
    return document!;
  };

  it("asks for the document mail and the receipt in the document's language, the owner's notice in the owner's", async () => {
    const owner = await frenchOwner();
    const invoice = await save(owner, 'invoice', 'de-DE');
    expect(invoice.language).toBe('de-DE');

    await as(owner, () =>
      rpc.client.request(DocumentsRpc.sendDocument, {
        documentType: 'invoice',
        id: invoice.id,
        recipient: 'client@example.com',
      }),
    );
    const send = await eventually(async () => sends.find((one) => one.documentId === invoice.id));
    expect(send.language).toBe('de-DE');

    await as(owner, () =>
      rpc.client.request(DocumentsRpc.recordPayment, {
        invoiceId: invoice.id,
        amount: '40',
        method: 'bank_transfer',
        sendReceipt: true,
        receiptEmail: 'client@example.com',
      }),
    );
    const payment = await eventually(async () => payments.find((one) => one.invoiceId === invoice.id));
    expect(payment).toMatchObject({ language: 'de-DE', ownerLanguage: 'fr-FR' });
  });

  it("tells the owner of a quote's decision in the owner's language", async () => {
    const owner = await frenchOwner();
    const quote = await save(owner, 'quote', 'es-ES');
    const { token } = await as(owner, () =>
      rpc.client.request(DocumentsRpc.shareLink, { documentType: 'quote', id: quote.id }),
    );

    await rpc.client.request(DocumentsRpc.acceptQuote, { token, signerName: 'Grace Hopper' });
    const decided = await eventually(async () => decisions.find((one) => one.documentId === quote.id));
    expect(decided.ownerLanguage).toBe('fr-FR');
  });
});
