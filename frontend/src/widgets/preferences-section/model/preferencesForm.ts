import {
  DEFAULT_CURRENCY,
  DEFAULT_VAT_CATEGORY,
  MAX_ADDRESS_LINES,
  MAX_CUSTOM_COLUMNS,
  VAT_CATEGORIES,
  type LateFeeType,
  type ReminderRule,
  type VatCategory,
} from '@paydraft/invoice-core';
import type { FormPreferences, PreferredTax } from '../../../shared/preferences/formPreferences';
import type { PreferencesPayload } from '../../../entities/preferences';

export type CustomField = { id: number; name: string };

/** A default tax as its row holds it: the rate as the number input's text. */
export type TaxRow = {
  id: string;
  name: string;
  rate: string | null;
  category: VatCategory;
  compound: boolean;
};

/** The form's values: the payload's fields, numbers as the number inputs hold them. */
export type PreferencesFormValues = {
  business_name: string;
  business_email: string;
  business_address: string;
  business_phone: string;
  business_website: string;
  default_currency: string;
  tax_rate: number | null;
  invoice_prefix: string;
  next_invoice_number: number | null;
  invoice_terms: string;
  invoice_validity_days: number | null;
  invoice_notes: string;
  quote_prefix: string;
  next_quote_number: number | null;
  quote_terms: string;
  quote_validity_days: number | null;
  quote_notes: string;
  logo_url: string | null;
  custom_fields: CustomField[];
  /** Always MAX_ADDRESS_LINES inputs; blank ones are not sent. */
  business_address_lines: string[];
  business_postal_code: string;
  business_city: string;
  business_region: string;
  business_country: string;
  business_vat_id: string;
  business_registration_id: string;
  payment_iban: string;
  payment_bic: string;
  payment_account_name: string;
  payment_instructions: string;
  taxes: TaxRow[];
  default_tax_id: string;
  /** The 'Reminders' card (issue 25); numbers null while their input is empty. */
  reminders: ReminderRule[];
  reminder_repeat_days: number | null;
  reminder_max_repeats: number | null;
  late_fee_type: 'off' | LateFeeType;
  /** The fee's amount or percent as the input's text. */
  late_fee_value: string | null;
  quote_reminder_days: number | null;
  time_zone: string;
  /** The default document language; '' for en-US. */
  language: string;
};

/** USD, INV and QUO, next number 1, validity 30 days, tax 0. */
export const PREFERENCE_DEFAULTS = {
  currency: DEFAULT_CURRENCY,
  invoicePrefix: 'INV',
  quotePrefix: 'QUO',
  nextNumber: 1,
  validityDays: 30,
  taxRate: 0,
} as const;

export const MAX_CUSTOM_FIELDS = MAX_CUSTOM_COLUMNS;
export const MAX_CUSTOM_FIELDS_MESSAGE = `Maximum ${MAX_CUSTOM_FIELDS} custom fields allowed`;

const text = (value: string | null | undefined) => value ?? '';

function taxRateOf(value: number | string | null | undefined): number {
  const rate = typeof value === 'string' ? Number(value) : value;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : PREFERENCE_DEFAULTS.taxRate;
}

/** The form's starting values: the saved preferences, or the spec's defaults (null: none saved yet). */
export function formValuesOf(saved: FormPreferences | null): PreferencesFormValues {
  const p = saved ?? {};
  return {
    business_name: text(p.business_name),
    business_email: text(p.business_email),
    business_address: text(p.business_address),
    business_phone: text(p.business_phone),
    business_website: text(p.business_website),
    default_currency: p.default_currency || PREFERENCE_DEFAULTS.currency,
    tax_rate: taxRateOf(p.tax_rate),
    invoice_prefix: p.invoice_prefix || PREFERENCE_DEFAULTS.invoicePrefix,
    next_invoice_number: p.next_invoice_number || PREFERENCE_DEFAULTS.nextNumber,
    invoice_terms: text(p.invoice_terms),
    invoice_validity_days: p.invoice_validity_days ?? PREFERENCE_DEFAULTS.validityDays,
    invoice_notes: text(p.invoice_notes),
    quote_prefix: p.quote_prefix || PREFERENCE_DEFAULTS.quotePrefix,
    next_quote_number: p.next_quote_number || PREFERENCE_DEFAULTS.nextNumber,
    quote_terms: text(p.quote_terms),
    quote_validity_days: p.quote_validity_days ?? PREFERENCE_DEFAULTS.validityDays,
    quote_notes: text(p.quote_notes),
    logo_url: p.logo_url || null,
    custom_fields: (p.custom_fields ?? []).slice(0, MAX_CUSTOM_FIELDS).map(({ id, name }) => ({ id, name })),
    business_address_lines: addressLinesOf(p.business_address_lines),
    business_postal_code: text(p.business_postal_code),
    business_city: text(p.business_city),
    business_region: text(p.business_region),
    business_country: text(p.business_country),
    business_vat_id: text(p.business_vat_id),
    business_registration_id: text(p.business_registration_id),
    payment_iban: text(p.payment_iban),
    payment_bic: text(p.payment_bic),
    payment_account_name: text(p.payment_account_name),
    payment_instructions: text(p.payment_instructions),
    taxes: (p.taxes ?? []).map(taxRowOf),
    default_tax_id: text(p.default_tax_id),
    reminders: (p.reminders ?? []).map(({ days, anchor }) => ({ days, anchor })),
    reminder_repeat_days: p.reminder_repeat_days ?? 0,
    reminder_max_repeats: p.reminder_max_repeats ?? 0,
    late_fee_type: p.late_fee?.type ?? 'off',
    late_fee_value: p.late_fee ? String(p.late_fee.value) : null,
    quote_reminder_days: p.quote_reminder_days ?? 0,
    time_zone: text(p.time_zone),
    language: text(p.language),
  };
}

