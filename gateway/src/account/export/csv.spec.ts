import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and keeps formula-like cells as text', () => {
    const csv = toCsv(
      ['name', 'notes'],
      [
        { name: 'Acme, "Ltd"', notes: 'two\nlines' },
        { name: '=HYPERLINK("x")', notes: '-1' },
        { name: 'Plain', notes: null },
      ],
    );
    expect(csv).toBe(
      'name,notes\r\n"Acme, ""Ltd""","two\nlines"\r\n"\'=HYPERLINK(""x"")",\'-1\r\nPlain,\r\n',
    );
  });

  it('writes a list, such as address lines, as one cell of its lines', () => {
    expect(
      toCsv(['address_lines'], [{ address_lines: ['1 Main St', 'Suite 2'] }, { address_lines: [] }]),
    ).toBe('address_lines\r\n"1 Main St\nSuite 2"\r\n\r\n');
  });
});
