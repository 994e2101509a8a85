import { Controller } from '@nestjs/common';
import { DocumentsRpc } from '@paydraft/contracts';
import { Caller, RpcHandler, requireEntitledCaller, type RpcRequest } from '@paydraft/nest-kit';
import { documentView } from '../documents/document-view';
import { CardPaymentsService, type CardPaymentResult } from './card-payments.service';
import { PayableService } from './payable.service';
import { paymentView } from './payment-view';
import { PaymentsService } from './payments.service';

const cardReply = ({ invoice, duplicate }: CardPaymentResult) => ({
  invoice: documentView(invoice),
  duplicate,
});

/**
 * Payments of invoices: the owner's (scoped and plan-checked like every documents call), the public
 * payable (the share token is the credential) and billing's card payments and refunds (NATS lets only
 * billing call them: proto/src/access.ts; the owner comes from Checkout's metadata).
 */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly cards: CardPaymentsService,
    private readonly payables: PayableService,
  ) {}

  @RpcHandler(DocumentsRpc.recordPayment)
  async recordPayment(request: RpcRequest<typeof DocumentsRpc.recordPayment>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    const { invoice, payment, creditNote } = await this.payments.record(userId, request);
    return {
      invoice: documentView(invoice),
      payment: paymentView(payment),
      creditNote: creditNote && documentView(creditNote),
    };
  }

  @RpcHandler(DocumentsRpc.deletePayment)
  async deletePayment(request: RpcRequest<typeof DocumentsRpc.deletePayment>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return {
      document: documentView(await this.payments.remove(userId, request.invoiceId, request.paymentId)),
    };
  }

  @RpcHandler(DocumentsRpc.payable)
  payable(request: RpcRequest<typeof DocumentsRpc.payable>) {
    return this.payables.payable(request.token);
  }

  @RpcHandler(DocumentsRpc.recordCardPayment)
  async recordCardPayment(request: RpcRequest<typeof DocumentsRpc.recordCardPayment>) {
    return cardReply(await this.cards.recordPayment(request));
  }

  @RpcHandler(DocumentsRpc.recordCardRefund)
  async recordCardRefund(request: RpcRequest<typeof DocumentsRpc.recordCardRefund>) {
    return cardReply(await this.cards.recordRefund(request));
  }
}
