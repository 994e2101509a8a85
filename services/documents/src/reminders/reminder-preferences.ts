import { Injectable } from '@nestjs/common';
import {
  LATE_FEE_TYPES,
  MAX_REMINDER_REPEATS,
  reminderRulesProblems,
  type LateFee,
  type ReminderRule,
} from '@paydraft/invoice-core';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { PREFERENCES_MODEL, type StoredPreferences } from '../preferences/preferences.schema';

/** What an owner's form preferences say about reminders (FormPreferences 33-38). */
export type ReminderPreferences = {
  rules: ReminderRule[];
  repeatDays: number;
  maxRepeats: number;
  lateFee: LateFee | null;
  quoteReminderDays: number;
  timeZone: string;
};

/** An owner who never saved these: no reminders, no late fee, UTC. */
export const NO_REMINDER_PREFERENCES: ReminderPreferences = {
  rules: [],
  repeatDays: 0,
  maxRepeats: 0,
  lateFee: null,
  quoteReminderDays: 0,
  timeZone: '',
};

/** The stored fields, named as the contract's FormPreferences names them; any may be missing. */
type StoredReminderFields = {
  _id: string;
  reminders?: unknown;
  reminderRepeatDays?: unknown;
  reminderMaxRepeats?: unknown;
  lateFee?: unknown;
  quoteReminderDays?: unknown;
  timeZone?: unknown;
};

const wholeDays = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : 0;

function rulesOf(value: unknown): ReminderRule[] {
  if (!Array.isArray(value)) return [];
  const rules = value.map((rule: { days?: unknown; anchor?: unknown }) => ({
    days: rule?.days,
    anchor: rule?.anchor,
  }));
  return reminderRulesProblems(rules).length === 0 ? (rules as ReminderRule[]) : [];
}

function lateFeeOf(value: unknown): LateFee | null {
  const fee = value as { type?: unknown; value?: unknown } | null | undefined;
  if (!fee || !(LATE_FEE_TYPES as readonly unknown[]).includes(fee.type)) return null;
  const amount = String(fee.value ?? '');
  return /^\d+(\.\d+)?$/.test(amount) ? { type: fee.type as LateFee['type'], value: amount } : null;
}

/** The reminder preferences in a stored preferences document, each field read defensively. */
export function reminderPreferencesOf(stored: StoredReminderFields | null | undefined): ReminderPreferences {
  if (!stored) return NO_REMINDER_PREFERENCES;
  return {
    rules: rulesOf(stored.reminders),
    repeatDays: wholeDays(stored.reminderRepeatDays, 365),
    maxRepeats: wholeDays(stored.reminderMaxRepeats, MAX_REMINDER_REPEATS),
    lateFee: lateFeeOf(stored.lateFee),
    quoteReminderDays: wholeDays(stored.quoteReminderDays, 365),
    timeZone: typeof stored.timeZone === 'string' ? stored.timeZone : '',
  };
}

const PROJECTION = {
  reminders: 1,
  reminderRepeatDays: 1,
  reminderMaxRepeats: 1,
  lateFee: 1,
  quoteReminderDays: 1,
  timeZone: 1,
};

/**
 * The owners' reminder preferences, read from the form preferences they saved (the preferences module
 * writes them; this only reads, and takes anything it does not understand as 'none').
 */
@Injectable()
export class ReminderPreferencesReader {
  constructor(@InjectModel(PREFERENCES_MODEL) private readonly preferences: Model<StoredPreferences>) {}

  async of(ownerId: string): Promise<ReminderPreferences> {
    const stored = await this.preferences.findById(ownerId, PROJECTION).lean<StoredReminderFields>();
    return reminderPreferencesOf(stored);
  }

  /** Several owners' at once (one read per scheduler run). */
  async ofOwners(ownerIds: readonly string[]): Promise<Map<string, ReminderPreferences>> {
    const stored = await this.preferences
      .find({ _id: { $in: [...ownerIds] } }, PROJECTION)
      .lean<StoredReminderFields[]>();
    const byOwner = new Map(stored.map((entry) => [entry._id, reminderPreferencesOf(entry)]));
    return new Map(ownerIds.map((id) => [id, byOwner.get(id) ?? NO_REMINDER_PREFERENCES]));
  }
}
