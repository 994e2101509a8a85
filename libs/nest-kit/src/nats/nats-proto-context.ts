import { BaseRpcContext } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import type { RequestContext } from '../context/request-context';

/** Request handler context: the subject, the headers, and the request context they carried. */
export class NatsProtoContext extends BaseRpcContext<[string, MsgHdrs | undefined, RequestContext]> {
  getSubject(): string {
    return this.args[0];
  }

  getRequestContext(): RequestContext {
    return this.args[2];
  }
}
