import { toBinary } from '@bufbuild/protobuf';
import { RenderDocumentRequestSchema } from '@paydraft/contracts';
import { MAX_DESCRIPTIONS_LENGTH, NOTES_MAX_LENGTH, pdfRequestSchema } from '@paydraft/invoice-core';
import { NATS_MAX_PAYLOAD_BYTES } from '@paydraft/nest-kit';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MAX_DOCUMENT_BYTES } from './document-size';
import { LOGO_MAX_HEIGHT_PX, LOGO_MAX_WIDTH_PX, normaliseLogo } from './normalise-logo';
import { toRenderRequest } from './to-render-request';

const text = (length: number) => 'x'.repeat(length);

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
  // The descriptions share one allowance: 500 items of a hundred characters each use it up.
  items: Array.from({ length: 500 }, () => ({
    description: text(MAX_DESCRIPTIONS_LENGTH / 500),
    qty: '999999.9999',
    price: '999999999.9999',
    cols: Object.fromEntries(columns.map((column) => [column.id, text(500)])),
  })),
  discount_percentage: '99.9999',
  tax_rate: '99.9999',
  notes: text(NOTES_MAX_LENGTH),
  table_border: true,
};

/** The largest logo pdf-render is sent: noise, which no encoder shrinks, at the box's full size. */
const noiseLogo = () =>
  sharp(randomBytes(LOGO_MAX_WIDTH_PX * LOGO_MAX_HEIGHT_PX * 4), {
    raw: { width: LOGO_MAX_WIDTH_PX, height: LOGO_MAX_HEIGHT_PX, channels: 4 },
  })
    .png()
    .toBuffer()
    .then(normaliseLogo);

describe('MAX_DOCUMENT_BYTES', () => {
  it('holds the largest document the schema accepts, in ASCII text', () => {
    expect(pdfRequestSchema.safeParse(largest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_DOCUMENT_BYTES);
  });

  it('goes to pdf-render in one NATS message, with the largest logo and room to spare', async () => {
    const document = pdfRequestSchema.parse(largest);
    const logo = await noiseLogo();
    const request = toBinary(
      RenderDocumentRequestSchema,
      toRenderRequest(document, { logo, watermark: true }),
    );
    const json = Buffer.byteLength(JSON.stringify(largest));

    // The request is no larger than the JSON it came from (field names become numbers), plus the logo.
    expect(request.byteLength).toBeLessThan(json + logo.data.byteLength);
    expect(MAX_DOCUMENT_BYTES + logo.data.byteLength + 64 * 1024).toBeLessThan(NATS_MAX_PAYLOAD_BYTES);
  });
});
