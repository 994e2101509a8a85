import { Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthRpc, BillingRpc, CheckoutProduct } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import type { Request } from 'express';
import { requireCaller } from '../auth/auth-user';
import { z } from 'zod';
import { ApiAnswer, urlAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { subscriptionStatusAnswer, subscriptionStatusAnswerSchema } from './subscription-status.answer';

/** The spec's /api/stripe/* calls; billing does the work, the gateway checks the session. */
@ApiTags('billing')
@Controller('stripe')
export class BillingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('trial-eligibility')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether Pro checkout would include the 7-day trial (one per user, ever)' })
  @ApiAnswer(z.object({ success: z.literal(true), eligibleForTrial: z.boolean() }))
  @ApiErrorResponses({ 401: 'No valid session' })
  async trialEligibility() {
    requireCaller();
    const { eligibleForTrial } = await this.rpc.request(BillingRpc.trialEligibility, {});
    return { success: true, eligibleForTrial };
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Stripe Checkout for Pro (monthly; 7-day trial when eligible; card required)' })
  @ApiAnswer(urlAnswerSchema)
  @ApiErrorResponses({
    401: 'No valid session',
    409: 'The caller already has Pro or Lifetime (`billing.already_subscribed`)',
    503: 'Stripe is not available (`billing.stripe_unavailable`, `billing.stripe_not_configured`)',
  })
  checkout() {
    return this.createCheckout(CheckoutProduct.PRO);
  }

  @Post('create-lifetime-checkout-session')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Stripe Checkout for Lifetime (one payment of 99 USD)' })
  @ApiAnswer(urlAnswerSchema)
  @ApiErrorResponses({
    401: 'No valid session',
    409: 'The caller already has Lifetime (`billing.already_subscribed`)',
    503: 'Stripe is not available (`billing.stripe_unavailable`, `billing.stripe_not_configured`)',
  })
  lifetimeCheckout() {
    return this.createCheckout(CheckoutProduct.LIFETIME);
  }

  @Get('subscription-status')
  @ApiBearerAuth()
  @ApiOperation({
    summary: "The caller's subscriptions and Lifetime purchases (the spec's subscription fields)",
  })
  @ApiAnswer(subscriptionStatusAnswerSchema)
  @ApiErrorResponses({ 401: 'No valid session' })
  async subscriptionStatus() {
    const caller = requireCaller();
    const [status, me] = await Promise.all([
      this.rpc.request(BillingRpc.subscriptionStatus, {}),
      this.rpc.request(AuthRpc.me, {}),
    ]);
    return subscriptionStatusAnswer(status, caller, me.user?.isTester ?? false);
  }

  @Post('create-customer-portal-session')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Stripe's billing portal for a Pro subscriber (cancel, resume, card, invoices)" })
  @ApiAnswer(urlAnswerSchema)
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'Free (`billing.no_plan`), or Lifetime, which has no portal (`billing.no_portal`)',
  })
  async portal() {
    requireCaller();
    const { url } = await this.rpc.request(BillingRpc.createPortalSession, {});
    return { success: true, url };
  }

  /** Stripe's deliveries: the exact bytes go to billing, which checks the signature and handles each event once. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined) {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const reply = await this.rpc.request(BillingRpc.handleWebhook, { payload, signature: signature ?? '' });
    return { received: true, duplicate: reply.duplicate };
  }

  private async createCheckout(product: CheckoutProduct) {
    requireCaller();
    const { url } = await this.rpc.request(BillingRpc.createCheckoutSession, { product });
    return { success: true, url };
  }
}
