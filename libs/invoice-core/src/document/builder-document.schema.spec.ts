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
