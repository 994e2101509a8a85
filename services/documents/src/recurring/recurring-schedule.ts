import { isPastEnd, occurrenceDate, occurrenceInstant, type RecurringSchedule } from '@paydraft/invoice-core';

/** Where a profile stands: its next occurrence and when it falls due, or ended. */
export type ScheduleState = {
  status: 'active' | 'ended';
  nextSequence: number;
  nextDate: string;
  nextRunAt: Date | null;
};

export type TimedSchedule = RecurringSchedule & { sendTime: string; timeZone: string };

/**
 * The state with occurrence `sequence` next, `made` invoices made before it: ended when that
 * occurrence is past the profile's end, else due at its send time in the profile's zone.
 */
export function stateAt(schedule: TimedSchedule, sequence: number, made: number): ScheduleState {
  if (isPastEnd(schedule, sequence, made)) {
    return { status: 'ended', nextSequence: sequence, nextDate: '', nextRunAt: null };
  }
  const nextDate = occurrenceDate(schedule, sequence);
  return {
    status: 'active',
    nextSequence: sequence,
    nextDate,
    nextRunAt: occurrenceInstant(nextDate, schedule.sendTime, schedule.timeZone),
  };
}
