import {
  DEFAULT_CURRENCY,
  MAX_CUSTOM_COLUMNS,
  MAX_TAXES,
  VAT_CATEGORIES,
  type CustomColumn,
  type VatCategory,
} from '@paydraft/invoice-core';
import { DEFAULT_LANGUAGE, resolveLanguage } from '@paydraft/i18n';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';
import type { DocumentType } from './documentType';
import {
  EMPTY_PARTY,
  EMPTY_PAYMENT,
  isFilled,
  type PartyFields,
  type PaymentFields,
  type TaxRow,
} from './moneyFields';

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
  /** Default taxes; none keeps the spec's single 'Tax rate (%)'. */
  taxes: TaxRow[];
  /** The tax a new line pays. */
  defaultTaxId: string | null;
  /** The business as a structured seller; empty unless its structured address or numbers are set. */
  seller: PartyFields;
  payment: PaymentFields;
  invoice: TypeDefaults;
  quote: TypeDefaults;
  /** Credit notes are made from an invoice (numbered CN-n by the server), never from preferences. */
  credit_note: TypeDefaults;
  /** The document language a new document starts in: the owner's default, en-US on the public page. */
  language: string;
};

/** The spec's defaults: USD, prefixes INV and QUO, validity 30 days, nothing else filled in. */
export const PUBLIC_DEFAULTS: BuilderDefaults = {
  currency: DEFAULT_CURRENCY,
  taxRate: null,
  senderInfo: '',
  logo: null,
  customColumns: [],
  taxes: [],
  defaultTaxId: null,
  seller: EMPTY_PARTY,
  payment: EMPTY_PAYMENT,
  invoice: { prefix: 'INV', nextNumber: 1, terms: '', notes: '', validityDays: 30 },
  quote: { prefix: 'QUO', nextNumber: 1, terms: '', notes: '', validityDays: 30 },
  credit_note: { prefix: 'CN', nextNumber: 1, terms: '', notes: '', validityDays: 0 },
  language: DEFAULT_LANGUAGE,
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
  const typeDefaults = (type: Exclude<DocumentType, 'credit_note'>): TypeDefaults => {
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
    ...moneyDefaults(preferences),
    invoice: typeDefaults('invoice'),
    quote: typeDefaults('quote'),
    credit_note: PUBLIC_DEFAULTS.credit_note,
    language: resolveLanguage(preferences.language),
  };
}

const textOf = (value: string | null | undefined): string => value ?? '';

const categoryOf = (category: string | null | undefined): VatCategory =>
  VAT_CATEGORIES.find((known) => known === category) ?? 'S';

/** The default taxes, the structured seller and the bank details of the preferences. */
function moneyDefaults(
  preferences: FormPreferences,
): Pick<BuilderDefaults, 'taxes' | 'defaultTaxId' | 'seller' | 'payment'> {
  const taxes: TaxRow[] = (preferences.taxes ?? []).slice(0, MAX_TAXES).map((tax) => ({
    id: tax.id,
    name: textOf(tax.name),
    rate: tax.rate === null || tax.rate === undefined ? null : String(tax.rate),
    category: categoryOf(tax.category),
    compound: tax.compound === true,
  }));
  const defaultTaxId = taxes.some((tax) => tax.id === preferences.default_tax_id)
    ? (preferences.default_tax_id ?? null)
    : null;
  const structured = {
    address_lines: (preferences.business_address_lines ?? []).filter(filled),
    postal_code: textOf(preferences.business_postal_code),
    city: textOf(preferences.business_city),
    region: textOf(preferences.business_region),
    country: textOf(preferences.business_country),
    vat_id: textOf(preferences.business_vat_id),
    registration_id: textOf(preferences.business_registration_id),
  };
  // Name, email and phone alone are the sender text already: the seller is only the structured part's.
  const seller: PartyFields = isFilled(structured)
    ? {
        ...structured,
        name: textOf(preferences.business_name),
        email: textOf(preferences.business_email),
        phone: textOf(preferences.business_phone),
      }
    : EMPTY_PARTY;
  return {
    taxes,
    defaultTaxId,
    seller,
    payment: {
      iban: textOf(preferences.payment_iban),
      bic: textOf(preferences.payment_bic),
      account_name: textOf(preferences.payment_account_name),
      reference: '',
      instructions: textOf(preferences.payment_instructions),
    },
  };
}

/** 'INV-1': the prefix, a dash and the next number, unpadded, as the server numbers documents. */
export const documentNumberOf = ({ prefix, nextNumber }: TypeDefaults): string => `${prefix}-${nextNumber}`;
