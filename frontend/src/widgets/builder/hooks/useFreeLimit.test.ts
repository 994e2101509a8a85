import { act, renderHook } from '@testing-library/react';
import { FREE_LIMIT_STORAGE_KEY, limitBanner } from './freeLimitStore';
import { useFreeLimit } from './useFreeLimit';

const DAY = 24 * 60 * 60 * 1000;
const stored = (): number[] => JSON.parse(window.localStorage.getItem(FREE_LIMIT_STORAGE_KEY) ?? '[]');

describe('useFreeLimit', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 15, 0, 0) });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts generations of today against the limit of 3', () => {
    const { result } = renderHook(() => useFreeLimit());
    expect(result.current).toMatchObject({ limit: 3, used: 0, remaining: 3, reached: false, banner: null });

    act(() => result.current.record());
    expect(result.current).toMatchObject({ used: 1, remaining: 2 });
    expect(result.current.banner).toMatchObject({ type: 'info', percentUsed: 33 });

    act(() => result.current.record());
    expect(result.current.banner?.type).toBe('warning');

    act(() => result.current.record());
    expect(result.current).toMatchObject({ used: 3, remaining: 0, reached: true });
    expect(result.current.banner?.type).toBe('error');
    expect(stored()).toHaveLength(3);
  });

  it('ignores earlier days and removes entries older than 7 days', () => {
    const now = Date.now();
    window.localStorage.setItem(
      FREE_LIMIT_STORAGE_KEY,
      JSON.stringify([now - 8 * DAY, now - 7 * DAY - 1, now - 2 * DAY, now - DAY, 'junk', now - 60_000]),
    );
    const { result } = renderHook(() => useFreeLimit());
    expect(result.current.used).toBe(1);

    act(() => result.current.record());
    expect(stored()).toEqual([now - 2 * DAY, now - DAY, now - 60_000, now]);
  });

  it('survives unreadable storage', () => {
    window.localStorage.setItem(FREE_LIMIT_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useFreeLimit());
    expect(result.current.used).toBe(0);
  });

  it('resets at local midnight', () => {
    jest.setSystemTime(new Date(2026, 10, 22, 23, 58, 0));
    const { result } = renderHook(() => useFreeLimit());
    act(() => {
      result.current.record();
      result.current.record();
      result.current.record();
    });
    expect(result.current.reached).toBe(true);

    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.reached).toBe(true);

    act(() => jest.advanceTimersByTime(61_000));
    expect(result.current).toMatchObject({ used: 0, remaining: 3, reached: false, banner: null });
    expect(stored()).toHaveLength(3);
  });
});

describe('limitBanner', () => {
  it('shows nothing above 2, info at 2, warning at 1, error at 0', () => {
    expect(limitBanner(3)).toBeNull();
    expect(limitBanner(2)?.type).toBe('info');
    expect(limitBanner(2)?.percentUsed).toBe(33);
    expect(limitBanner(1)?.type).toBe('warning');
    expect(limitBanner(1)?.percentUsed).toBeUndefined();
    expect(limitBanner(0)).toMatchObject({
      type: 'error',
      message: expect.stringContaining("You've reached your daily limit of 3 documents."),
    });
  });
});
