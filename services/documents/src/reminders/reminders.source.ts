import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DocumentsEvents } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import type { DueAction, DueWorkSource } from '../scheduler/due-work';
import { DueWorkRegistry } from '../scheduler/due-work.registry';
import {
  nextReminder,
  REMINDED_INVOICE_STATUSES,
  REMINDED_QUOTE_STATUSES,
  type NextReminder,
  type RemindedDocument,
} from './next-reminder';
import { PreferencesService } from '../preferences/preferences.service';

/** The action id of reminder `k` of a document: the JetStream message id and the mailer's outbox key. */
export const reminderActionId = (documentId: string, k: number) => `reminder:${documentId}:${k}`;

/** What the scan reads of each open document. */
const SCAN_PROJECTION = {
  ownerId: 1,
  type: 1,
  status: 1,
  clientId: 1,
  dueOrExpiryDate: 1,
  currency: 1,
  totalAmount: 1,
  amountPaid: 1,
  balanceDue: 1,
  'payments.amount': 1,
  decision: 1,
  reminders: 1,
  remindersSent: 1,
  reminderLeaseUntil: 1,
};

type Due = { document: RemindedDocument; next: NextReminder };

/**
 * Reminders of invoices and quotes (docs/reminders.md). Each run scans the open documents (issued, with
 * a due date) and works out each one's next reminder from its rules and the owner's preferences as they
 * are now, so no stored instant has to follow due-date edits, payments, status or preference changes.
 * A due one is claimed by a write conditional on the reminders sent and the lease read, so two
 * instances never both publish it while its handler runs.
 */
@Injectable()
export class RemindersSource implements DueWorkSource, OnModuleInit {
  readonly name = 'reminders';

  constructor(
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    private readonly preferences: PreferencesService,
    private readonly registry: DueWorkRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueAction[]> {
    const due = await this.dueAt(now);
    const claimed: DueAction[] = [];
    for (const { document, next } of due) {
      if (claimed.length >= limit) break;
      if (await this.claim(document, leaseUntil)) claimed.push(this.actionOf(document, next));
    }
    return claimed;
  }

  /** Every open document whose next reminder is due at `now` and not leased, oldest first. */
  private async dueAt(now: Date): Promise<Due[]> {
    const open = await this.documents
      .find(
        {
          type: { $in: ['invoice', 'quote'] },
          status: { $in: [...new Set([...REMINDED_INVOICE_STATUSES, ...REMINDED_QUOTE_STATUSES])] },
          dueOrExpiryDate: { $gt: '' },
        },
        SCAN_PROJECTION,
      )
      .lean<RemindedDocument[]>();
    const unleased = open.filter(
      (document) => !document.reminderLeaseUntil || document.reminderLeaseUntil <= now,
    );
    const preferences = await this.preferences.reminderSettingsOfOwners([
      ...new Set(unleased.map((document) => document.ownerId)),
    ]);
    return unleased
      .map((document) => ({ document, next: nextReminder(document, preferences.get(document.ownerId)!) }))
      .filter((entry): entry is Due => entry.next !== null && entry.next.at <= now)
      .sort((a, b) => a.next.at.getTime() - b.next.at.getTime());
  }

  /** Leases the document's next reminder unless another instance did since the scan read it. */
  private async claim(document: RemindedDocument, leaseUntil: Date): Promise<boolean> {
    const leased = await this.documents.updateOne(
      {
        _id: document._id,
        ownerId: document.ownerId,
        remindersSent: document.remindersSent ?? null,
        reminderLeaseUntil: document.reminderLeaseUntil ?? null,
      },
      { $set: { reminderLeaseUntil: leaseUntil } },
      // The lease is the scheduler's bookkeeping, not the owner's edit: the history's order stays.
      { timestamps: false },
    );
    return leased.modifiedCount === 1;
  }

  /** The action, publishing on its contract by name (NATS access is checked against the code's `.publish(` calls). */
  private actionOf(document: RemindedDocument, next: NextReminder): DueAction {
    const documentId = document._id.toString();
    const id = reminderActionId(documentId, next.k);
    const payload = { ownerId: document.ownerId, documentType: document.type, documentId, reminder: next.k };
    return {
      id,
      dueAt: next.at,
      publish: (events) => events.publish(DocumentsEvents.reminderDue, payload, id),
    };
  }
}
