import { reminderOffsetDays } from './reminder-rules';

describe('reminderOffsetDays', () => {
  it.each([
    [{ days: 3, anchor: 'before_due' as const }, -3],
    [{ days: 0, anchor: 'on_due' as const }, 0],
    [{ days: 5, anchor: 'on_due' as const }, 0],
    [{ days: 7, anchor: 'after_due' as const }, 7],
  ])('places %o at %i days from the due date', (rule, offset) => {
    expect(reminderOffsetDays(rule)).toBe(offset);
  });
});