const addressLinesOf = (lines: string[] | null | undefined) =>
  Array.from({ length: MAX_ADDRESS_LINES }, (_, index) => lines?.[index] ?? '');

const isVatCategory = (code: string): code is VatCategory =>
  (VAT_CATEGORIES as readonly string[]).includes(code);

const taxRowOf = (tax: PreferredTax): TaxRow => ({
  id: tax.id,
  name: tax.name,
  rate: String(tax.rate),
  category: isVatCategory(tax.category) ? tax.category : DEFAULT_VAT_CATEGORY,
  compound: tax.compound,
});

/** A new tax row: an id no row has ('tax-3'), the standard category, no rate yet. */
export function newTaxRow(taxes: TaxRow[]): TaxRow {
  const taken = new Set(taxes.map((tax) => tax.id));
  let number = taxes.length + 1;
  while (taken.has(`tax-${number}`)) number += 1;
  return { id: `tax-${number}`, name: '', rate: null, category: DEFAULT_VAT_CATEGORY, compound: false };
}

/** The default tax a save names: the chosen one while it is still listed, else the first, else none. */
function defaultTaxIdOf(values: PreferencesFormValues): string {
  const taxes = values.taxes ?? [];
  if (taxes.some((tax) => tax.id === values.default_tax_id)) return values.default_tax_id;
  return taxes[0]?.id ?? '';
}

/** An id no current field has (ids are numbers, per the spec's {id, name}). */
export const nextCustomFieldId = (fields: CustomField[]): number =>
  fields.reduce((highest, field) => Math.max(highest, field.id), 0) + 1;

/**
 * What Save sends: custom fields with blank names dropped, and null when none remain; logo_url or
 * null; an emptied prefix or number falls back to the spec's default.
 */
export function payloadOf(values: PreferencesFormValues): PreferencesPayload {
  const named = (values.custom_fields ?? [])
    .map((field) => ({ id: field.id, name: (field.name ?? '').trim() }))
    .filter((field) => field.name !== '');
  return {
    business_name: values.business_name ?? '',
    business_email: (values.business_email ?? '').trim(),
    business_address: values.business_address ?? '',
    business_phone: values.business_phone ?? '',
    business_website: (values.business_website ?? '').trim(),
    default_currency: values.default_currency || PREFERENCE_DEFAULTS.currency,
    tax_rate: values.tax_rate ?? PREFERENCE_DEFAULTS.taxRate,
    invoice_prefix: (values.invoice_prefix ?? '').trim() || PREFERENCE_DEFAULTS.invoicePrefix,
    next_invoice_number: values.next_invoice_number ?? PREFERENCE_DEFAULTS.nextNumber,
    invoice_terms: values.invoice_terms ?? '',
    invoice_validity_days: values.invoice_validity_days ?? null,
    invoice_notes: values.invoice_notes ?? '',
    quote_prefix: (values.quote_prefix ?? '').trim() || PREFERENCE_DEFAULTS.quotePrefix,
    next_quote_number: values.next_quote_number ?? PREFERENCE_DEFAULTS.nextNumber,
    quote_terms: values.quote_terms ?? '',
    quote_validity_days: values.quote_validity_days ?? null,
    quote_notes: values.quote_notes ?? '',
    logo_url: values.logo_url || null,
    custom_fields: named.length > 0 ? named : null,
    business_address_lines: (values.business_address_lines ?? [])
      .map((line) => (line ?? '').trim())
      .filter(Boolean),
    business_postal_code: trimmed(values.business_postal_code),
    business_city: trimmed(values.business_city),
    business_region: trimmed(values.business_region),
    business_country: values.business_country ?? '',
    business_vat_id: trimmed(values.business_vat_id),
    business_registration_id: trimmed(values.business_registration_id),
    payment_iban: trimmed(values.payment_iban),
    payment_bic: trimmed(values.payment_bic),
    payment_account_name: trimmed(values.payment_account_name),
    payment_instructions: trimmed(values.payment_instructions),
    taxes: (values.taxes ?? []).map((tax) => ({
      id: tax.id,
      name: (tax.name ?? '').trim(),
      rate: tax.rate || '0',
      category: tax.category,
      compound: tax.compound ?? false,
    })),
    default_tax_id: defaultTaxIdOf(values),
    ...reminderPayloadOf(values),
    language: values.language ?? '',
  };
}

/** The reminder fields as the API names them: 0 for 'none', a late fee or null when off. */
function reminderPayloadOf(values: PreferencesFormValues) {
  const feeType = values.late_fee_type ?? 'off';
  return {
    reminders: (values.reminders ?? []).map(({ days, anchor }) => ({
      days: anchor === 'on_due' ? 0 : days,
      anchor,
    })),
    reminder_repeat_days: values.reminder_repeat_days ?? 0,
    reminder_max_repeats: values.reminder_max_repeats ?? 0,
    late_fee: feeType === 'off' ? null : { type: feeType, value: values.late_fee_value || '0' },
    quote_reminder_days: values.quote_reminder_days ?? 0,
    time_zone: values.time_zone ?? '',
  };
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** The server's own wording of a refusal (`{ success: false, error }`), else the spec's fallback. */
export function serverErrorText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return fallback;
}

/** A non-ok answer (other than 404) vs. a call that never got one. */
export const loadErrorText = (error: unknown): string =>
  typeof (error as { status?: unknown } | undefined)?.status === 'number'
    ? 'Failed to fetch preferences'
    : 'Failed to load form settings';
