import { pdfRequestSchema, type PdfRequest, type PdfRequestInput } from '@paydraft/invoice-core';

export const SAMPLE_KINDS = ['quote', 'invoice'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

const STUDIO =
  'Northwind Design Studio\n14 Harbour Street, Suite 3\nPortland, ME 04101\nhello@northwind.studio';
const CLIENT = 'Brightleaf Coffee Co.\nAttn: Maya Chen\n220 Market Square\nBoston, MA 02108';

/**
 * The two documents the home page shows as sample PDFs: a design studio's quote for a brand refresh
 * and the invoice that followed it. Fixed, so the PDFs (and their totals) never change between renders.
 */
const SAMPLE_INPUTS: Record<SampleKind, PdfRequestInput> = {
  quote: {
    document_type: 'quote',
    document_number: 'QUO-1042',
    sender_info: STUDIO,
    receiver_info: CLIENT,
    issue_date: '2026-10-05',
    due_or_expiry_date: '2026-11-04',
    payment_terms: '50% deposit on acceptance, balance on delivery',
    currency: 'USD',
    items: [
      { description: 'Brand discovery workshop (half day, up to 6 people)', qty: 1, price: '850.00' },
      { description: 'Logo redesign: three concepts, two revision rounds', qty: 1, price: '2400.00' },
      { description: 'Packaging design for retail coffee bags', qty: 3, price: '450.00' },
      { description: 'Website landing page design (desktop and mobile)', qty: 1, price: '1600.00' },
      { description: 'Brand guidelines document (PDF, 24 pages)', qty: 1, price: '700.00' },
    ],
    discount_percentage: 10,
    tax_rate: 8,
    notes: 'This quote is valid for 30 days. Timeline: 6 weeks from the signed quote and deposit.',
    table_border: false,
  },
  invoice: {
    document_type: 'invoice',
    document_number: 'INV-2087',
    sender_info: STUDIO,
    receiver_info: CLIENT,
    issue_date: '2026-11-16',
    due_or_expiry_date: '2026-11-30',
    po_number: 'PO-7731',
    payment_terms: 'Net 14',
    currency: 'USD',
    items: [
      { description: 'Logo redesign: final artwork and source files', qty: 1, price: '2400.00' },
      { description: 'Packaging design for retail coffee bags', qty: 3, price: '450.00' },
      { description: 'Design hours: menu board and signage', qty: 12, price: '85.00' },
      { description: 'Print-ready file preparation', qty: 4, price: '60.00' },
    ],
    discount_percentage: 5,
    tax_rate: 8,
    notes:
      'Thank you for your business! Pay by bank transfer to account 0042 1187 or by card via the link in our email.',
    table_border: false,
  },
};

/** Validated once with the same schema as POST /api/pdf, so a sample is a document the builder could make. */
export const SAMPLE_DOCUMENTS: Record<SampleKind, PdfRequest> = {
  quote: pdfRequestSchema.parse(SAMPLE_INPUTS.quote),
  invoice: pdfRequestSchema.parse(SAMPLE_INPUTS.invoice),
};
