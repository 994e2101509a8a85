import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ServiceErrorReasons, type Caller as CallerMessage } from '@paydraft/contracts';
import { NatsProtoContext } from './nats-proto-context';
import { ServiceException } from './service-exception';

export type CallerOptions = {
  /** The handler also serves anonymous calls and gets undefined for them; otherwise they are refused. */
  optional?: boolean;
};

/**
 * The signed-in user a request is made for, as the gateway authenticated it: the one place a handler
 * learns who calls (never from the payload). Without `{ optional: true }`, a call with no caller is
 * refused with UNAUTHENTICATED / `auth.caller_required`, which the gateway answers with 401.
 */
export const Caller = createParamDecorator(
  (options: CallerOptions | undefined, execution: ExecutionContext) => {
    const context = execution.switchToRpc().getContext<unknown>();
    const caller = context instanceof NatsProtoContext ? context.getRequestContext().caller : undefined;
    if (!caller && !options?.optional) {
      throw new ServiceException(ServiceErrorReasons.CALLER_REQUIRED, 'Please sign in to continue.');
    }
    return caller;
  },
);

/** The caller's type, under the decorator's name: `@Caller() caller: Caller`. */
export type Caller = CallerMessage;
