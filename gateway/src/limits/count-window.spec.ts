import { countOne, decodeWindow, encodeWindow, type CountWindow } from './count-window';

describe('countOne', () => {
  const rule = { limit: 3, windowMs: 60_000 };
  const now = 1_000_000;

  /** The window after `times` requests at `at`, as the store would keep it. */
  function countTimes(times: number, at: number) {
    let window: CountWindow | undefined;
    for (let i = 0; i < times; i += 1) {
      const decision = countOne(window, rule, at);
      if ('next' in decision) window = decision.next;
    }
    return window;
  }

  it('starts a window of the rule length at the first request', () => {
    expect(countOne(undefined, rule, now)).toEqual({ next: { count: 1, endsAt: now + 60_000 } });
  });

  it('lets a key make its limit of requests, then says how many seconds are left and writes nothing', () => {
    const window = countTimes(3, now);
    expect(window).toEqual({ count: 3, endsAt: now + 60_000 });

    expect(countOne(window, rule, now + 15_500)).toEqual({ retryAfterSeconds: 45 });
  });

  it('never answers a wait of 0 seconds in the last moment of a window', () => {
    expect(countOne({ count: 3, endsAt: now + 1 }, rule, now)).toEqual({ retryAfterSeconds: 1 });
  });

  it('starts afresh when the window has ended', () => {
    const window = countTimes(3, now);

    expect(countOne(window, rule, now + 60_000)).toEqual({ next: { count: 1, endsAt: now + 120_000 } });
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
