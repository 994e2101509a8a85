import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type RecurringInvoiceDue } from '@paydraft/contracts';
import { RecurringInvoiceMaker } from './recurring-invoice.maker';

/**
 * The scheduler's `recurring:<profileId>:<n>`: nest-kit's processed-event log runs it once per action
 * id in effect, and the maker is idempotent in the store for the redelivery after a crash.
 */
@Controller()
export class RecurringInvoiceDueController {
  constructor(private readonly maker: RecurringInvoiceMaker) {}

  @EventPattern(DocumentsEvents.recurringInvoiceDue.subject)
  async onDue(@Payload() event: RecurringInvoiceDue) {
    await this.maker.make(event);
  }
}
