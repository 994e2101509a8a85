import { create } from '@bufbuild/protobuf';
import { FormPreferencesSchema, type FormPreferences } from '@paydraft/contracts';
import {
  findCurrency,
  MAX_CUSTOM_COLUMNS,
  normalizeWebsite,
  optionalLanguageField,
  reminderPreferenceFields,
  sellerPreferenceFields,
  WEBSITE_MESSAGE,
  withDefaultTaxRule,
} from '@paydraft/invoice-core';
import Decimal from 'decimal.js';
import { z } from 'zod';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((value) => value?.trim() ?? '');

/** Prefixes go into document numbers ('INV-7'); empty takes the spec's default. */
const prefix = (field: string, fallback: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: `${field} must be up to 20 letters, digits, _ or -` })
    .nullish()
    .transform((value) => value || fallback);

const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: `${field} must be a number` })
      .int({ error: `${field} must be a whole number` })
      .min(min, { error: `${field} must be at least ${min}` })
      .max(max, { error: `${field} must be at most ${max}` })
      .default(fallback),
  );

/**
 * The spec's tax rate field: 0-100 in steps of 0.01. Unlike the builder's amounts (where anything not a
 * number counts as 0), a saved preference that is out of range is refused, so it is never silently zero.
 */
const taxRate = z
  .union([z.number(), z.string().trim()], { error: 'Tax rate must be a number from 0 to 100' })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return '0';
    const rate = Decimal(value.toString().match(/^-?\d+(\.\d+)?$/) ? value.toString() : NaN);
    if (rate.isNaN() || rate.lt(0) || rate.gt(100) || rate.decimalPlaces() > 2) {
      context.addIssue({ code: 'custom', message: 'Tax rate must be a number from 0 to 100 (step 0.01)' });
      return z.NEVER;
    }
    return rate.toString();
  });

/** The client form's rule for a website: with or without a scheme, stored normalised. */
const website = text('Business website', 200).transform((value, context) => {
  const normalised = normalizeWebsite(value);
  if (normalised !== null) return normalised;
  context.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
  return z.NEVER;
});

const customField = z.object({
  id: z.coerce
    .number({ error: 'Custom field id must be a number' })
    .int()
    .min(0)
    .max(2 ** 31),
  name: z.string({ error: 'Custom field name must be text' }).trim().max(60, {
    error: 'Custom field name must be at most 60 characters',
  }),
});

/** A field of invoice-core's that also takes null as not given, as the spec's fields here do. */
const nullAsUnset = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

const sellerFields = {
  business_address_lines: nullAsUnset(sellerPreferenceFields.business_address_lines),
  business_postal_code: nullAsUnset(sellerPreferenceFields.business_postal_code),
  business_city: nullAsUnset(sellerPreferenceFields.business_city),
  business_region: nullAsUnset(sellerPreferenceFields.business_region),
  business_country: nullAsUnset(sellerPreferenceFields.business_country),
  business_vat_id: nullAsUnset(sellerPreferenceFields.business_vat_id),
  business_registration_id: nullAsUnset(sellerPreferenceFields.business_registration_id),
  payment_iban: nullAsUnset(sellerPreferenceFields.payment_iban),
  payment_bic: nullAsUnset(sellerPreferenceFields.payment_bic),
  payment_account_name: nullAsUnset(sellerPreferenceFields.payment_account_name),
  payment_instructions: nullAsUnset(sellerPreferenceFields.payment_instructions),
  taxes: nullAsUnset(sellerPreferenceFields.taxes),
  default_tax_id: nullAsUnset(sellerPreferenceFields.default_tax_id),
};

/** The reminder settings (docs/reminders.md); null is not given, as for the fields above. */
const reminderFields = {
  reminders: nullAsUnset(reminderPreferenceFields.reminders),
  reminder_repeat_days: nullAsUnset(reminderPreferenceFields.reminder_repeat_days),
  reminder_max_repeats: nullAsUnset(reminderPreferenceFields.reminder_max_repeats),
  late_fee: reminderPreferenceFields.late_fee,
  quote_reminder_days: nullAsUnset(reminderPreferenceFields.quote_reminder_days),
  time_zone: nullAsUnset(reminderPreferenceFields.time_zone),
  // The owner's default document language (BCP 47); '' or left out: en-US.
  language: optionalLanguageField,
};

