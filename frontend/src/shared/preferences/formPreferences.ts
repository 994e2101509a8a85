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
  /** The structured seller (README 'Money'); country ISO 3166-1 alpha-2. */
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
}>;

export type PreferredTax = {
  id: string;
  name: string;
  rate: string | number;
  category: string;
  compound: boolean;
};
