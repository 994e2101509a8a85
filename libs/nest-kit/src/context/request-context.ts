import type { Caller as CallerMessage } from '@paydraft/contracts';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a piece of work is done for and under which request id. The gateway opens one per HTTP request,
 * the transport one per NATS request it answers; everything awaited inside sees it, so the logger
 * stamps the request id on every line and the RpcClient forwards both on every call it makes.
 */
export type RequestContext = {
  readonly requestId: string;
  /** The signed-in user; absent for anonymous calls (the public builder, health checks). */
  readonly caller?: CallerMessage;
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the work in progress, or undefined outside any request (start-up, timers). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
