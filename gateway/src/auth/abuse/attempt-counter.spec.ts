import { AttemptCounter } from './attempt-counter';

describe('AttemptCounter', () => {
  let now = 0;
  const counter = () => new AttemptCounter(3, 60_000, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets a key make its limit of attempts, then says how many seconds are left in the window', () => {
    const attempts = counter();
    expect([attempts.take('a'), attempts.take('a'), attempts.take('a')]).toEqual([0, 0, 0]);
    now += 15_500;

    expect(attempts.take('a')).toBe(45);
  });

  it('counts keys apart', () => {
    const attempts = counter();
    for (let i = 0; i < 3; i += 1) attempts.add('a');

    expect(attempts.retryAfter('a')).toBeGreaterThan(0);
    expect(attempts.retryAfter('b')).toBe(0);
  });

  it('starts afresh when the window has ended', () => {
    const attempts = counter();
    for (let i = 0; i < 3; i += 1) attempts.add('a');
    now += 60_000;

    expect(attempts.take('a')).toBe(0);
  });
});
