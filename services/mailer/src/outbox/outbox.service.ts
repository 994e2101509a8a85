import { Injectable } from '@nestjs/common';
import { renderMail, type MailData } from '@paydraft/mail-templates';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { MailAttachment } from '../delivery/mail-sender';
import { OUTBOX_MESSAGE_MODEL, type OutboxMessage } from './outbox-message.schema';

export type QueuedMail = {
  to: string;
  replyTo?: string;
  /** The display name shown with the product's address; the address itself is always MAIL_FROM_ADDRESS. */
  fromName?: string;
  category?: string;
  attachments?: MailAttachment[];
  data: MailData;
};

function rowOf(mail: QueuedMail) {
  const rendered = renderMail(mail.data);
  return {
    kind: rendered.kind,
    to: mail.to,
    replyTo: mail.replyTo,
    fromName: mail.fromName,
    category: mail.category,
    attachments: mail.attachments,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
  };
}

/** The only way a mail leaves the mailer: rendered, stored as `queued`, then sent by the worker. */
@Injectable()
export class OutboxService {
  constructor(@InjectModel(OUTBOX_MESSAGE_MODEL) private readonly outbox: Model<OutboxMessage>) {}

  async enqueue(mail: QueuedMail): Promise<string> {
    const stored = await this.outbox.create(rowOf(mail));
    return stored.id as string;
  }

  /**
   * Erases every mail to or on behalf of `address` (a deleted account's), whatever its state, except
   * the one queued for `keepEventId` (the account's deletion notice). A mail being sent right now is
   * erased too; its worker then finds no row to record the outcome in.
   */
  async eraseMailOf(address: string, keepEventId: string): Promise<number> {
    const addresses = [...new Set([address, address.toLowerCase()])];
    const erased = await this.outbox.deleteMany({
      $or: [{ to: { $in: addresses } }, { replyTo: { $in: addresses } }],
      sourceEventId: { $ne: keepEventId },
    });
    return erased.deletedCount;
  }

  /** Whether the mail keyed `sourceEventId` is already queued (or sent). */
  async hasMailFor(sourceEventId: string): Promise<boolean> {
    return (await this.outbox.exists({ sourceEventId })) !== null;
  }

  /**
   * Queues the mail an event asks for, once: handlers run again after a crash between their write
   * and the processed-event record, so the row is keyed by the event id (an upsert, as the store has
   * no transactions and a unique index would also cover the rows no event made).
   */
  async enqueueForEvent(eventId: string, mail: QueuedMail): Promise<string> {
    const stored = await this.outbox
      .findOneAndUpdate(
        { sourceEventId: eventId },
        { $setOnInsert: { ...rowOf(mail), sourceEventId: eventId } },
        { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
      )
      .lean();
    return String(stored._id);
  }
}
