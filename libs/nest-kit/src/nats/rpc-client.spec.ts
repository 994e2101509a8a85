import { create } from '@bufbuild/protobuf';
import {
  CALLER_HEADER,
  CallerSchema,
  DocumentsRpc,
  ErrorCode,
  HealthReplySchema,
  HealthRpc,
  MailerRpc,
  PdfRenderRpc,
  Plan,
  REQUEST_ID_HEADER,
  TAKEN_BY_HEADER,
} from '@paydraft/contracts';
import {
  ErrorCode as NatsErrorCode,
  headers as natsHeaders,
  NatsError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';
import { fromCallHeaders } from '../context/call-headers';
import { runInRequestContext } from '../context/request-context';
import { exponentialBackoff } from './retry-backoff';
import { encodeReply } from './rpc-codec';
import { RpcClient } from './rpc-client';
import { RpcError } from './service-exception';

type Attempt = { at: number; timeout: number; headers?: MsgHdrs };

/** A NATS connection whose requests fail as told (time-out after the attempt's timeout, or nobody listening) and then answer. */
function fakeConnection(failures: ('timeout' | 'no-responders')[]) {
  const attempts: Attempt[] = [];
  const connection = {
    request(_subject: string, _data: Uint8Array, options: { timeout: number; headers?: MsgHdrs }) {
      attempts.push({ at: Date.now(), timeout: options.timeout, headers: options.headers });
      const failure = failures[attempts.length - 1];
      if (failure === 'no-responders')
        return Promise.reject(NatsError.errorForCode(NatsErrorCode.NoResponders));
      if (failure === 'timeout') {
        return new Promise((_resolve, reject) =>
          setTimeout(() => reject(NatsError.errorForCode(NatsErrorCode.Timeout)), options.timeout),
        );
      }
      return Promise.resolve(encodeReply(HealthReplySchema, { service: 'pdf-render' }));
    },
  };
  // The client only calls request(); the rest of the connection is not needed here.
  return { connection: connection as unknown as NatsConnection, attempts };
}

/** Waits of a fixed 3/4 of the backoff ceiling: 75 ms, then 150 ms, then 300 ms. */
const backoff = exponentialBackoff({ baseMs: 100, maxMs: 1000, random: () => 0.5 });

async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

describe('RpcClient retries', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('retries a timed-out idempotent call after a backoff, and returns its answer', async () => {
    const { connection, attempts } = fakeConnection(['timeout']);
    const client = new RpcClient(connection, { timeoutMs: 1000, budgetMs: 5000, backoff });

    const { value } = await settle(client.request(HealthRpc['pdf-render'], {}));

    expect(value?.service).toBe('pdf-render');
    expect(attempts.map((attempt) => attempt.at)).toEqual([0, 1000 + 75]);
  });

  it('waits longer after each failure', async () => {
    const { connection, attempts } = fakeConnection(['no-responders', 'no-responders']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    await settle(client.request(HealthRpc['pdf-render'], {}));

    expect(attempts.map((attempt) => attempt.at)).toEqual([0, 75, 75 + 150]);
  });

  it('keeps a slow service within the budget: the last attempt gets only what is left', async () => {
    const { connection, attempts } = fakeConnection(['timeout', 'timeout', 'timeout']);
    const client = new RpcClient(connection, { timeoutMs: 1000, budgetMs: 1500, backoff });

    const { error } = await settle(client.request(HealthRpc['pdf-render'], {}));

    expect(attempts.map(({ at, timeout }) => ({ at, timeout }))).toEqual([
      { at: 0, timeout: 1000 },
      { at: 1075, timeout: 425 },
    ]);
    expect(Date.now()).toBe(1500);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code: ErrorCode.UNAVAILABLE, reason: 'rpc.unavailable' });
  });

  it('by default spends at most twice the time-out on a service that never answers, not three times', async () => {
    const { connection, attempts } = fakeConnection(['timeout', 'timeout', 'timeout']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    const { error } = await settle(client.request(HealthRpc['pdf-render'], {}));

    expect(error).toBeInstanceOf(RpcError);
    expect(attempts).toHaveLength(2);
    expect(Date.now()).toBeLessThanOrEqual(2000);
  });

  it('does not send a timed-out call that is not idempotent again', async () => {
    const { connection, attempts } = fakeConnection(['timeout']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    const { error } = await settle(
      client.request(MailerRpc.sendContactMessage, { name: 'Ann', email: 'a@example.com', message: 'Hi' }),
    );

    expect(error).toMatchObject({
      message: 'The mailer service did not answer in time. Please try again in a moment.',
    });
    expect(attempts).toHaveLength(1);
  });

  it('sends a timed-out call again when the caller says this one is idempotent (it names itself)', async () => {
    const { connection, attempts } = fakeConnection(['timeout']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    await settle(client.request(DocumentsRpc.create, { requestKey: 'k-1' }, { idempotent: true }));

    expect(attempts).toHaveLength(2);
  });

  it('sends a call that is not idempotent again when nobody received it', async () => {
    const { connection, attempts } = fakeConnection(['no-responders']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    await settle(client.request(MailerRpc.sendContactMessage, { message: 'Hi' }));

    expect(attempts).toHaveLength(2);
  });
});

type RenderOutcome = 'taken, then nothing' | 'nobody' | 'answered';

/**
 * A connection for expensive calls: each render attempt is told who took it and whether a reply
 * follows; `running` is the instances that answer the instance ping (the other requestMany).
 */
function fakeRenderConnection(outcomes: RenderOutcome[], running: string[]) {
  const attempts: number[] = [];
  const message = (data: Uint8Array, headers?: MsgHdrs) => ({ data, headers }) as unknown as Msg;
  const taken = () => {
    const headers = natsHeaders();
    headers.set(TAKEN_BY_HEADER, 'instance-1');
    return message(new Uint8Array(), headers);
  };
  /** The answers of one attempt, the last of them when its maxWait has passed. */
  async function* answers(outcome: RenderOutcome, maxWait: number) {
    if (outcome !== 'nobody') yield taken();
    if (outcome === 'answered') yield message(encodeReply(HealthReplySchema, { service: 'pdf-render' }).data);
    else await new Promise((resolve) => setTimeout(resolve, maxWait));
  }
  const connection = {
    requestMany(subject: string, _data: Uint8Array, options: { maxWait: number }) {
      if (subject === PdfRenderRpc.renderDocument.subject) {
        attempts.push(Date.now());
        return Promise.resolve(answers(outcomes[attempts.length - 1] ?? 'answered', options.maxWait));
      }
      return Promise.resolve(
        running.map((instanceId) => message(encodeReply(HealthReplySchema, { instanceId }).data)),
      );
    },
  };
  return { connection: connection as unknown as NatsConnection, attempts };
}

describe('RpcClient and expensive calls (renders)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('does not send a render again after a time-out while the instance that took it still runs', async () => {
    const { connection, attempts } = fakeRenderConnection(['taken, then nothing'], ['instance-1']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    const { error } = await settle(client.request(PdfRenderRpc.renderDocument, { currency: 'USD' }));

    expect(error).toMatchObject({
      message: 'The pdf-render service did not answer in time. Please try again in a moment.',
    });
    expect(attempts).toHaveLength(1);
  });

  it('sends a render again when the instance that took it is gone, its work with it', async () => {
    const { connection, attempts } = fakeRenderConnection(['taken, then nothing'], ['instance-2']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    const { value } = await settle(client.request(PdfRenderRpc.renderDocument, { currency: 'USD' }));

    expect(value).toBeDefined();
    expect(attempts).toHaveLength(2);
  });

  it('sends a render again when no instance took it', async () => {
    const { connection, attempts } = fakeRenderConnection(['nobody'], ['instance-1']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff });

    const { value } = await settle(client.request(PdfRenderRpc.renderDocument, { currency: 'USD' }));

    expect(value).toBeDefined();
    expect(attempts).toHaveLength(2);
  });
});

describe('RpcClient headers', () => {
  it('sends the request id and the caller of the request in progress with every attempt', async () => {
    const { connection, attempts } = fakeConnection(['no-responders']);
    const client = new RpcClient(connection, { timeoutMs: 1000, backoff: { delayMs: () => 0 } });
    const caller = create(CallerSchema, { userId: 'user-a', plan: Plan.PRO });

    await runInRequestContext({ requestId: 'req-42', caller }, () => client.request(HealthRpc.documents, {}));

    expect(attempts).toHaveLength(2);
    for (const { headers } of attempts) {
      expect(headers?.get(REQUEST_ID_HEADER)).toBe('req-42');
      expect(fromCallHeaders(headers)).toEqual({ requestId: 'req-42', caller });
    }
  });

  it('gives a call made outside any request an id of its own, and no caller', async () => {
    const { connection, attempts } = fakeConnection([]);
    const client = new RpcClient(connection, { timeoutMs: 1000 });

    await client.request(HealthRpc.documents, {});

    expect(attempts[0].headers?.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempts[0].headers?.has(CALLER_HEADER)).toBe(false);
  });
});
