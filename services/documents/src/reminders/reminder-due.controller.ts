import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type ReminderDue } from '@paydraft/contracts';
import { ReminderSender } from './reminder-sender.service';

/** The scheduler's reminder actions (`reminder:<documentId>:<k>`), handled once by whichever instance takes them. */
@Controller()
export class ReminderDueController {
  constructor(private readonly sender: ReminderSender) {}

  @EventPattern(DocumentsEvents.reminderDue.subject)
  async onReminderDue(@Payload() due: ReminderDue) {
    await this.sender.handle(due);
  }
}
