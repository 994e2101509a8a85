import {
  canAddCustomColumn,
  columnValue,
  defaultColumnLabel,
  isSafeColumnId,
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

  it("takes the page's ids and plain names as column ids", () => {
    for (const id of ['col-1', 'c1', 'hours', 'Hours_2', 'A'.repeat(40)])
      expect(isSafeColumnId(id)).toBe(true);
  });

  it('refuses ids the store cannot key a map by, and names every object already has', () => {
    const unsafe = ['a.b', '$gt', '', ' ', 'A'.repeat(41), 'a b', '\u0000', 'é'];
    const members = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
    for (const id of [...unsafe, ...members]) expect(isSafeColumnId(id)).toBe(false);
  });

  it("reads an item's own value of a column only, as text", () => {
    const cols = JSON.parse('{"__proto__":"P","hours":"12","n":5}') as Record<string, unknown>;

    expect(columnValue(cols, 'hours')).toBe('12');
    expect(columnValue(cols, '__proto__')).toBe('P');
    expect(columnValue(cols, 'constructor')).toBe('');
    expect(columnValue(cols, 'toString')).toBe('');
    expect(columnValue(cols, 'n')).toBe('');
    expect(columnValue(undefined, 'hours')).toBe('');
  });
});
