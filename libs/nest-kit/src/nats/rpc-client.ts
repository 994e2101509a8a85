import {
  create,
  toBinary,
  type DescMessage,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf';
import { ServiceErrorReasons, type RpcContract } from '@paydraft/contracts';
import { ErrorCode as NatsErrorCode, NatsError, type Msg, type MsgHdrs, type NatsConnection } from 'nats';
import { toCallHeaders } from '../context/call-headers';
import { currentRequestContext } from '../context/request-context';
import { requestIdFrom } from '../context/request-id';
import { exponentialBackoff, type RetryBackoff } from './retry-backoff';
import { decodeReply } from './rpc-codec';
import { RpcError } from './service-exception';
import { isInstanceRunning, requestTaken } from './taken-request';

export type RpcClientOptions = {
  /** How long one attempt waits for its answer. */
  timeoutMs: number;
  /** How long one call may take, every attempt and wait included; twice timeoutMs unless set. */
  budgetMs?: number;
  backoff?: RetryBackoff;
};

export type RequestOptions = {
  timeoutMs?: number;
  budgetMs?: number;
  /** Further attempts after the first: 2 by default for idempotent contracts; others retry only when nobody received the request. */
  retries?: number;
  /**
   * This call may be sent again after a time-out although its contract is not idempotent, because the
   * request names itself (a create's request key): the service answers a repeat with the first's result.
   */
  idempotent?: boolean;
};

/** A retry is worth sending only if it has at least this long to get its answer. */
const MIN_ATTEMPT_MS = 50;

const DEFAULT_BACKOFF = exponentialBackoff({ baseMs: 100, maxMs: 1000 });

/**
 * Typed request-reply over NATS: encodes the contract's request, decodes its reply or its coded error.
 * Every request carries the current request context (request id, caller) in its headers. A call that
 * may be repeated is retried with exponential backoff and jitter, within a total time budget, so a
 * slow service costs its callers at most the budget and is not sent the same work three times at once.
 */
export class RpcClient {
  private readonly backoff: RetryBackoff;

  constructor(
    private readonly connection: NatsConnection,
    private readonly defaults: RpcClientOptions,
  ) {
    this.backoff = defaults.backoff ?? DEFAULT_BACKOFF;
  }

  async request<Req extends DescMessage, Rep extends DescMessage>(
    contract: RpcContract<Req, Rep>,
    payload: MessageInitShape<Req>,
    options: RequestOptions = {},
  ): Promise<MessageShape<Rep>> {
    const data = toBinary(contract.request, create(contract.request, payload));
    // Outside any request (start-up, a script) the call still gets an id for the service's logs.
    const headers = toCallHeaders(currentRequestContext() ?? { requestId: requestIdFrom(undefined) });
    const timeoutMs = options.timeoutMs ?? this.defaults.timeoutMs;
    const deadline = Date.now() + (options.budgetMs ?? this.defaults.budgetMs ?? 2 * timeoutMs);
    const idempotent = options.idempotent ?? contract.idempotent;
    const retries = options.retries ?? (idempotent ? 2 : 1);
    for (let attempt = 1; ; attempt++) {
      try {
        const timeout = Math.max(1, Math.min(timeoutMs, deadline - Date.now()));
        const msg = contract.expensive
          ? await this.sendExpensive(contract.subject, data, { timeout, headers })
          : await this.connection.request(contract.subject, data, { timeout, headers });
        return decodeReply(contract, msg);
      } catch (error) {
        if (!(error instanceof NatsError)) throw error;
        const wait = this.backoff.delayMs(attempt);
        const worthRetrying = Date.now() + wait + MIN_ATTEMPT_MS <= deadline;
        if (attempt <= retries && isSafeToRetry(error, contract, idempotent) && worthRetrying) {
          await delay(wait);
          continue;
        }
        throw toRpcError(error, contract.subject);
      }
    }
  }

  /**
   * An expensive call times out as lost (no responders: safe to send again) when nobody took it or the
   * instance that took it is gone, its work with it; as a time-out while that instance still runs.
   */
  private async sendExpensive(
    subject: string,
    data: Uint8Array,
    options: { timeout: number; headers: MsgHdrs },
  ): Promise<Msg> {
    const answer = await requestTaken(this.connection, subject, data, options);
    if (answer.reply) return answer.reply;
    const service = subject.split('.')[0];
    const stillWorking =
      answer.takenBy && (await isInstanceRunning(this.connection, service, answer.takenBy));
    throw NatsError.errorForCode(stillWorking ? NatsErrorCode.Timeout : NatsErrorCode.NoResponders);
  }
}

/**
 * No responders means nobody got the request; a time-out may mean it ran, so only idempotent calls
 * repeat, and not expensive ones (a render that timed out would only take as long again).
 */
function isSafeToRetry(error: NatsError, contract: RpcContract, idempotent: boolean): boolean {
  if (error.code === NatsErrorCode.NoResponders) return true;
  return error.code === NatsErrorCode.Timeout && idempotent && !contract.expensive;
}

function toRpcError(error: NatsError, subject: string): RpcError {
  const service = subject.split('.')[0];
  const reason = error.code === NatsErrorCode.Timeout ? 'did not answer in time' : 'is not available';
  const { code, transport } = ServiceErrorReasons.UNAVAILABLE;
  return new RpcError(
    transport,
    `The ${service} service ${reason}. Please try again in a moment.`,
    subject,
    code,
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
