import {
  canAddCustomColumn,
  defaultColumnLabel,
  MAX_CUSTOM_COLUMNS,
  MAX_CUSTOM_COLUMNS_MESSAGE,
} from './custom-columns';

describe('custom columns', () => {
  it('allows two columns at most', () => {
    expect(MAX_CUSTOM_COLUMNS).toBe(2);
    expect(canAddCustomColumn([])).toBe(true);
    expect(canAddCustomColumn([{ id: 'a', label: 'Field 1' }])).toBe(true);
    expect(
      canAddCustomColumn([
        { id: 'a', label: 'Field 1' },
        { id: 'b', label: 'Field 2' },
      ]),
    ).toBe(false);
    expect(canAddCustomColumn(['a', 'b', 'c'])).toBe(false);
  });

  it("has the spec's message", () => {
    expect(MAX_CUSTOM_COLUMNS_MESSAGE).toBe('Maximum 2 custom fields reached');
  });

  it("labels new columns 'Field N'", () => {
    expect(defaultColumnLabel(1)).toBe('Field 1');
    expect(defaultColumnLabel(2)).toBe('Field 2');
  });
});
