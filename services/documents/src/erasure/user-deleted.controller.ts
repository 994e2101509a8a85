import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type UserDeleted } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { ACTIVITY_MODEL, type StoredActivity } from '../activity/activity.schema';
import { DOCUMENT_MODEL, type StoredDocument } from '../documents/document.schema';
import { historyLogOf } from '../documents/history/history-log';
import { DOCUMENT_TYPES } from '../documents/statuses';
import { LOGO_MODEL, type StoredLogo } from '../logos/logo.schema';
import { COUNTER_MODEL, type NumberCounter } from '../numbering/counter.schema';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';
import { DOCUMENT_SEND_MODEL, type StoredDocumentSend } from '../sharing/document-send.schema';
import { SHARE_LINK_MODEL, type StoredShareLink } from '../sharing/share-link.schema';
import { RECURRING_PROFILE_MODEL, type StoredRecurringProfile } from '../recurring/recurring-profile.schema';
import { RECURRING_RUN_MODEL, type StoredRecurringRun } from '../recurring/recurring-run.schema';

/**
 * A deleted account's recurring profiles, documents (with their history log), numbering, preferences, logo, share links (which then answer 404),
 * sends and activity are erased. Share links go first, so no link opens a half-erased document.
 * Every step deletes by owner: a redelivery finds nothing left and changes nothing.
 */
@Controller()
export class UserDeletedController {
  constructor(
    @InjectModel(SHARE_LINK_MODEL) private readonly shareLinks: Model<StoredShareLink>,
    @InjectModel(DOCUMENT_MODEL) private readonly documents: Model<StoredDocument>,
    @InjectModel(DOCUMENT_SEND_MODEL) private readonly sends: Model<StoredDocumentSend>,
    @InjectModel(ACTIVITY_MODEL) private readonly activity: Model<StoredActivity>,
    @InjectModel(COUNTER_MODEL) private readonly counters: Model<NumberCounter>,
    @InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>,
    @InjectModel(LOGO_MODEL) private readonly logos: Model<StoredLogo>,
    @InjectModel(RECURRING_PROFILE_MODEL) private readonly recurring: Model<StoredRecurringProfile>,
    @InjectModel(RECURRING_RUN_MODEL) private readonly recurringRuns: Model<StoredRecurringRun>,
  ) {}

  @EventPattern(AuthEvents.userDeleted.subject)
  async onUserDeleted(@Payload() event: UserDeleted) {
    const ownerId = event.userId;
    if (!ownerId) return;
    // First: a profile left would make invoices for an account that is gone.
    await this.recurring.deleteMany({ ownerId });
    await this.recurringRuns.deleteMany({ ownerId });
    await this.shareLinks.deleteMany({ ownerId });
    await this.documents.deleteMany({ ownerId });
    // After the documents: deleting them is logged for the history caches, and then the log goes too.
    await historyLogOf(this.documents.db).forget(ownerId);
    await this.sends.deleteMany({ ownerId });
    await this.activity.deleteMany({ ownerId });
    await this.counters.deleteMany({ _id: { $in: DOCUMENT_TYPES.map((type) => `${ownerId}:${type}`) } });
    await this.preferences.deleteOne({ _id: ownerId });
    await this.logos.deleteOne({ _id: ownerId });
  }
}
