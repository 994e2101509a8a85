import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import { Types, type Model } from 'mongoose';
import { NumberingService } from '../numbering/numbering.service';
import { PREFERENCE_DEFAULTS } from '../preferences/preference-defaults';
import { PreferencesService } from '../preferences/preferences.service';
import { breaksUniqueIndex } from '../store/unique-index';
import type { StoredRecurringProfile } from './recurring-profile.schema';
import { RECURRING_RUN_MODEL, recurringRunKey, type StoredRecurringRun } from './recurring-run.schema';

/**
 * The plan of each invoice a profile makes, kept before the invoice is written: one per (profile,
 * occurrence), with the invoice's id and, once taken, its number. Whoever handles the occurrence
 * (a redelivery, another instance after a crash) finds the same plan, so there is one invoice n, and
 * its number is taken from the owner's numbering once.
 */
@Injectable()
export class RecurringRuns {
  constructor(
    @InjectModel(RECURRING_RUN_MODEL) private readonly runs: Model<StoredRecurringRun>,
    private readonly numbering: NumberingService,
    private readonly preferences: PreferencesService,
  ) {}

  async plan(profile: StoredRecurringProfile, sequence: number): Promise<StoredRecurringRun> {
    const _id = recurringRunKey(profile._id.toString(), sequence);
    try {
      await this.runs.updateOne(
        { _id },
        {
          $setOnInsert: {
            ownerId: profile.ownerId,
            profileId: profile._id.toString(),
            sequence,
            documentId: new Types.ObjectId().toString(),
            number: '',
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Another handler planned it first: theirs is the plan.
      if (!breaksUniqueIndex(error)) throw error;
    }
    return this.read(_id);
  }

  /** The planned number, taken from the owner's invoice numbering the first time it is asked. */
  async numberOf(run: StoredRecurringRun): Promise<string> {
    if (run.number) return run.number;
    return this.renumber(run);
  }

  /** A new number for the plan (its number was typed by hand on another invoice meanwhile). */
  async renumber(run: StoredRecurringRun): Promise<string> {
    const { prefix } = await this.preferences.forNumbering(run.ownerId, 'invoice');
    const next = await this.numbering.take(run.ownerId, 'invoice', PREFERENCE_DEFAULTS.nextNumber);
    await this.runs.updateOne(
      { _id: run._id, number: run.number },
      { $set: { number: `${prefix}-${next}` } },
    );
    // A racing handler's number may have won: the stored one is the plan's.
    return (await this.read(run._id)).number;
  }

  private async read(_id: string): Promise<StoredRecurringRun> {
    const run = await this.runs.findById(_id).lean<StoredRecurringRun>();
    if (!run) throw new Error(`recurring run ${_id} vanished`);
    return run;
  }
}
