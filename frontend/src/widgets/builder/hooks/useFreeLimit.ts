import { FREE_DAILY_LIMIT } from '@paydraft/invoice-core';
import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import {
  countToday,
  FREE_LIMIT_STORAGE_KEY,
  limitBanner,
  nextLocalMidnight,
  readGenerations,
  writeGenerations,
  type LimitBanner,
} from './freeLimitStore';

export type FreeLimit = {
  limit: number;
  used: number;
  remaining: number;
  reached: boolean;
  banner: LimitBanner | null;
  /** Counts one generated document now. */
  record: () => void;
};

type Snapshot = { now: number; stamps: number[] };

const snapshot = (): Snapshot => {
  const now = Date.now();
  const stamps = readGenerations(now);
  return { now, stamps };
};

/**
 * The free builder's daily allowance (3 per calendar day in local storage, entries older
 * than 7 days removed, reset at local midnight). Re-reads at midnight, when the tab regains focus
 * and when another tab generates.
 */
export function useFreeLimit(limit: number = FREE_DAILY_LIMIT): FreeLimit {
  const [{ now, stamps }, setSnapshot] = useState(snapshot);

  useEffect(() => {
    const timer = window.setTimeout(() => setSnapshot(snapshot()), nextLocalMidnight(now) - now + 1);
    return () => window.clearTimeout(timer);
  }, [now]);

  useEffect(() => {
    const refresh = () => setSnapshot(snapshot());
    const onStorage = (event: StorageEvent) => {
      if (event.key === FREE_LIMIT_STORAGE_KEY) refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const record = useCallback(() => {
    const current = snapshot();
    const next = [...current.stamps, current.now];
    writeGenerations(next);
    setSnapshot({ now: current.now, stamps: next });
  }, []);

  // The prerendered page shows a full allowance; the visitor's own count comes with the page's script.
  const hydrated = useHydrated();
  const used = hydrated ? countToday(stamps, now) : 0;
  const remaining = Math.max(0, limit - used);
  return { limit, used, remaining, reached: remaining === 0, banner: limitBanner(remaining, limit), record };
}
