import { AuthRpc, BillingRpc, type Plan } from '@paydraft/contracts';
import { userPlan, type RpcClient } from '@paydraft/nest-kit';

/**
 * The plan of a document's owner, for a PDF made outside the owner's own request (the public view, the
 * document email): a tester is Lifetime, as the gateway treats them when they sign in; anyone else has
 * the plan billing says.
 */
export async function ownerPlan(rpc: RpcClient, ownerId: string): Promise<Plan> {
  const [{ isTester }, entitlement] = await Promise.all([
    rpc.request(AuthRpc.contact, { userId: ownerId }),
    rpc.request(BillingRpc.entitlement, { userId: ownerId }),
  ]);
  return userPlan(isTester, () => entitlement).plan;
}