/**
 * POST /api/form-preferences: every field of the spec's 'Form preferences', with its defaults when
 * left out, the structured seller, bank details and default taxes (docs/money-model-api.md), and the reminder
 * settings (docs/reminders.md; left out: none, UTC). Custom fields
 * with blank names are dropped (the page does so too), at most 2 remain.
 */
export const preferencesBodySchema = withDefaultTaxRule(
  z.object({
    ...sellerFields,
    ...reminderFields,
    business_name: text('Business name', 200),
    business_email: text('Business email', 200),
    business_address: text('Business address', 1000),
    business_phone: text('Business phone', 50),
    business_website: website,
    default_currency: z
      .string({ error: 'Default currency must be a currency code' })
      .trim()
      .nullish()
      .transform((code) => (code || 'USD').toUpperCase())
      .refine((code) => findCurrency(code) !== undefined, { error: 'Unknown currency' }),
    tax_rate: taxRate,
    invoice_prefix: prefix('Invoice prefix', 'INV'),
    next_invoice_number: wholeNumber('Next invoice number', 1, 1_000_000_000, 1),
    invoice_terms: text('Invoice terms', 200),
    invoice_validity_days: wholeNumber('Invoice validity days', 0, 3650, 30),
    invoice_notes: text('Invoice notes', 2000),
    quote_prefix: prefix('Quote prefix', 'QUO'),
    next_quote_number: wholeNumber('Next quote number', 1, 1_000_000_000, 1),
    quote_terms: text('Quote terms', 200),
    quote_validity_days: wholeNumber('Quote validity days', 0, 3650, 30),
    quote_notes: text('Quote notes', 2000),
    logo_url: text('Logo URL', 2000),
    custom_fields: z
      .array(customField, { error: 'Custom fields must be a list or null' })
      .nullish()
      .transform((fields) => (fields ?? []).filter((field) => field.name !== ''))
      .refine((fields) => fields.length <= MAX_CUSTOM_COLUMNS, {
        error: `Maximum ${MAX_CUSTOM_COLUMNS} custom fields allowed`,
      }),
  }),
);

export type PreferencesBody = z.output<typeof preferencesBodySchema>;

export function preferencesOf(body: PreferencesBody): FormPreferences {
  return create(FormPreferencesSchema, {
    businessName: body.business_name,
    businessEmail: body.business_email,
    businessAddress: body.business_address,
    businessPhone: body.business_phone,
    businessWebsite: body.business_website,
    defaultCurrency: body.default_currency,
    taxRate: body.tax_rate,
    invoicePrefix: body.invoice_prefix,
    nextInvoiceNumber: body.next_invoice_number,
    invoiceTerms: body.invoice_terms,
    invoiceValidityDays: body.invoice_validity_days,
    invoiceNotes: body.invoice_notes,
    quotePrefix: body.quote_prefix,
    nextQuoteNumber: body.next_quote_number,
    quoteTerms: body.quote_terms,
    quoteValidityDays: body.quote_validity_days,
    quoteNotes: body.quote_notes,
    logoUrl: body.logo_url,
    customFields: body.custom_fields,
    businessAddressLines: body.business_address_lines,
    businessPostalCode: body.business_postal_code,
    businessCity: body.business_city,
    businessRegion: body.business_region,
    businessCountry: body.business_country,
    businessVatId: body.business_vat_id,
    businessRegistrationId: body.business_registration_id,
    paymentIban: body.payment_iban,
    paymentBic: body.payment_bic,
    paymentAccountName: body.payment_account_name,
    paymentInstructions: body.payment_instructions,
    taxes: body.taxes,
    defaultTaxId: body.default_tax_id,
    reminders: body.reminders,
    reminderRepeatDays: body.reminder_repeat_days,
    reminderMaxRepeats: body.reminder_max_repeats,
    lateFee: body.late_fee ?? undefined,
    quoteReminderDays: body.quote_reminder_days,
    timeZone: body.time_zone,
    language: body.language,
  });
}
