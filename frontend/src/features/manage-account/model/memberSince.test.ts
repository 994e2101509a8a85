import { memberSince } from './memberSince';

describe('memberSince', () => {
  it('writes the creation date in long US form', () => {
    expect(memberSince('2026-03-04T10:00:00.000Z')).toBe('March 4, 2026');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(memberSince('')).toBe('—');
    expect(memberSince('soon')).toBe('—');
  });
});
