import { Controller } from '@nestjs/common';
import { BillingRpc } from '@paydraft/contracts';
import { Caller, RpcHandler, type RpcRequest } from '@paydraft/nest-kit';
import { CheckoutService } from './checkout/checkout.service';
import { EntitlementsService } from './entitlements/entitlements.service';
import { LifetimePurchasesService } from './lifetime/lifetime-purchases.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { WebhooksService } from './webhooks/webhooks.service';

/** Every billing.* subject: decode, call the rule, encode. */
@Controller()
export class BillingController {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly purchases: LifetimePurchasesService,
    private readonly webhooks: WebhooksService,
  ) {}

  /** Internal (the gateway's authenticator): the user is named in the request because no caller exists yet. */
  @RpcHandler(BillingRpc.entitlement)
  async entitlement(request: RpcRequest<typeof BillingRpc.entitlement>) {
    const entitlement = await this.entitlements.of(request.userId);
    return { ...entitlement, planEndedAt: BigInt(entitlement.planEndedAt) };
  }

  @RpcHandler(BillingRpc.trialEligibility)
  async trialEligibility(_request: RpcRequest<typeof BillingRpc.trialEligibility>, @Caller() caller: Caller) {
    return { eligibleForTrial: await this.checkout.isTrialEligible(caller.userId) };
  }

  @RpcHandler(BillingRpc.createCheckoutSession)
  async createCheckoutSession(
    request: RpcRequest<typeof BillingRpc.createCheckoutSession>,
    @Caller() caller: Caller,
  ) {
    return { url: await this.checkout.createCheckout(caller.userId, request.product, caller.plan) };
  }

  @RpcHandler(BillingRpc.createPortalSession)
  async createPortalSession(
    _request: RpcRequest<typeof BillingRpc.createPortalSession>,
    @Caller() caller: Caller,
  ) {
    return { url: await this.checkout.createPortal(caller.userId, caller.plan) };
  }

  @RpcHandler(BillingRpc.subscriptionStatus)
  async subscriptionStatus(
    _request: RpcRequest<typeof BillingRpc.subscriptionStatus>,
    @Caller() caller: Caller,
  ) {
    const [subscriptions, purchases] = await Promise.all([
      this.subscriptions.ofUser(caller.userId),
      this.purchases.ofUser(caller.userId),
    ]);
    return {
      subscriptions: subscriptions.map((s) => ({
        id: s._id,
        status: s.status,
        currentPeriodEnd: BigInt(s.currentPeriodEnd),
        trialEnd: BigInt(s.trialEnd),
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        priceId: s.priceId,
        unitAmount: BigInt(s.unitAmount),
        interval: s.interval,
      })),
      lifetimePurchases: purchases
        .filter((p) => !p.refunded)
        .map((p) => ({
          id: p._id,
          amount: BigInt(p.amount),
          currency: p.currency,
          created: BigInt(p.created),
        })),
    };
  }

  /** From the gateway's webhook route, with the body's exact bytes; Stripe itself never reaches NATS. */
  @RpcHandler(BillingRpc.handleWebhook)
  handleWebhook(request: RpcRequest<typeof BillingRpc.handleWebhook>) {
    return this.webhooks.receive(request.payload, request.signature);
  }
}
