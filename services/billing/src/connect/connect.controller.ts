import { Controller } from '@nestjs/common';
import { BillingRpc } from '@paydraft/contracts';
import {
  Caller,
  requireEntitledCaller,
  requireReadingCaller,
  RpcHandler,
  type RpcRequest,
} from '@paydraft/nest-kit';
import { ConnectService, type ConnectStatus } from './connect.service';
import { ConnectWebhooksService } from './connect-webhooks.service';
import { InvoiceCheckoutService } from './invoice-checkout.service';

/** The Connect subjects (billing.connect-*, invoice-checkout, the Connect webhook): decode, call, encode. */
@Controller()
export class ConnectController {
  constructor(
    private readonly connect: ConnectService,
    private readonly checkout: InvoiceCheckoutService,
    private readonly webhooks: ConnectWebhooksService,
  ) {}

  /** Connecting takes a plan that opens the dashboard (Form Preferences lives there). */
  @RpcHandler(BillingRpc.connectOnboarding)
  async connectOnboarding(
    _request: RpcRequest<typeof BillingRpc.connectOnboarding>,
    @Caller() caller: Caller,
  ) {
    return { url: await this.connect.onboardingUrl(requireEntitledCaller(caller).userId) };
  }

  @RpcHandler(BillingRpc.connectStatus)
  async connectStatus(_request: RpcRequest<typeof BillingRpc.connectStatus>, @Caller() caller: Caller) {
    return statusReply(await this.connect.status(requireReadingCaller(caller).userId));
  }

  /** A lapsed owner may still stop taking payments. */
  @RpcHandler(BillingRpc.connectDisconnect)
  async connectDisconnect(
    _request: RpcRequest<typeof BillingRpc.connectDisconnect>,
    @Caller() caller: Caller,
  ) {
    return statusReply(await this.connect.disconnect(requireReadingCaller(caller).userId));
  }

  /** Internal (the gateway's public view): whether the invoice's owner takes card payments. */
  @RpcHandler(BillingRpc.connectedOwner)
  async connectedOwner(request: RpcRequest<typeof BillingRpc.connectedOwner>) {
    return statusReply(await this.connect.status(request.ownerId));
  }

  /** Internal (the gateway's public pay call, after documents.payable named the invoice and its balance). */
  @RpcHandler(BillingRpc.invoiceCheckout)
  async invoiceCheckout(request: RpcRequest<typeof BillingRpc.invoiceCheckout>) {
    return { url: await this.checkout.open(request) };
  }

  @RpcHandler(BillingRpc.handleConnectWebhook)
  handleConnectWebhook(request: RpcRequest<typeof BillingRpc.handleConnectWebhook>) {
    return this.webhooks.receive(request.payload, request.signature);
  }
}

const statusReply = (status: ConnectStatus) => ({
  connected: status.connected,
  accountId: status.accountId,
  chargesEnabled: status.chargesEnabled,
});
