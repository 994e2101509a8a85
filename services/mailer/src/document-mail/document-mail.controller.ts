import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type DocumentSendRequested, type QuoteDecided } from '@paydraft/contracts';
import { DocumentMailService } from './document-mail.service';

/** The documents service's events the mailer turns into mail (each idempotent by its own outbox key). */
@Controller()
export class DocumentMailController {
  constructor(private readonly documentMail: DocumentMailService) {}

  @EventPattern(DocumentsEvents.sendRequested.subject)
  onSendRequested(@Payload() event: DocumentSendRequested) {
    return this.documentMail.sendDocument(event);
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
