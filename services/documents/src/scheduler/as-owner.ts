import { create } from '@bufbuild/protobuf';
import { CallerSchema, Plan } from '@paydraft/contracts';
import { runInRequestContext } from '@paydraft/nest-kit';

/**
 * Runs a due action's work as its owner, as the owner's own calls run: the owner-scoped paths (a client
 * read through the clients service, a document saved) see the owner as the caller, and the logs carry
 * the action's id as the request id.
 */
export function asOwner<T>(ownerId: string, actionId: string, work: () => Promise<T>): Promise<T> {
  const caller = create(CallerSchema, { userId: ownerId, plan: Plan.PRO });
  return runInRequestContext({ requestId: actionId, caller }, work);
}
