import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcContract } from '@paydraft/contracts';

/** The decoded request of a contract: what its handler receives. */
export type RpcRequest<C extends RpcContract> = MessageShape<C['request']>;

/** What a contract's handler may return: its reply, fields left out taking their defaults. */
export type RpcReply<C extends RpcContract> = MessageInitShape<C['reply']>;

/**
 * The methods a contract accepts: the decoded request first, then anything the other parameter
 * decorators supply (`@Caller()`, `@Ctx()`), returning the contract's reply or a promise of it.
 */
export type RpcHandlerMethod<Req extends DescMessage, Rep extends DescMessage> = (
  request: MessageShape<Req>,
  ...injected: never[]
) => MessageInitShape<Rep> | Promise<MessageInitShape<Rep>>;

/** Where the transport finds the contract of a handler (Nest keeps a pattern's extras with it). */
export const RPC_CONTRACT_EXTRA = 'paydraftContract';

/**
 * Declares the handler of a request-reply subject by its contract (from the service block in proto/):
 * `@RpcHandler(PdfRenderRpc.renderDocument) render(request: RpcRequest<typeof PdfRenderRpc.renderDocument>)`.
 * The method must take the contract's request and return its reply, so a field renamed in proto/
 * fails the type check here, not at run time. The first parameter receives the decoded request.
 */
export function RpcHandler<Req extends DescMessage, Rep extends DescMessage>(
  contract: RpcContract<Req, Rep>,
) {
  return <Method extends RpcHandlerMethod<Req, Rep>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Method>,
  ): void => {
    Payload()(target, key, 0);
    MessagePattern(contract.subject, { [RPC_CONTRACT_EXTRA]: contract })(target, key, descriptor);
  };
}
