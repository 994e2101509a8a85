import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type QuoteExpiryDue } from '@paydraft/contracts';
import { QuoteExpiryService } from './quote-expiry.service';

/** The scheduler's `expire:<quoteId>:<version>` actions; nest-kit's consumer runs each once per id in effect. */
@Controller()
export class QuoteExpiryController {
  constructor(private readonly expiry: QuoteExpiryService) {}

  @EventPattern(DocumentsEvents.quoteExpiryDue.subject)
  async onQuoteExpiryDue(@Payload() event: QuoteExpiryDue) {
    await this.expiry.expire(event);
  }
}
