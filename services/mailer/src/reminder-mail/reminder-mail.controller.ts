import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DocumentsEvents, type ReminderMailRequested } from '@paydraft/contracts';
import { ReminderMailService } from './reminder-mail.service';

/** The scheduler's reminders to clients (each idempotent by the event's mail_id). */
@Controller()
export class ReminderMailController {
  constructor(private readonly reminderMail: ReminderMailService) {}

  @EventPattern(DocumentsEvents.reminderMailRequested.subject)
  onReminderMailRequested(@Payload() event: ReminderMailRequested) {
    return this.reminderMail.sendReminder(event);
  }
}
