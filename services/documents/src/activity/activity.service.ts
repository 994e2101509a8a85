import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { StoredDocument } from '../documents/document.schema';
import { ACTIVITY_MODEL, type ActivityAction, type StoredActivity } from './activity.schema';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** What some actions tell besides the document, and when the scheduler's actions happened. */
export type ActivityDetails = {
  /** reminder_sent: which reminder. */
  reminder?: number;
  /** created_from_recurring: the profile that made the invoice. */
  recurringId?: string;
  /** The scheduler's clock (docs/scheduling.md), which the development clock moves; else now. */
  at?: Date;
};

/** The owner's feed of what happened to their documents. */
@Injectable()
export class ActivityService {
  constructor(@InjectModel(ACTIVITY_MODEL) private readonly activities: Model<StoredActivity>) {}

  /**
   * Written after the document's own write: without transactions the feed may miss an entry when the
   * service dies in between, which costs a line of history, never a document.
   */
  async record(action: ActivityAction, document: StoredDocument, details: ActivityDetails = {}) {
    await this.activities.create({
      ownerId: document.ownerId,
      action,
      documentType: document.type,
      documentId: document._id.toString(),
      documentNumber: document.number,
      status: document.status,
      reminder: details.reminder,
      recurringId: details.recurringId,
      ...(details.at ? { createdAt: details.at } : {}),
    });
  }

  /** The owner's newest entries, or one document's when `documentId` is given (its timeline). */
  async recent(ownerId: string, limit: number, documentId = '') {
    const activities = await this.activities
      .find(documentId ? { ownerId, documentId } : { ownerId })
      // _id breaks ties within one millisecond in insertion order.
      .sort({ createdAt: -1, _id: -1 })
      .limit(Math.min(limit || DEFAULT_LIMIT, MAX_LIMIT))
      .lean<StoredActivity[]>();
    return activities.map((activity) => ({
      id: activity._id.toString(),
      action: activity.action,
      documentType: activity.documentType,
      documentId: activity.documentId,
      documentNumber: activity.documentNumber,
      status: activity.status,
      createdAt: activity.createdAt.toISOString(),
      reminder: activity.reminder ?? 0,
      recurringId: activity.recurringId ?? '',
    }));
  }
}
