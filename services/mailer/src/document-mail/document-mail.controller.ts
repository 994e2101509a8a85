import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type DocumentSendRequested, type QuoteDecided } from '@paydraft/contracts';
import type { NatsEventContext } from '@paydraft/nest-kit';
import { DocumentMailService } from './document-mail.service';

/** The documents service's events the mailer turns into mail (each idempotent by its own outbox key). */
@Controller()
export class DocumentMailController {
  constructor(private readonly documentMail: DocumentMailService) {}

  @EventPattern(DocumentsEvents.sendRequested.subject)
  onSendRequested(@Payload() event: DocumentSendRequested, @Ctx() context: NatsEventContext) {
    return this.documentMail.sendDocument(event, { lastDelivery: context.isLastDelivery() });
  }

  @EventPattern(DocumentsEvents.quoteAccepted.subject)
  onQuoteAccepted(@Payload() event: QuoteDecided) {
    return this.documentMail.quoteDecided(event, 'accepted');
  }

  @EventPattern(DocumentsEvents.quoteRejected.subject)
  onQuoteRejected(@Payload() event: QuoteDecided) {
    return this.documentMail.quoteDecided(event, 'rejected');
  }
}
