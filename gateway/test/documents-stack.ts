import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  CallerSchema,
  type ClientFieldsSchema,
  ClientsRpc,
  Plan,
  type ServiceName,
} from '@paydraft/contracts';
import { runInRequestContext, type RpcClient } from '@paydraft/nest-kit';
import { createTestRpcClient } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import { GatewayFixture } from './gateway-fixture';
import { bearer, issueTestToken } from './test-callers';

/** A document as the API answers it (the fields the tests read by name). */
export type DocumentJson = {
  id: string;
  document_number: string;
  status: string;
  client_id: string | null;
  total_amount: string;
  converted_invoice_id: string | null;
  signer_name: string | null;
  decided_at: string | null;
  [field: string]: unknown;
};

export type ActivityJson = { action: string; document_id: string; document_number: string; status: string };

/**
 * What the documents routes answer. `data` is one document, a list, the convert pair, the feed or the
 * counts depending on the route: one loose shape keeps the tests readable (lists: `listOf`).
 */
export type AnswerBody = {
  success?: boolean;
  code?: string;
  error?: string;
  total?: number;
  page?: number;
  pageSize?: number;
  counts?: { all: number; invoice: number; quote: number };
  preferences?: Record<string, unknown>;
  data: DocumentJson & {
    activities: ActivityJson[];
    invoice: DocumentJson;
    quote: DocumentJson;
    pendingQuotes: number;
    completedQuotes: number;
    completedInvoices: number;
  };
};

export type Answer = { status: number; body: AnswerBody };

/** The documents of a list answer. */
export const listOf = (answer: Answer) => answer.body.data as unknown as DocumentJson[];

/** A Pro user of the documents tests: a token, and calls through the gateway as that user. */
export class TestUser {
  readonly token: string;

  constructor(
    private readonly stack: DocumentsStack,
    plan: Plan = Plan.PRO,
    readonly id = `user-${randomUUID()}`,
    planEndedAt = 0n,
  ) {
    this.token = issueTestToken(this.id, plan, planEndedAt);
  }

  /** The same user after their Pro ended at `endedAt` (seconds): Free, and lapsed as billing says. */
  lapsed(endedAt = 1_790_000_000n): TestUser {
    return new TestUser(this.stack, Plan.FREE, this.id, endedAt);
  }

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.stack.call(method, path, this.token, body);
  }

  /** A client of this user, made in the clients service as this user. */
  async client(
    businessName = 'Acme Ltd',
    fields: MessageInitShape<typeof ClientFieldsSchema> = {},
  ): Promise<string> {
    const reply = await runInRequestContext({ requestId: randomUUID(), caller: this.caller() }, () =>
      this.stack.rpc.request(ClientsRpc.create, { fields: { ...fields, businessName } }),
    );
    return reply.client!.id;
  }

  /** Changes fields of the client in the clients service as this user. */
  async updateClient(clientId: string, fields: MessageInitShape<typeof ClientFieldsSchema>): Promise<void> {
    await runInRequestContext({ requestId: randomUUID(), caller: this.caller() }, () =>
      this.stack.rpc.request(ClientsRpc.update, { id: clientId, fields }),
    );
  }

  /** Deletes the client in the clients service as this user (which publishes clients.client.deleted). */
  async deleteClient(clientId: string): Promise<void> {
    await runInRequestContext({ requestId: randomUUID(), caller: this.caller() }, () =>
      this.stack.rpc.request(ClientsRpc.delete, { id: clientId }),
    );
  }

  private caller() {
    return create(CallerSchema, { userId: this.id, plan: Plan.PRO });
  }

  saveInvoice(body: Record<string, unknown> = {}) {
    return this.call('POST', '/api/documents/invoice', { ...INVOICE, ...body });
  }

  saveQuote(body: Record<string, unknown> = {}) {
    return this.call('POST', '/api/documents/quote', { ...INVOICE, ...body });
  }

  /**
   * The client's decision on one of this user's quotes, made as only the client can: through the
   * quote's share link, without a session. Answers the quote as its owner then reads it.
   */
  async decide(quote: DocumentJson, decision: 'accepted' | 'rejected'): Promise<DocumentJson> {
    const shared = await this.call('POST', `/api/documents/quote/${quote.id}/share`);
    const token = String(shared.body.data.token);
    const action = decision === 'accepted' ? 'accept' : 'reject';
    const response = await this.stack.gateway.fetch(`/api/documents/quote/${token}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grace Hopper' }),
    });
    if (response.status !== 200)
      throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
    return (await this.call('GET', `/api/documents/quote/${quote.id}`)).body.data;
  }

  /** A quote saved as sent, then decided by its client (see `decide`). */
  async decidedQuote(decision: 'accepted' | 'rejected', body: Record<string, unknown> = {}) {
    return this.decide((await this.saveQuote({ ...body, status: 'sent' })).body.data, decision);
  }
}

/** A one-line document as the builder saves it: 2 × 50 with 10% tax is 110.00. */
export const INVOICE = {
  sender_info: 'Ada Studio\nLondon',
  receiver_info: 'Engines Ltd',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  po_number: 'PO-77',
  payment_terms: 'Net 30',
  currency: 'USD',
  items: [{ description: 'Design', qty: 2, price: 50 }],
  custom_columns: [],
  discount_percentage: 0,
  tax_rate: 10,
  notes: 'Thank you',
};

/** The gateway with the documents and clients services, on real NATS and the real store. */
export class DocumentsStack {
  readonly gateway = new GatewayFixture();
  private rpcClient?: { client: RpcClient; close: () => Promise<void> };

  get rpc(): RpcClient {
    return this.rpcClient!.client;
  }

  /** `services`: documents and clients, and any other a test needs (pdf-render for PDFs). */
  async start(services: readonly ServiceName[] = ['documents', 'clients']) {
    // A save is several writes to the one local store, serialised by SQLite: 20 parallel saves in a long
    // run can outlast the fixture's 1 s, and a save is never retried, so allow the product's time.
    await this.gateway.start(services, { RPC_TIMEOUT_MS: '5000' });
    await this.startRpc();
    return this;
  }

  /** The tests' own NATS client (for calls as a user to another service). */
  protected async startRpc() {
    this.rpcClient = await createTestRpcClient();
  }

  async stop() {
    await this.rpcClient?.close();
    await this.gateway.stop();
  }

  user(plan: Plan = Plan.PRO) {
    return new TestUser(this, plan);
  }

  async call(method: string, path: string, token: string, body?: unknown): Promise<Answer> {
    const response = await this.gateway.fetch(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as AnswerBody };
  }
}
