import { CONTACT_REASONS, type ContactCategory } from '../../../features/contact';

const CATEGORIES: readonly string[] = CONTACT_REASONS.map((reason) => reason.value);

/** The reason `?purpose=` asks for (support, sales, inquiries, feedback); anything else: inquiries. */
export function reasonOfPurpose(purpose: string | null): ContactCategory {
  const wanted = purpose?.trim().toLowerCase() ?? '';
  return CATEGORIES.includes(wanted) ? (wanted as ContactCategory) : 'inquiries';
}
