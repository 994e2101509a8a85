import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { OutboxMessage } from '../outbox/outbox-message.schema';
import { BODY_REMOVED_TEXT, LINK_CARRYING_KINDS, type MailKind } from '../templates/mail-kinds';

export type ClaimedMail = OutboxMessage & { _id: unknown; claimId: string };

/**
 * The outbox's state changes, each one atomic document update: FerretDB has no transactions, so
 * correctness rests on single-document `findOneAndUpdate` with the expected state in the filter.
 */
export class OutboxClaims {
  constructor(private readonly outbox: Model<OutboxMessage>) {}

  /**
   * Takes the oldest mail that is due, or whose claim has lapsed (its worker died mid-send), and
   * leases it to this worker. Two workers can never hold the same row: the filter and the update
   * happen in one step.
   */
  async claimNext(leaseMs: number, now = new Date()): Promise<ClaimedMail | null> {
    const claimId = randomUUID();
    const claimed = await this.outbox
      .findOneAndUpdate(
        {
          $or: [
            { state: 'queued', nextAttemptAt: { $lte: now } },
            { state: 'sending', leaseUntil: { $lt: now } },
          ],
        },
        {
          $set: { state: 'sending', claimId, leaseUntil: new Date(now.getTime() + leaseMs) },
          $inc: { attempts: 1 },
        },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean();
    return claimed ? ({ ...claimed, claimId } as ClaimedMail) : null;
  }

  /** Records the provider's acceptance; false if the claim was lost meanwhile (then nothing is written). */
  async markDelivered(mail: ClaimedMail, providerMessageId: string): Promise<boolean> {
    return this.finish(mail, { state: 'delivered', providerMessageId, finishedAt: new Date() }, final(mail));
  }

  async markFailed(mail: ClaimedMail, reason: string): Promise<boolean> {
    return this.finish(mail, { state: 'failed', lastError: reason, finishedAt: new Date() }, final(mail));
  }

  async scheduleRetry(mail: ClaimedMail, reason: string, at: Date): Promise<boolean> {
    return this.finish(mail, { state: 'queued', lastError: reason, nextAttemptAt: at });
  }

  /** Final mails whose event has not been published yet (publishing failed, or the mailer stopped first). */
  unpublishedOutcomes(limit: number) {
    return this.outbox
      .find({ outcomePublished: false, state: { $in: ['delivered', 'failed'] } })
      .sort({ finishedAt: 1 })
      .limit(limit)
      .lean();
  }

  async markPublished(id: unknown): Promise<void> {
    await this.outbox.updateOne({ _id: id }, { $set: { outcomePublished: true } });
  }

  private async finish(
    mail: ClaimedMail,
    fields: Partial<OutboxMessage>,
    body: { set?: Partial<OutboxMessage>; unset?: Record<string, 1> } = {},
  ): Promise<boolean> {
    const result = await this.outbox.updateOne(
      { _id: mail._id, state: 'sending', claimId: mail.claimId },
      { $set: { ...fields, ...body.set }, $unset: { leaseUntil: 1, claimId: 1, ...body.unset } },
    );
    return result.modifiedCount === 1;
  }
}

/**
 * What a final state does to the body: link-carrying mails lose it, the others keep it; attachments
 * (a document's PDF) are dropped from every final mail, so the outbox does not grow by a file a send.
 */
function final(mail: ClaimedMail): { set?: Partial<OutboxMessage>; unset: Record<string, 1> } {
  if (!LINK_CARRYING_KINDS.has(mail.kind as MailKind)) return { unset: { attachments: 1 } };
  return { set: { text: BODY_REMOVED_TEXT }, unset: { html: 1, attachments: 1 } };
}
