import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons, type RecurringProfileFields } from '@paydraft/contracts';
import { type RecurringEndRule, type RecurringFrequency } from '@paydraft/invoice-core';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import { isValidObjectId, type Model } from 'mongoose';
import { SchedulerClock } from '../scheduler/scheduler-clock';
import { RECURRING_PROFILE_MODEL, type StoredRecurringProfile } from './recurring-profile.schema';
import { stateAt, type ScheduleState, type TimedSchedule } from './recurring-schedule';
import { checkedSettings, type RecurringSettings } from './recurring-settings';
import { storedTemplate } from './recurring-view';
import { RecurringZones } from './recurring-zone';

const notFound = () =>
  new ServiceException(ServiceErrorReasons.DOCUMENT_NOT_FOUND, 'Recurring profile not found');
const ended = () =>
  new ServiceException(ServiceErrorReasons.RECURRING_ENDED, 'This recurring profile has ended');
const changedMeanwhile = () =>
  new ServiceException(ServiceErrorReasons.CONFLICT, 'The profile changed meanwhile. Please try again.');

/** The schedule a stored profile follows. */
export const scheduleOf = (profile: StoredRecurringProfile): TimedSchedule => ({
  startDate: profile.startDate,
  frequency: profile.frequency as RecurringFrequency,
  end: profile.end as RecurringEndRule,
  sendTime: profile.sendTime,
  timeZone: profile.timeZone,
});

/**
 * An owner's recurring profiles: every read and write is scoped to the owner (another's id is 404).
 * Changes apply to the invoices not made yet; the scheduler's handler moves a profile on after each.
 */
@Injectable()
export class RecurringProfilesService {
  constructor(
    @InjectModel(RECURRING_PROFILE_MODEL) private readonly profiles: Model<StoredRecurringProfile>,
    private readonly zones: RecurringZones,
    private readonly clock: SchedulerClock,
  ) {}

  async find(ownerId: string, id: string): Promise<StoredRecurringProfile> {
    if (!isValidObjectId(id)) throw notFound();
    const profile = await this.profiles.findOne({ _id: id, ownerId }).lean<StoredRecurringProfile>();
    if (!profile) throw notFound();
    return profile;
  }

  list(ownerId: string): Promise<StoredRecurringProfile[]> {
    return this.profiles.find({ ownerId }).sort({ createdAt: -1, _id: -1 }).lean<StoredRecurringProfile[]>();
  }

  async create(ownerId: string, fields: RecurringProfileFields | undefined) {
    const settings = await this.settingsOf(ownerId, fields);
    const created = await this.profiles.create({
      ...this.storedSettings(settings),
      ownerId,
      made: 0,
      ...stateAt(settings, 1, 0),
    });
    return created.toObject<StoredRecurringProfile>();
  }

  /**
   * Replaces the fields for the invoices to come. The start date and the frequency number the
   * occurrences, so they change only before the first invoice is made.
   */
  async update(ownerId: string, id: string, fields: RecurringProfileFields | undefined) {
    const before = await this.find(ownerId, id);
    const settings = await this.settingsOf(ownerId, fields);
    const rescheduled = settings.startDate !== before.startDate || settings.frequency !== before.frequency;
    if (rescheduled && before.nextSequence > 1) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_DOCUMENT_INPUT,
        'The start date and frequency cannot change once the profile has run: end it and make a new one',
      );
    }
    const state = stateAt(settings, before.nextSequence, before.made);
    const status = before.status === 'paused' && state.status === 'active' ? 'paused' : state.status;
    return this.write(before, { $set: { ...this.storedSettings(settings), ...state, status } });
  }

  async remove(ownerId: string, id: string) {
    const profile = await this.find(ownerId, id);
    const deleted = await this.profiles.deleteOne({ _id: profile._id, ownerId });
    if (deleted.deletedCount === 0) throw notFound();
  }

  async pause(ownerId: string, id: string) {
    const before = await this.find(ownerId, id);
    if (before.status === 'ended') throw ended();
    return this.write(before, { $set: { status: 'paused' } });
  }

  /** Occurrences that fell due while paused are skipped: a paused profile makes no invoice for them. */
  async resume(ownerId: string, id: string) {
    const before = await this.find(ownerId, id);
    if (before.status === 'ended') throw ended();
    if (before.status === 'active') return before;
    const now = await this.clock.now();
    const schedule = scheduleOf(before);
    const skipped: number[] = [];
    let state = stateAt(schedule, before.nextSequence, before.made);
    while (state.nextRunAt && state.nextRunAt < now) {
      skipped.push(state.nextSequence);
      state = stateAt(schedule, state.nextSequence + 1, before.made);
    }
    return this.write(before, { $set: state, $push: { skipped: { $each: skipped } } });
  }

  /** Skips the next occurrence: no invoice for it; 'after N' still makes N invoices. */
  async skip(ownerId: string, id: string) {
    const before = await this.find(ownerId, id);
    if (before.status === 'ended') throw ended();
    const state: ScheduleState = stateAt(scheduleOf(before), before.nextSequence + 1, before.made);
    const status = before.status === 'paused' && state.status === 'active' ? 'paused' : state.status;
    return this.write(before, { $set: { ...state, status }, $push: { skipped: before.nextSequence } });
  }

  /** A change written only over the profile as read, so it never undoes a run that moved it meanwhile. */
  private async write(before: StoredRecurringProfile, change: object) {
    const written = await this.profiles
      .findOneAndUpdate(
        {
          _id: before._id,
          ownerId: before.ownerId,
          nextSequence: before.nextSequence,
          status: before.status,
        },
        change,
        { returnDocument: 'after' },
      )
      .lean<StoredRecurringProfile>();
    if (!written) throw changedMeanwhile();
    return written;
  }

  private async settingsOf(ownerId: string, fields: RecurringProfileFields | undefined) {
    const settings = checkedSettings(fields);
    const timeZone = await this.zones.resolve(ownerId, settings.timeZone, settings.template.clientId);
    return { ...settings, timeZone };
  }

  private storedSettings(settings: RecurringSettings) {
    const { template, ...rest } = settings;
    return { ...rest, template: storedTemplate(template), clientId: template.clientId };
  }
}
