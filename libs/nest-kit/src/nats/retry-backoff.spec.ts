import { exponentialBackoff } from './retry-backoff';

describe('exponentialBackoff', () => {
  const at = (random: number) => exponentialBackoff({ baseMs: 100, maxMs: 1000, random: () => random });

  it('doubles the wait after each failure', () => {
    expect([1, 2, 3, 4].map((failures) => at(0.999_999).delayMs(failures))).toEqual([100, 200, 400, 800]);
  });

  it('jitters between half and all of the wait', () => {
    expect(at(0).delayMs(3)).toBe(200);
    expect(at(0.5).delayMs(3)).toBe(300);
  });

  it('never waits longer than the cap', () => {
    expect(at(0.999_999).delayMs(10)).toBe(1000);
    expect(at(0).delayMs(10)).toBe(500);
  });
});
