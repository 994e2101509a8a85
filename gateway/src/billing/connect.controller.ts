import { Controller, Delete, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BillingRpc, type ConnectStatusReply } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import type { Request } from 'express';
import { requireCaller } from '../auth/auth-user';
import { z } from 'zod';
import { ApiAnswer, urlAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';

const connectStatusSchema = z.object({
  success: z.literal(true),
  connected: z.boolean(),
  account_id: z.string().nullable().describe('null when not connected'),
  charges_enabled: z.boolean().describe('Stripe’s word that onboarding is finished'),
});

const statusAnswer = (reply: ConnectStatusReply): z.output<typeof connectStatusSchema> => ({
  success: true,
  connected: reply.connected,
  account_id: reply.accountId || null,
  charges_enabled: reply.chargesEnabled,
});

/**
 * Stripe Connect: the owner's own Stripe account takes their clients' card payments (pay now). billing
 * makes the account and its onboarding link, and asks Stripe for its state; only its id is kept.
 */
@ApiTags('billing')
@Controller('stripe/connect')
export class ConnectController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('onboarding')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Stripe's onboarding page for the caller's own Stripe account (made on the first ask; a fresh link each time)",
  })
  @ApiAnswer(urlAnswerSchema)
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    503: 'Stripe or Connect is not available (`billing.stripe_unavailable`, `billing.stripe_not_configured`)',
  })
  async onboarding() {
    requireCaller();
    const { url } = await this.rpc.request(BillingRpc.connectOnboarding, {});
    return { success: true, url };
  }

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Whether the caller's Stripe account is connected and can take card payments" })
  @ApiAnswer(connectStatusSchema)
  @ApiErrorResponses({
    401: 'No valid session',
    503: 'Stripe is not available (`billing.stripe_unavailable`)',
  })
  async status() {
    requireCaller();
    return statusAnswer(await this.rpc.request(BillingRpc.connectStatus, {}));
  }

  @Delete()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Disconnect: Paydraft forgets the caller's Stripe account (which stays theirs at Stripe); no more pay now",
  })
  @ApiAnswer(connectStatusSchema)
  @ApiErrorResponses({ 401: 'No valid session' })
  async disconnect() {
    requireCaller();
    return statusAnswer(await this.rpc.request(BillingRpc.connectDisconnect, {}));
  }

  /** The Connect endpoint's deliveries: the exact bytes go to billing, which checks them with the Connect secret. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined) {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const reply = await this.rpc.request(BillingRpc.handleConnectWebhook, {
      payload,
      signature: signature ?? '',
    });
    return { received: true, duplicate: reply.duplicate };
  }
}
