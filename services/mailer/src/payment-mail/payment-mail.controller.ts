import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type PaymentRecorded } from '@paydraft/contracts';
import type { NatsEventContext } from '@paydraft/nest-kit';
import { PaymentMailService } from './payment-mail.service';

/** A recorded payment's mails (each idempotent by its own outbox key, derived from the payment id). */
@Controller()
export class PaymentMailController {
  constructor(private readonly paymentMail: PaymentMailService) {}

  @EventPattern(DocumentsEvents.paymentRecorded.subject)
  onPaymentRecorded(@Payload() event: PaymentRecorded, @Ctx() context: NatsEventContext) {
    return this.paymentMail.paymentRecorded(event, { lastDelivery: context.isLastDelivery() });
  }
}
