/** The spec's contact reasons, as the API names them and as the page shows them. */
export const CONTACT_REASONS = [
  { value: 'support', label: 'Support' },
  { value: 'sales', label: 'Sales' },
  { value: 'inquiries', label: 'General Inquiry' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export type ContactCategory = (typeof CONTACT_REASONS)[number]['value'];
