import { countBatch, decodeWindow, encodeWindow, type CountWindow } from './count-window';

describe('countBatch', () => {
  const rule = { limit: 3, windowMs: 60_000 };
  const now = 1_000_000;

  it('starts a window of the rule length at the first request', () => {
    expect(countBatch(undefined, rule, now, 1)).toEqual({
      admitted: 1,
      next: { count: 1, endsAt: now + 60_000 },
      retryAfterSeconds: 60,
    });
  });

  it('lets the first requests of a batch through up to the limit, and tells the others what is left', () => {
    const window: CountWindow = { count: 1, endsAt: now + 60_000 };

    expect(countBatch(window, rule, now + 15_500, 5)).toEqual({
      admitted: 2,
      next: { count: 3, endsAt: now + 60_000 },
      retryAfterSeconds: 45,
    });
  });

  it('writes nothing for a key at its limit', () => {
    expect(countBatch({ count: 3, endsAt: now + 60_000 }, rule, now + 15_500, 2)).toEqual({
      admitted: 0,
      retryAfterSeconds: 45,
    });
  });

  it('never answers a wait of 0 seconds in the last moment of a window', () => {
    expect(countBatch({ count: 3, endsAt: now + 1 }, rule, now, 1).retryAfterSeconds).toBe(1);
  });

  it('starts afresh when the window has ended, counting the batch into the new one', () => {
    expect(countBatch({ count: 3, endsAt: now }, rule, now, 4)).toEqual({
      admitted: 3,
      next: { count: 3, endsAt: now + 60_000 },
      retryAfterSeconds: 60,
    });
  });
});

describe('the stored window', () => {
  it('reads back what was written', () => {
    expect(decodeWindow(encodeWindow({ count: 2, endsAt: 5 }))).toEqual({ count: 2, endsAt: 5 });
  });

  it('takes anything else for no window', () => {
    for (const text of ['', 'not json', '42', 'null', '{"count":"2","endsAt":5}']) {
      expect(decodeWindow(text)).toBeUndefined();
    }
  });
});
