import { FREE_DAILY_LIMIT } from './free-limit';

describe('FREE_DAILY_LIMIT', () => {
  it('is 3 documents a day', () => {
    expect(FREE_DAILY_LIMIT).toBe(3);
  });
});
