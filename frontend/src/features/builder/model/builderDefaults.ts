import { DEFAULT_CURRENCY, MAX_CUSTOM_COLUMNS, type CustomColumn } from '@paydraft/invoice-core';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import type { DocumentType } from './builderState';

export type { FormPreferences };

/** What a new invoice or quote starts with, per type (form preferences' invoice_… and quote_… fields). */
export type TypeDefaults = {
  prefix: string;
  nextNumber: number;
  /** Payment terms. */
  terms: string;
  notes: string;
  /** The due (or 'valid until') date is the issue date plus this many days. */
  validityDays: number;
};

/** Everything a new document takes from its owner's form preferences; the public page uses the spec's. */
export type BuilderDefaults = {
  currency: string;
  /** Percent, as text so 8.25 stays exact; null leaves the field empty. */
  taxRate: string | null;
  senderInfo: string;
  /** The saved logo, fetched by the page as a file so the PDF can carry it. */
  logo: File | null;
  customColumns: CustomColumn[];
  invoice: TypeDefaults;
  quote: TypeDefaults;
};

/** The spec's defaults: USD, prefixes INV and QUO, validity 30 days, nothing else filled in. */
export const PUBLIC_DEFAULTS: BuilderDefaults = {
  currency: DEFAULT_CURRENCY,
  taxRate: null,
  senderInfo: '',
  logo: null,
  customColumns: [],
  invoice: { prefix: 'INV', nextNumber: 1, terms: '', notes: '', validityDays: 30 },
  quote: { prefix: 'QUO', nextNumber: 1, terms: '', notes: '', validityDays: 30 },
};

const filled = (text: string | null | undefined): text is string => (text ?? '').trim() !== '';

/**
 * The builder's defaults from saved preferences, the spec's where one is missing. The sender text is
 * the business details one per line; the logo (logo_url) is left to the page, which fetches it.
 */
export function defaultsFromPreferences(
  preferences: FormPreferences,
  logo: File | null = null,
): BuilderDefaults {
  const typeDefaults = (type: DocumentType): TypeDefaults => {
    const base = PUBLIC_DEFAULTS[type];
    const [prefix, next, terms, notes, validity] =
      type === 'invoice'
        ? [
            preferences.invoice_prefix,
            preferences.next_invoice_number,
            preferences.invoice_terms,
            preferences.invoice_notes,
            preferences.invoice_validity_days,
          ]
        : [
            preferences.quote_prefix,
            preferences.next_quote_number,
            preferences.quote_terms,
            preferences.quote_notes,
            preferences.quote_validity_days,
          ];
    return {
      prefix: filled(prefix) ? prefix.trim() : base.prefix,
      nextNumber: next ?? base.nextNumber,
      terms: terms ?? base.terms,
      notes: notes ?? base.notes,
      validityDays: validity ?? base.validityDays,
    };
  };
  const sender = [
    preferences.business_name,
    preferences.business_address,
    preferences.business_phone,
    preferences.business_email,
    preferences.business_website,
  ].filter(filled);
  return {
    currency: filled(preferences.default_currency) ? preferences.default_currency : PUBLIC_DEFAULTS.currency,
    taxRate:
      preferences.tax_rate === null || preferences.tax_rate === undefined
        ? null
        : String(preferences.tax_rate),
    senderInfo: sender.join('\n'),
    logo,
    customColumns: (preferences.custom_fields ?? [])
      .slice(0, MAX_CUSTOM_COLUMNS)
      .map((field) => ({ id: `field-${field.id}`, label: field.name })),
    invoice: typeDefaults('invoice'),
    quote: typeDefaults('quote'),
  };
}

/** 'INV-1': the prefix, a dash and the next number, unpadded, as the server numbers documents. */
export const documentNumberOf = ({ prefix, nextNumber }: TypeDefaults): string => `${prefix}-${nextNumber}`;
