/** Where the builder shows a field an e-invoice problem names: the input's id, and whether 'More details' holds it. */
export type FieldTarget = { id: string; inMoreDetails: boolean };

const MORE_DETAILS_GROUPS = new Set(['seller', 'buyer', 'payment']);
const MORE_DETAILS_FIELDS: Record<string, string> = {
  buyer_reference: 'doc-buyer-reference',
  delivery_date: 'doc-delivery-date',
};

/**
 * The input of a problem's field (invoice-core's JSON path: `seller.vat_id`, `items.2.tax_ids`):
 * parties and payment live in 'More details' (`seller-vat_id`), taxes at the Totals card's tax field.
 */
export function fieldTargetOf(field: string): FieldTarget {
  const [group, ...rest] = field.split('.');
  if (MORE_DETAILS_GROUPS.has(group))
    return { id: `${group}-${rest.join('.') || 'name'}`, inMoreDetails: true };
  if (MORE_DETAILS_FIELDS[group]) return { id: MORE_DETAILS_FIELDS[group], inMoreDetails: true };
  if (group === 'document_number') return { id: 'doc-number', inMoreDetails: false };
  return { id: 'doc-tax', inMoreDetails: false };
}
