import { redeliveryDelayMs } from './redelivery-delay';

describe('redeliveryDelayMs', () => {
  const settings = { retryBaseMs: 1000, retryMaxMs: 60_000 };

  it('waits the base after the first failed delivery and doubles it after each further one', () => {
    expect([1, 2, 3, 4, 5].map((deliveries) => redeliveryDelayMs(deliveries, settings))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
  });

  it('never waits longer than the maximum, however many deliveries failed', () => {
    expect(redeliveryDelayMs(7, settings)).toBe(60_000);
    expect(redeliveryDelayMs(10_000, settings)).toBe(60_000);
  });
});
