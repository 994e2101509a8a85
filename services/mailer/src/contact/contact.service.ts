import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons, type SendContactMessageRequest } from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { MAILBOXES, type Mailboxes } from '../config/mailer.config';
import { OutboxService } from '../outbox/outbox.service';
import { contactProblems, contactSubject, contactText, mailboxFor } from './contact-rules';

@Injectable()
export class ContactService {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(MAILBOXES) private readonly mailboxes: Mailboxes,
  ) {}

  /** Queues a contact or feedback message for the mailbox its category names. */
  async send(request: SendContactMessageRequest): Promise<{ messageId: string }> {
    const problems = contactProblems(request);
    if (problems.length > 0)
      throw new ServiceException(ServiceErrorReasons.INVALID_CONTACT, problems.join('. '));
    const messageId = await this.outbox.enqueue({
      to: mailboxFor(request.category, this.mailboxes),
      replyTo: request.email.trim() || undefined,
      category: String(request.category),
      data: { kind: 'contact', subject: contactSubject(request), body: contactText(request) },
    });
    return { messageId };
  }
}
