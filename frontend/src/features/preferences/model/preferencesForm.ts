import { DEFAULT_CURRENCY, MAX_CUSTOM_COLUMNS } from '@paydraft/invoice-core';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import type { PreferencesPayload } from '../api/preferencesApi';

export type CustomField = { id: number; name: string };

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
};

/** Spec 001 section 9: USD, INV and QUO, next number 1, validity 30 days, tax 0. */
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
  };
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
  };
}

/** The server's own wording of a refusal (`{ success: false, error }`), else the spec's fallback. */
export function serverErrorText(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return fallback;
}

/** Spec 001 section 8: a non-ok answer (other than 404) vs. a call that never got one. */
export const loadErrorText = (error: unknown): string =>
  typeof (error as { status?: unknown } | undefined)?.status === 'number'
    ? 'Failed to fetch preferences'
    : 'Failed to load form settings';
