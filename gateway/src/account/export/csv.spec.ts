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
});
