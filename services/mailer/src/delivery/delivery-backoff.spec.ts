import { deliveryBackoffMs } from './delivery-backoff';

describe('deliveryBackoffMs', () => {
  const retry = { baseMs: 1000, maxMs: 60_000 };

  it('waits the base after the first failed attempt, then doubles', () => {
    expect([1, 2, 3, 4].map((attempt) => deliveryBackoffMs(attempt, retry))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits longer than the maximum, however many attempts failed', () => {
    expect(deliveryBackoffMs(7, retry)).toBe(60_000);
    expect(deliveryBackoffMs(1000, retry)).toBe(60_000);
  });
});
