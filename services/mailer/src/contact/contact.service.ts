import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons, type SendContactMessageRequest } from '@paydraft/contracts';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { MAILBOXES, type Mailboxes } from '../config/mailer.config';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from '../outbox/outbox-message.schema';
import { contactProblems, contactSubject, contactText, mailboxFor } from './contact-rules';

@Injectable()
export class ContactService {
  constructor(
    @InjectModel(OUTBOX_MESSAGE_MODEL) private readonly outbox: Model<OutboxMessage>,
    @Inject(MAILBOXES) private readonly mailboxes: Mailboxes,
  ) {}

  /** Queues a contact or feedback message for the mailbox its category names. */
  async send(request: SendContactMessageRequest): Promise<{ messageId: string }> {
    const problems = contactProblems(request);
    if (problems.length > 0) throw new ServiceException(ServiceErrorReasons.INVALID_CONTACT, problems.join('. '));
    const stored = await this.outbox.create({
      kind: 'contact',
      to: mailboxFor(request.category, this.mailboxes),
      replyTo: request.email.trim() || undefined,
      subject: contactSubject(request),
      text: contactText(request),
      category: String(request.category),
    });
    return { messageId: stored.id as string };
  }
}
