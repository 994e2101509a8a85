import { builderDocumentSchema } from './builder-document.schema';

const minimal = { type: 'invoice', items: [{ description: 'Design', qty: 2, rate: '10.5' }] };

describe('builderDocumentSchema', () => {
  it('fills defaults and normalises numbers to decimal text', () => {
    const parsed = builderDocumentSchema.parse(minimal);

    expect(parsed).toMatchObject({
      currency: 'USD',
      notes: '',
      discountPct: '0',
      taxRatePct: '0',
      customColumns: [],
    });
    expect(parsed.items[0]).toEqual({ description: 'Design', qty: '2', rate: '10.5', cols: {} });
  });

  it('turns non-numeric and negative amounts into 0, as the builder does', () => {
    const parsed = builderDocumentSchema.parse({
      ...minimal,
      items: [{ qty: 'abc', rate: -3 }],
      discountPct: 'ten',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '0', rate: '0' });
    expect(parsed.discountPct).toBe('0');
  });

  it('names each problem of a bad document', () => {
    const result = builderDocumentSchema.safeParse({
      type: 'receipt',
      currency: 'XXZ',
      issueDate: '22/11/2026',
      items: [],
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Document type must be invoice or quote',
      'Issue date must be a date (YYYY-MM-DD)',
      'Unknown currency',
      'Add at least one item',
    ]);
  });
});

describe('builderDocumentSchema bounds', () => {
  const messages = (document: Record<string, unknown>) => {
    const result = builderDocumentSchema.safeParse({ ...minimal, ...document });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const withItem = (item: Record<string, unknown>) => ({ items: [{ description: 'Design', ...item }] });

  it.each([
    [withItem({ qty: 1e308 }), 'Quantity must be at most 1,000,000'],
    [withItem({ qty: '1000000.0001' }), 'Quantity must be at most 1,000,000'],
    [withItem({ rate: '1e308' }), 'Rate must be at most 1,000,000,000'],
    [withItem({ rate: 1_000_000_001 }), 'Rate must be at most 1,000,000,000'],
    [withItem({ rate: '10.12345' }), 'Rate must have at most 4 decimals'],
    [withItem({ qty: 0.00001 }), 'Quantity must have at most 4 decimals'],
    [withItem({ qty: `${'0'.repeat(30)}1` }), 'Quantity must be at most 24 characters'],
    [{ discountPct: 100.5 }, 'Discount must be at most 100%'],
    [{ discountPct: 1e308 }, 'Discount must be at most 100%'],
    [{ taxRatePct: '1e308' }, 'Tax rate must be at most 100%'],
  ])('refuses %j: %s', (document, message) => {
    expect(messages(document)).toEqual([message]);
  });

  it('accepts amounts at the bounds, as typed', () => {
    const parsed = builderDocumentSchema.parse({
      ...minimal,
      ...withItem({ qty: '1000000', rate: '999999999.9999' }),
      discountPct: 100,
      taxRatePct: '27.5',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '1000000', rate: '999999999.9999' });
    expect(parsed).toMatchObject({ discountPct: '100', taxRatePct: '27.5' });
  });

  it('still counts text and numbers it cannot read as 0 rather than refusing them', () => {
    const parsed = builderDocumentSchema.parse({
      ...minimal,
      ...withItem({ qty: 'lots', rate: '1e999' }),
      taxRatePct: '',
    });

    expect(parsed.items[0]).toMatchObject({ qty: '0', rate: '0' });
    expect(parsed.taxRatePct).toBe('0');
  });

  it('says once that items are over the limit', () => {
    expect(messages({ items: Array.from({ length: 501 }, () => ({ description: 'x' })) })).toEqual([
      'At most 500 items',
    ]);
  });

  it('refuses more custom values per item than columns it accepts', () => {
    const cols = Object.fromEntries(Array.from({ length: 11 }, (_, n) => [`c${n}`, 'v']));

    expect(messages(withItem({ cols }))).toEqual(['An item may have at most 10 custom values']);
  });
});
