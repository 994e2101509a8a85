import type { LateFee, ReminderRule } from '@paydraft/invoice-core';

/**
 * Form preferences as the spec names them (GET /api/form-preferences): written by the dashboard's
 * Form Preferences section, read by the builder for a new document's defaults. Any field may be
 * missing; tax_rate may come as a decimal string.
 */
export type FormPreferences = Partial<{
  business_name: string | null;
  business_address: string | null;
  business_phone: string | null;
  business_email: string | null;
  business_website: string | null;
  default_currency: string | null;
  tax_rate: number | string | null;
  invoice_prefix: string | null;
  next_invoice_number: number | null;
  invoice_terms: string | null;
  invoice_notes: string | null;
  invoice_validity_days: number | null;
  quote_prefix: string | null;
  next_quote_number: number | null;
  quote_terms: string | null;
  quote_notes: string | null;
  quote_validity_days: number | null;
  /** Relative path of the stored logo (POST /api/upload/logo); empty or null when there is none. */
  logo_url: string | null;
  custom_fields: Array<{ id: number; name: string }> | null;
  /** The structured seller (docs/money-model-api.md); country ISO 3166-1 alpha-2. */
  business_address_lines: string[] | null;
  business_postal_code: string | null;
  business_city: string | null;
  business_region: string | null;
  business_country: string | null;
  business_vat_id: string | null;
  business_registration_id: string | null;
  payment_iban: string | null;
  payment_bic: string | null;
  payment_account_name: string | null;
  payment_instructions: string | null;
  /** Default taxes of new documents (rate a decimal string), and the one new lines pay. */
  taxes: PreferredTax[] | null;
  default_tax_id: string | null;
  /** Issue 25: the owner's automatic reminders (at most 3) and what follows them. */
  reminders: ReminderRule[] | null;
  /** Repeat every N days while overdue; 0 for none. */
  reminder_repeat_days: number | null;
  reminder_max_repeats: number | null;
  late_fee: LateFee | null;
  /** A quote's reminder N days before it expires; 0 for none. */
  quote_reminder_days: number | null;
  /** The owner's IANA time zone; '' until set (the scheduler reads UTC). */
  time_zone: string | null;
  /** Issue 26: the owner's default document language (BCP 47); '' until set (en-US). */
  language: string | null;
}>;

export type PreferredTax = {
  id: string;
  name: string;
  rate: string | number;
  category: string;
  compound: boolean;
};
