import type { FormPreferences } from '@paydraft/contracts';
import { z } from 'zod';

const reminderRuleSchema = z.object({ days: z.number().int(), anchor: z.string() });

/** What preferencesAnswer returns (the API reference's schema of the preferences). */
export const preferencesAnswerSchema = z
  .object({
    business_name: z.string(),
    business_email: z.string(),
    business_address: z.string(),
    business_phone: z.string(),
    business_website: z.string(),
    default_currency: z.string(),
    tax_rate: z.number(),
    invoice_prefix: z.string(),
    next_invoice_number: z.number().int(),
    invoice_terms: z.string(),
    invoice_validity_days: z.number().int(),
    invoice_notes: z.string(),
    quote_prefix: z.string(),
    next_quote_number: z.number().int(),
    quote_terms: z.string(),
    quote_validity_days: z.number().int(),
    quote_notes: z.string(),
    logo_url: z.string().nullable(),
    custom_fields: z.array(z.object({ id: z.number().int(), name: z.string() })).nullable(),
    business_address_lines: z.array(z.string()),
    business_postal_code: z.string(),
    business_city: z.string(),
    business_region: z.string(),
    business_country: z.string(),
    business_vat_id: z.string(),
    business_registration_id: z.string(),
    payment_iban: z.string(),
    payment_bic: z.string(),
    payment_account_name: z.string(),
    payment_instructions: z.string(),
    taxes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        rate: z.string(),
        category: z.string(),
        compound: z.boolean(),
      }),
    ),
    default_tax_id: z.string(),
    reminders: z.array(reminderRuleSchema),
    reminder_repeat_days: z.number().int(),
    reminder_max_repeats: z.number().int(),
    late_fee: z.object({ type: z.string(), value: z.string() }).nullable(),
    quote_reminder_days: z.number().int(),
    time_zone: z.string().describe("'' is UTC"),
    language: z.string(),
  })
  .meta({ id: 'Preferences' });
export type PreferencesAnswer = z.output<typeof preferencesAnswerSchema>;

/**
 * Preferences in the spec's field names: tax_rate a number, logo_url and custom_fields null when
 * there are none (the spec's shapes); then the structured seller, bank details and default taxes
 * (docs/money-model-api.md), empty when not saved, each tax's rate a decimal string; then the
 * reminder settings (docs/reminders.md): late_fee null and time_zone '' (UTC) when none is set.
 */
export const preferencesAnswer = (preferences: FormPreferences | undefined): PreferencesAnswer => ({
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
  business_address_lines: preferences?.businessAddressLines ?? [],
  business_postal_code: preferences?.businessPostalCode ?? '',
  business_city: preferences?.businessCity ?? '',
  business_region: preferences?.businessRegion ?? '',
  business_country: preferences?.businessCountry ?? '',
  business_vat_id: preferences?.businessVatId ?? '',
  business_registration_id: preferences?.businessRegistrationId ?? '',
  payment_iban: preferences?.paymentIban ?? '',
  payment_bic: preferences?.paymentBic ?? '',
  payment_account_name: preferences?.paymentAccountName ?? '',
  payment_instructions: preferences?.paymentInstructions ?? '',
  taxes: (preferences?.taxes ?? []).map(({ id, name, rate, category, compound }) => ({
    id,
    name,
    rate,
    category,
    compound,
  })),
  default_tax_id: preferences?.defaultTaxId ?? '',
  reminders: (preferences?.reminders ?? []).map(({ days, anchor }) => ({ days, anchor })),
  reminder_repeat_days: preferences?.reminderRepeatDays ?? 0,
  reminder_max_repeats: preferences?.reminderMaxRepeats ?? 0,
  late_fee: preferences?.lateFee
    ? { type: preferences.lateFee.type, value: preferences.lateFee.value }
    : null,
  quote_reminder_days: preferences?.quoteReminderDays ?? 0,
  time_zone: preferences?.timeZone ?? '',
  language: preferences?.language ?? '',
});
