import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DocumentsEvents } from '@paydraft/contracts';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import type { DueAction, DueWorkSource } from '../scheduler/due-work';
import { DueWorkRegistry } from '../scheduler/due-work.registry';
import { RECURRING_PROFILE_MODEL, type StoredRecurringProfile } from './recurring-profile.schema';

/**
 * Active profiles whose next occurrence is due, oldest first: each is leased while its action is
 * handled (the handler clears the lease as it moves the profile on), so an instance never claims an
 * occurrence another is handling; a lapsed lease (a crashed instance) lets it be claimed again.
 */
@Injectable()
export class RecurringDueSource implements DueWorkSource, OnModuleInit {
  readonly name = 'recurring';

  constructor(
    @InjectModel(RECURRING_PROFILE_MODEL) private readonly profiles: Model<StoredRecurringProfile>,
    private readonly registry: DueWorkRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async claimDue(now: Date, limit: number, leaseUntil: Date): Promise<DueAction[]> {
    const actions: DueAction[] = [];
    while (actions.length < limit) {
      const profile = await this.profiles
        .findOneAndUpdate(
          {
            status: 'active',
            nextRunAt: { $lte: now },
            $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
          },
          { $set: { leaseUntil } },
          { sort: { nextRunAt: 1, _id: 1 }, returnDocument: 'after', timestamps: false },
        )
        .lean<StoredRecurringProfile>();
      if (!profile?.nextRunAt) break;
      const profileId = profile._id.toString();
      const id = `recurring:${profileId}:${profile.nextSequence}`;
      const payload = {
        ownerId: profile.ownerId,
        profileId,
        sequence: profile.nextSequence,
        issueDate: profile.nextDate,
      };
      // Published on its contract by name: NATS access is checked against the code's `.publish(` calls.
      actions.push({
        id,
        dueAt: profile.nextRunAt,
        publish: (events) => events.publish(DocumentsEvents.recurringInvoiceDue, payload, id),
      });
    }
    return actions;
  }
}
