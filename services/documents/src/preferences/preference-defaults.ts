import { DEFAULT_CURRENCY } from '@paydraft/invoice-core';
import type { DocumentTypeName } from '../documents/statuses';

/** The spec's defaults (section 9): what numbering and conversion use when nothing is saved. */
export const PREFERENCE_DEFAULTS = {
  currency: DEFAULT_CURRENCY,
  taxRate: '0',
  // Credit notes have their own sequence, with a fixed prefix (CN-1, CN-2, ...).
  prefix: { invoice: 'INV', quote: 'QUO', credit_note: 'CN' } satisfies Record<DocumentTypeName, string>,
  nextNumber: 1,
  validityDays: 30,
} as const;
