import { DEFAULT_CURRENCY } from '@paydraft/invoice-core';
import type { DocumentTypeName } from '../documents/statuses';

/** The spec's defaults (section 9): what numbering and conversion use when nothing is saved. */
export const PREFERENCE_DEFAULTS = {
  currency: DEFAULT_CURRENCY,
  taxRate: '0',
  prefix: { invoice: 'INV', quote: 'QUO' } satisfies Record<DocumentTypeName, string>,
  nextNumber: 1,
  validityDays: 30,
} as const;
