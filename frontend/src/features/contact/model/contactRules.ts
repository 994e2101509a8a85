/** What the contact form holds while it is being filled in. */
export type ContactFields = {
  name: string;
  business: string;
  email: string;
  message: string;
  /** Optional, asked on the public contact page only. */
  phone?: string;
  location?: string;
};

export type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

/** The spec's three rules (section 5), each with its own message. */
export function contactErrors(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim() && !fields.business.trim()) errors.name = 'Either name or business is required';
  if (!fields.email.trim()) errors.email = 'Email is required';
  if (!fields.message.trim()) errors.message = 'Message is required';
  return errors;
}
