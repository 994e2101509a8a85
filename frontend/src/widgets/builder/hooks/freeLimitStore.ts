import { FREE_DAILY_LIMIT } from '@paydraft/invoice-core';

/** Where the free builder counts its generations: one timestamp (ms) per generated PDF. */
export const FREE_LIMIT_STORAGE_KEY = 'paydraft.freeGenerations';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries older than this are removed. */
export const FREE_LIMIT_RETENTION_MS = 7 * DAY_MS;

const isTimestamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stored timestamps of the last 7 days; anything unreadable counts as nothing. */
export function readGenerations(now: number): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(FREE_LIMIT_STORAGE_KEY) ?? '[]');
  } catch {
    parsed = [];
  }
  const stamps = Array.isArray(parsed) ? parsed.filter(isTimestamp) : [];
  return stamps.filter((stamp) => now - stamp < FREE_LIMIT_RETENTION_MS);
}

export function writeGenerations(stamps: readonly number[]): void {
  try {
    window.localStorage.setItem(FREE_LIMIT_STORAGE_KEY, JSON.stringify(stamps));
  } catch {
    // Private mode or a full quota: the server's own limit still applies.
  }
}

/** Local midnight that starts the day of `now`. */
export function startOfLocalDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** The next local midnight after `now`, when the count resets. */
export function nextLocalMidnight(now: number): number {
  const next = new Date(startOfLocalDay(now));
  next.setDate(next.getDate() + 1);
  return next.getTime();
}

/** Generations on the calendar day of `now` (local time). */
export function countToday(stamps: readonly number[], now: number): number {
  const start = startOfLocalDay(now);
  const end = nextLocalMidnight(now);
  return stamps.filter((stamp) => stamp >= start && stamp < end).length;
}

export type LimitBanner = {
  type: 'info' | 'warning' | 'error';
  message: string;
  /** Share of today's allowance used, for the progress bar at 2 remaining. */
  percentUsed?: number;
};

/** The spec's banner: info with a progress bar at 2 remaining, warning at 1, error at 0; none above. */
export function limitBanner(remaining: number, limit: number = FREE_DAILY_LIMIT): LimitBanner | null {
  if (remaining > 2) return null;
  if (remaining === 2) {
    return {
      type: 'info',
      message: `You have 2 of ${limit} free documents left today.`,
      percentUsed: Math.round(((limit - remaining) / limit) * 100),
    };
  }
  if (remaining === 1) {
    return {
      type: 'warning',
      message: `Only 1 free document left today. Upgrade to Pro for unlimited documents.`,
    };
  }
  return {
    type: 'error',
    message: `You've reached your daily limit of ${limit} documents. It resets at midnight.`,
  };
}
