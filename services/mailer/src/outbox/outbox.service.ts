import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { renderMail, type MailData } from '../templates/mail-templates';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from './outbox-message.schema';

export type QueuedMail = { to: string; replyTo?: string; category?: string; data: MailData };

/** The only way a mail leaves the mailer: rendered, stored as `queued`, then sent by the worker. */
@Injectable()
export class OutboxService {
  constructor(@InjectModel(OUTBOX_MESSAGE_MODEL) private readonly outbox: Model<OutboxMessage>) {}

  async enqueue(mail: QueuedMail): Promise<string> {
    const rendered = renderMail(mail.data);
    const stored = await this.outbox.create({
      kind: rendered.kind,
      to: mail.to,
      replyTo: mail.replyTo,
      category: mail.category,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
    return stored.id as string;
  }
}
