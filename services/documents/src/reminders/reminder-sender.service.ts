import { Inject, Injectable } from '@nestjs/common';
import { BillingRpc, DocumentsEvents, type ReminderDue } from '@paydraft/contracts';
import { daysLate, isFirstLateReminder } from '@paydraft/invoice-core';
import { APP_LOGGER, EventPublisher, InjectModel, RpcClient } from '@paydraft/nest-kit';
import { asOwner } from '../scheduler/as-owner';
import { isValidObjectId, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { ActivityService } from '../activity/activity.service';
import { ClientDirectory } from '../clients/client-directory';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { SchedulerClock } from '../scheduler/scheduler-clock';
import { SharingService } from '../sharing/sharing.service';
import { LateFees } from './late-fee';
import { amountDue, invoicePlan, isReminded, reminderAt } from './next-reminder';
import type { ReminderSettings } from '../preferences/reminder-preferences';
import { PreferencesService } from '../preferences/preferences.service';
import { reminderActionId } from './reminders.source';

/**
 * Sends reminder k of a document (DocumentsEvents.reminderDue): once, and only while it still owes
 * something. At handling time it checks again what the scheduler saw; then the late fee (once), the
 * mailer's event (under the action id, so a redelivery mails once), and the write that records k sent,
 * conditional on k - 1 sent, after which 'reminder_sent' goes to the activity feed once.
 */
@Injectable()
export class ReminderSender {
  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly preferences: PreferencesService,
    private readonly clock: SchedulerClock,
    private readonly clients: ClientDirectory,
    private readonly sharing: SharingService,
    private readonly lateFees: LateFees,
    private readonly activity: ActivityService,
    private readonly events: EventPublisher,
    private readonly rpc: RpcClient,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Runs as the owner (as the owner's own calls do): the client is read, and the late fee saved, through
   * the same owner-scoped paths, which ask the clients service with the caller's identity.
   */
  handle(due: ReminderDue): Promise<void> {
    return asOwner(due.ownerId, reminderActionId(due.documentId, due.reminder), () => this.send(due));
  }

  private async send(due: ReminderDue): Promise<void> {
    if (!due.ownerId || !isValidObjectId(due.documentId)) return;
    const found = await this.documents
      .findOne({ _id: due.documentId, ownerId: due.ownerId, type: due.documentType })
      .lean<StoredDocument>();
    if (!found || (found.remindersSent ?? 0) !== due.reminder - 1) return;
    const now = await this.clock.now();
    const preferences = await this.preferences.reminderSettings(due.ownerId);
    const at = reminderAt(found, preferences, due.reminder);
    // Paid, cancelled, back to draft, or its dates moved since it was claimed: nothing goes now.
    if (!isReminded(found) || !at || at > now) return this.release(found);
    const recipient = await this.recipientOf(found);
    if (!recipient) {
      this.logger.warn({ documentId: due.documentId }, 'reminder: the client has no email; skipped');
      return this.recordSent(found, due.reminder, now, false);
    }
    const { invoice, fee } = await this.lateFeeOf(found, preferences, due.reminder);
    await this.publishMail(invoice, due.reminder, recipient, fee, preferences, now);
    await this.recordSent(invoice, due.reminder, now, true);
  }

  private async lateFeeOf(document: StoredDocument, preferences: ReminderSettings, k: number) {
    const late = document.type === 'invoice' && isFirstLateReminder(invoicePlan(document, preferences), k);
    if (!late || !preferences.lateFee) return { invoice: document, fee: '' };
    return this.lateFees.add(document, preferences.lateFee);
  }

  private async publishMail(
    document: StoredDocument,
    k: number,
    recipient: string,
    lateFee: string,
    preferences: ReminderSettings,
    now: Date,
  ) {
    const documentId = document._id.toString();
    const id = reminderActionId(documentId, k);
    const link = await this.sharing.shareLink(document.ownerId, document.type, documentId);
    const identity = await this.sharing.mailIdentity(document.ownerId);
    const due = document.dueOrExpiryDate ?? '';
    await this.events.publish(
      DocumentsEvents.reminderMailRequested,
      {
        mailId: id,
        ownerId: document.ownerId,
        documentType: document.type,
        documentId,
        documentNumber: document.number,
        token: link.token,
        recipient,
        reminder: k,
        balanceDue: amountDue(document),
        currency: document.currency,
        dueDate: due,
        daysLate: daysLate(due, now, preferences.timeZone),
        payNow: document.type === 'invoice' && (await this.takesCards(document.ownerId)),
        lateFee,
        ...identity,
        // The client's reminder speaks the document's language.
        language: document.language ?? '',
      },
      `reminder-mail:${documentId}:${k}`,
    );
  }

  /** Records reminder k sent, once: only the write that moves k - 1 to k records the activity. */
  private async recordSent(document: StoredDocument, k: number, now: Date, mailed: boolean) {
    const recorded = await this.documents
      .findOneAndUpdate(
        { _id: document._id, ownerId: document.ownerId, remindersSent: k === 1 ? { $in: [null, 0] } : k - 1 },
        { $set: { remindersSent: k }, $unset: { reminderLeaseUntil: 1 } },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<StoredDocument>();
    if (recorded && mailed) await this.activity.record('reminder_sent', recorded, { reminder: k, at: now });
  }

  private async release(document: StoredDocument) {
    await this.documents.updateOne(
      { _id: document._id, ownerId: document.ownerId },
      { $unset: { reminderLeaseUntil: 1 } },
      { timestamps: false },
    );
  }

  /** The client's email, asked of the clients service on the owner's behalf; '' when none. */
  private async recipientOf(document: StoredDocument): Promise<string> {
    try {
      const client = await this.clients.ownClient(document.clientId ?? '');
      return client.businessEmail?.trim() ?? '';
    } catch (error) {
      this.logger.warn(
        { err: error, documentId: document._id.toString() },
        'reminder: no client to write to',
      );
      return document.buyer?.email?.trim() ?? '';
    }
  }

  /** Whether the public view offers 'Pay now' (billing.connectedOwner); no when billing cannot say. */
  private async takesCards(ownerId: string): Promise<boolean> {
    try {
      const owner = await this.rpc.request(BillingRpc.connectedOwner, { ownerId }, { retries: 0 });
      return owner.chargesEnabled;
    } catch (error) {
      this.logger.warn({ err: error }, 'reminder: billing did not answer; the mail offers no pay now');
      return false;
    }
  }
}
