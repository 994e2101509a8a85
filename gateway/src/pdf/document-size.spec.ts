import { NOTES_MAX_LENGTH, pdfRequestSchema } from '@paydraft/invoice-core';
import { MAX_DOCUMENT_BYTES } from './document-size';

const text = (length: number) => 'x'.repeat(length);

describe('MAX_DOCUMENT_BYTES', () => {
  it('holds the largest document the schema accepts, in ASCII text', () => {
    const columns = Array.from({ length: 10 }, (_, n) => ({ id: `c${n}`.padEnd(40, '-'), label: text(60) }));
    const largest = {
      document_type: 'invoice',
      document_number: text(60),
      sender_info: text(2000),
      receiver_info: text(2000),
      issue_date: '2026-11-22',
      due_or_expiry_date: '2026-12-22',
      po_number: text(60),
      payment_terms: text(200),
      currency: 'USD',
      custom_columns: columns,
      items: Array.from({ length: 500 }, () => ({
        description: text(5000),
        qty: '999999.9999',
        price: '999999999.9999',
        cols: Object.fromEntries(columns.map((column) => [column.id, text(500)])),
      })),
      discount_percentage: '99.9999',
      tax_rate: '99.9999',
      notes: text(NOTES_MAX_LENGTH),
      table_border: true,
    };

    expect(pdfRequestSchema.safeParse(largest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_DOCUMENT_BYTES);
  });
});
