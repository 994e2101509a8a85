import { create } from '@bufbuild/protobuf';
import { DocumentType, RenderDocumentRequestSchema } from '@paydraft/contracts';

/** A word of every script the fonts cover, unbroken: it opens each font and compiles each shaper. */
const EVERY_SCRIPT = 'Design设计デザイン디자인تصميمעיצובडिज़ाइनออกแบบДизайнΣχέδιο';
/** Long enough to be cut over lines and moved to the full descriptions page, as the longest texts are. */
const LONG_DESCRIPTION = EVERY_SCRIPT.repeat(12);
const ROWS = 10;

/**
 * An invoice touching every block of the layout, every script and both ways of cutting text (wrapped
 * descriptions, custom cells cut with '…'), rendered by each render thread before it takes requests:
 * the first render loads the fonts and compiles the layout and the shapers. Without it the first
 * user's request timed out on a busy machine, and a thread warmed on one Latin line took 0.8 s longer
 * for its first heavy mixed-script document than for the next.
 */
export const WARM_UP_DOCUMENT = create(RenderDocumentRequestSchema, {
  documentType: DocumentType.INVOICE,
  documentNumber: 'WARM-UP',
  senderInfo: 'Paydraft',
  receiverInfo: 'Warm-up',
  issueDate: '2026-01-01',
  dueOrExpiryDate: '2026-01-31',
  currency: 'USD',
  customColumns: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
  items: Array.from({ length: ROWS }, (_, row) => ({
    description: row === 0 ? LONG_DESCRIPTION : `Warm-up ${row}`,
    qty: '1',
    price: '1.00',
    cols: { a: `${row}${LONG_DESCRIPTION}`, b: EVERY_SCRIPT },
  })),
  discountPercentage: '1',
  taxRate: '1',
});
