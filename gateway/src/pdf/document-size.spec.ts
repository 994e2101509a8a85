import { builderDocumentSchema } from '@paydraft/invoice-core';
import { MAX_DOCUMENT_BYTES } from './document-size';

const text = (length: number) => 'x'.repeat(length);

describe('MAX_DOCUMENT_BYTES', () => {
  it('holds the largest document the schema accepts, in ASCII text', () => {
    const columns = Array.from({ length: 10 }, (_, n) => ({ id: `c${n}`.padEnd(40, '-'), label: text(60) }));
    const largest = {
      type: 'invoice',
      documentNumber: text(60),
      sender: text(2000),
      receiver: text(2000),
      issueDate: '2026-11-22',
      dueDate: '2026-12-22',
      poNumber: text(60),
      paymentTerms: text(200),
      currency: 'USD',
      customColumns: columns,
      items: Array.from({ length: 500 }, () => ({
        description: text(5000),
        qty: '999999.9999',
        rate: '999999999.9999',
        cols: Object.fromEntries(columns.map((column) => [column.id, text(500)])),
      })),
      discountPct: '99.9999',
      taxRatePct: '99.9999',
      notes: text(5000),
    };

    expect(builderDocumentSchema.safeParse(largest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_DOCUMENT_BYTES);
  });
});
