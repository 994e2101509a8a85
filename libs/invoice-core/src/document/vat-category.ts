/**
 * The EN 16931 VAT category codes (UNCL 5305) a tax may carry. Only S (standard) and the Canary
 * Islands' and Ceuta's own taxes (L, M) charge a rate; the others are the reasons no VAT is charged,
 * and EN 16931 requires their rate to be 0 (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05, BR-O-05).
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export const DEFAULT_VAT_CATEGORY: VatCategory = 'S';

const RATED_CATEGORIES: ReadonlySet<VatCategory> = new Set(['S', 'L', 'M']);

export function isRatedCategory(category: VatCategory): boolean {
  return RATED_CATEGORIES.has(category);
}

/** What each code means, for pickers and the PDF's notes. */
export const VAT_CATEGORY_NAMES: Record<VatCategory, string> = {
  S: 'Standard rate',
  Z: 'Zero rated',
  E: 'Exempt',
  AE: 'Reverse charge',
  K: 'Intra-community supply',
  G: 'Export outside the EU',
  O: 'Outside the scope of VAT',
  L: 'Canary Islands (IGIC)',
  M: 'Ceuta and Melilla (IPSI)',
};
