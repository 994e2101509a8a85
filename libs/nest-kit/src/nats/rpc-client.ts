import { create, toBinary, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import { ErrorCode, type RpcContract } from '@paydraft/contracts';
import { ErrorCode as NatsErrorCode, NatsError, type NatsConnection } from 'nats';
import { decodeReply } from './rpc-codec';
import { RpcError } from './service-exception';

export type RequestOptions = {
  timeoutMs?: number;
  /** Further attempts after the first: 2 by default for idempotent contracts; others retry only when nobody received the request. */
  retries?: number;
};

const NO_RESPONDER_RETRY_DELAY_MS = 100;

/** Typed request-reply over NATS: encodes the contract's request, decodes its reply or its coded error. */
export class RpcClient {
  constructor(
    private readonly connection: NatsConnection,
    private readonly defaults: { timeoutMs: number },
  ) {}

  async request<Req extends DescMessage, Rep extends DescMessage>(
    contract: RpcContract<Req, Rep>,
    payload: MessageInitShape<Req>,
    options: RequestOptions = {},
  ): Promise<MessageShape<Rep>> {
    const data = toBinary(contract.request, create(contract.request, payload));
    const timeout = options.timeoutMs ?? this.defaults.timeoutMs;
    const retries = options.retries ?? (contract.idempotent ? 2 : 1);
    for (let attempt = 0; ; attempt++) {
      try {
        const msg = await this.connection.request(contract.subject, data, { timeout });
        return decodeReply(contract, msg);
      } catch (error) {
        if (!(error instanceof NatsError)) throw error;
        if (attempt < retries && isSafeToRetry(error, contract)) {
          if (error.code === NatsErrorCode.NoResponders) await delay(NO_RESPONDER_RETRY_DELAY_MS);
          continue;
        }
        throw toRpcError(error, contract.subject);
      }
    }
  }
}

/** No responders means nobody got the request; a time-out may mean it ran, so only idempotent calls repeat. */
function isSafeToRetry(error: NatsError, contract: RpcContract): boolean {
  return error.code === NatsErrorCode.NoResponders || (error.code === NatsErrorCode.Timeout && contract.idempotent);
}

function toRpcError(error: NatsError, subject: string): RpcError {
  const service = subject.split('.')[0];
  const reason = error.code === NatsErrorCode.Timeout ? 'did not answer in time' : 'is not available';
  return new RpcError(ErrorCode.UNAVAILABLE, `The ${service} service ${reason}. Please try again in a moment.`, subject);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
