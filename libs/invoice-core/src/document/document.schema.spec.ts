import { NOTES_MAX_LENGTH } from './document-limits';
import { documentSchema, pdfRequestSchema } from './document.schema';

const minimal = { document_type: 'invoice', items: [{ description: 'Design', qty: 2, price: '10.5' }] };

describe('documentSchema', () => {
  it('fills defaults and normalises numbers to decimal text', () => {
    const parsed = documentSchema.parse(minimal);

    expect(parsed).toMatchObject({
      currency: 'USD',
      notes: '',
      discount_percentage: '0',
      tax_rate: '0',
      custom_columns: [],
    });
    expect(parsed.items[0]).toEqual({
      description: 'Design',
      qty: '2',
      price: '10.5',
      cols: {},
      discount_percentage: '0',
      unit: '',
    });
  });

  it('turns non-numeric and negative amounts into 0, as the builder does', () => {
    const parsed = documentSchema.parse({
      ...minimal,
      items: [{ qty: 'abc', price: -3 }],
      discount_percentage: 'ten',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '0', price: '0' });
    expect(parsed.discount_percentage).toBe('0');
  });

  it('names each problem of a bad document', () => {
    const result = documentSchema.safeParse({
      document_type: 'receipt',
      currency: 'XXZ',
      issue_date: '22/11/2026',
      items: [],
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Document type must be invoice, quote or credit_note',
      'Issue date must be a date (YYYY-MM-DD)',
      'Unknown currency',
      'Add at least one item',
    ]);
  });
});

describe('documentSchema bounds', () => {
  const messages = (document: Record<string, unknown>) => {
    const result = documentSchema.safeParse({ ...minimal, ...document });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const withItem = (item: Record<string, unknown>) => ({ items: [{ description: 'Design', ...item }] });

  it.each([
    [withItem({ qty: 1e308 }), 'Quantity must be at most 1,000,000'],
    [withItem({ qty: '1000000.0001' }), 'Quantity must be at most 1,000,000'],
    [withItem({ price: '1e308' }), 'Rate must be at most 1,000,000,000'],
    [withItem({ price: 1_000_000_001 }), 'Rate must be at most 1,000,000,000'],
    [withItem({ price: '10.12345' }), 'Rate must have at most 4 decimals'],
    [withItem({ qty: 0.00001 }), 'Quantity must have at most 4 decimals'],
    [withItem({ qty: `${'0'.repeat(30)}1` }), 'Quantity must be at most 24 characters'],
    [{ discount_percentage: 100.5 }, 'Discount must be at most 100%'],
    [{ discount_percentage: 1e308 }, 'Discount must be at most 100%'],
    [{ tax_rate: '1e308' }, 'Tax rate must be at most 100%'],
  ])('refuses %j: %s', (document, message) => {
    expect(messages(document)).toEqual([message]);
  });

  it('accepts amounts at the bounds, as typed', () => {
    const parsed = documentSchema.parse({
      ...minimal,
      ...withItem({ qty: '1000000', price: '999999999.9999' }),
      discount_percentage: 100,
      tax_rate: '27.5',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '1000000', price: '999999999.9999' });
    expect(parsed).toMatchObject({ discount_percentage: '100', tax_rate: '27.5' });
  });

  it('still counts text and numbers it cannot read as 0 rather than refusing them', () => {
    const parsed = documentSchema.parse({
      ...minimal,
      ...withItem({ qty: 'lots', price: '1e999' }),
      tax_rate: '',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '0', price: '0' });
    expect(parsed.tax_rate).toBe('0');
  });

  it('says once that items are over the limit', () => {
    expect(messages({ items: Array.from({ length: 501 }, () => ({ description: 'x' })) })).toEqual([
      'At most 500 items',
    ]);
  });

  it('refuses column ids that are not safe keys, in the columns and in the items', () => {
    const column = (id: string) => ({ ...minimal, custom_columns: [{ id, label: 'Ref' }] });
    const message = "Column ids are 1-40 letters, digits, '-' or '_', and not a name such as 'constructor'";

    for (const id of ['a.b', '$gt', 'constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(messages(column(id))).toEqual([message]);
    }
    for (const id of ['a.b', '$gt', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(messages(withItem({ cols: JSON.parse(`{${JSON.stringify(id)}:"v"}`) }))).toEqual([message]);
    }
    expect(messages(column('col-1'))).toEqual([]);
  });

  it("never copies a '__proto__' key of an item's values into the document", () => {
    const parsed = documentSchema.parse({
      ...minimal,
      ...withItem({ cols: JSON.parse('{"__proto__":{"x":"1"}}') }),
    });

    expect(parsed.items[0].cols).toEqual({});
    expect(Object.getPrototypeOf(parsed.items[0].cols)).toBe(Object.prototype);
  });

  it('refuses item descriptions longer than 20,000 characters in all, as the probe sent them', () => {
    const items = (count: number) => Array.from({ length: count }, () => ({ description: 'x'.repeat(5000) }));

    expect(messages({ items: items(4) })).toEqual([]);
    expect(messages({ items: [...items(4), { description: 'x' }] })).toEqual([
      'Item descriptions must be at most 20,000 characters in all',
    ]);
    expect(messages({ items: items(200) })).toEqual([
      'Item descriptions must be at most 20,000 characters in all',
    ]);
  });

  it('refuses more custom values per item than columns it accepts', () => {
    const cols = Object.fromEntries(Array.from({ length: 11 }, (_, n) => [`c${n}`, 'v']));

    expect(messages(withItem({ cols }))).toEqual(['An item may have at most 10 custom values']);
  });
});

describe('notes', () => {
  it('takes as many characters as the page counts and no more', () => {
    const notes = (length: number) => documentSchema.safeParse({ ...minimal, notes: 'n'.repeat(length) });

    expect(notes(NOTES_MAX_LENGTH).success).toBe(true);
    expect(notes(NOTES_MAX_LENGTH + 1).error?.issues.map((issue) => issue.message)).toEqual([
      `Notes must be at most ${NOTES_MAX_LENGTH} characters`,
    ]);
  });
});

describe('pdfRequestSchema', () => {
  it('draws without a table border unless asked', () => {
    expect(pdfRequestSchema.parse(minimal).table_border).toBe(false);
    expect(pdfRequestSchema.parse({ ...minimal, table_border: true }).table_border).toBe(true);
  });

  it('refuses a border that is not true or false', () => {
    const result = pdfRequestSchema.safeParse({ ...minimal, table_border: 'yes' });

    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'table_border must be true or false',
    ]);
  });
});
