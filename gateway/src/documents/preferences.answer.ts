import type { FormPreferences } from '@paydraft/contracts';

/**
 * Preferences in the spec's field names: tax_rate a number, logo_url and custom_fields null when
 * there are none (the spec's shapes).
 */
export const preferencesAnswer = (preferences: FormPreferences | undefined) => ({
  business_name: preferences?.businessName ?? '',
  business_email: preferences?.businessEmail ?? '',
  business_address: preferences?.businessAddress ?? '',
  business_phone: preferences?.businessPhone ?? '',
  business_website: preferences?.businessWebsite ?? '',
  default_currency: preferences?.defaultCurrency ?? 'USD',
  tax_rate: Number(preferences?.taxRate ?? 0),
  invoice_prefix: preferences?.invoicePrefix ?? 'INV',
  next_invoice_number: preferences?.nextInvoiceNumber ?? 1,
  invoice_terms: preferences?.invoiceTerms ?? '',
  invoice_validity_days: preferences?.invoiceValidityDays ?? 30,
  invoice_notes: preferences?.invoiceNotes ?? '',
  quote_prefix: preferences?.quotePrefix ?? 'QUO',
  next_quote_number: preferences?.nextQuoteNumber ?? 1,
  quote_terms: preferences?.quoteTerms ?? '',
  quote_validity_days: preferences?.quoteValidityDays ?? 30,
  quote_notes: preferences?.quoteNotes ?? '',
  logo_url: preferences?.logoUrl || null,
  custom_fields: preferences?.customFields.length
    ? preferences.customFields.map(({ id, name }) => ({ id, name }))
    : null,
});
