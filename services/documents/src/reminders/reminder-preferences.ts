import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { NO_REMINDERS, reminderSettingsOf, type ReminderSettings } from '../preferences/reminder-preferences';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';

/**
 * The owners' reminder settings, read from the form preferences they saved (the preferences module
 * writes and reads them: reminderSettingsOf); here, several owners at once for one scheduler run.
 */
@Injectable()
export class ReminderPreferencesReader {
  constructor(@InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>) {}

  async of(ownerId: string): Promise<ReminderSettings> {
    return reminderSettingsOf(await this.preferences.findById(ownerId).lean<StoredPreferences>());
  }

  /** Several owners' at once (one read per scheduler run). */
  async ofOwners(ownerIds: readonly string[]): Promise<Map<string, ReminderSettings>> {
    const stored = await this.preferences.find({ _id: { $in: [...ownerIds] } }).lean<StoredPreferences[]>();
    const byOwner = new Map(stored.map((entry) => [String(entry._id), reminderSettingsOf(entry)]));
    return new Map(ownerIds.map((id) => [id, byOwner.get(id) ?? NO_REMINDERS]));
  }
}
