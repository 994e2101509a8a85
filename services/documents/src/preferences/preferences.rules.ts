import { type FormPreferences, ServiceErrorReasons } from '@paydraft/contracts';
import {
  findCurrency,
  languageOrNone,
  MAX_CUSTOM_COLUMNS,
  normalizeWebsite,
  reminderPreferencesSchema,
  type ReminderPreferences,
  sellerPreferencesSchema,
  type SellerPreferences,
  unsupportedLanguageMessage,
  WEBSITE_MESSAGE,
} from '@paydraft/invoice-core';
import type { LanguageTag } from '@paydraft/i18n';
import { ServiceException } from '@paydraft/nest-kit';
import Decimal from 'decimal.js';
import { reminderFieldsOf } from './reminder-preferences';

/** Prefixes go into document numbers ('INV-7'): letters, digits, '_' and '-' only. */
const PREFIX = /^[A-Za-z0-9_-]{1,20}$/;
const MAX_VALIDITY_DAYS = 3650;

/** The checked structured seller and reminder settings, written as they are stored. */
export type CheckedPreferences = {
  seller: SellerPreferences;
  reminders: ReminderPreferences;
  language: LanguageTag | '';
};

/**
 * The service's own check of what it stores (the gateway validates the body first, with messages for
 * the page): a bad value here is a coded 400, never a stored surprise.
 */
export function checkPreferences(input: FormPreferences): CheckedPreferences {
  const problems: string[] = [];
  if (!findCurrency(input.defaultCurrency)) problems.push('Unknown currency');
  if (!isPercent(input.taxRate)) problems.push('Tax rate must be a number from 0 to 100');
  if (!PREFIX.test(input.invoicePrefix) || !PREFIX.test(input.quotePrefix)) {
    problems.push('Prefixes must be 1-20 letters, digits, _ or -');
  }
  if (input.nextInvoiceNumber < 1 || input.nextQuoteNumber < 1)
    problems.push('Next numbers must be 1 or more');
  if (input.invoiceValidityDays > MAX_VALIDITY_DAYS || input.quoteValidityDays > MAX_VALIDITY_DAYS) {
    problems.push(`Validity days must be at most ${MAX_VALIDITY_DAYS}`);
  }
  if (normalizeWebsite(input.businessWebsite) === null) problems.push(WEBSITE_MESSAGE);
  if (input.customFields.length > MAX_CUSTOM_COLUMNS) problems.push('Maximum 2 custom fields allowed');
  const seller = sellerPreferencesSchema.safeParse(sellerFieldsOf(input));
  if (!seller.success) problems.push(...new Set(seller.error.issues.map((issue) => issue.message)));
  const reminders = reminderPreferencesSchema.safeParse(reminderFieldsOf(input));
  if (!reminders.success) problems.push(...new Set(reminders.error.issues.map((issue) => issue.message)));
  const language = languageOrNone(input.language);
  if (language === undefined) problems.push(unsupportedLanguageMessage(input.language));
  if (problems.length > 0 || !seller.success || !reminders.success || language === undefined) {
    throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, problems.join('. '));
  }
  return { seller: seller.data, reminders: reminders.data, language };
}

/** The structured fields of the contract's preferences, in the names invoice-core's schema reads. */
function sellerFieldsOf(input: FormPreferences) {
  return {
    business_address_lines: input.businessAddressLines,
    business_postal_code: input.businessPostalCode,
    business_city: input.businessCity,
    business_region: input.businessRegion,
    business_country: input.businessCountry,
    business_vat_id: input.businessVatId,
    business_registration_id: input.businessRegistrationId,
    payment_iban: input.paymentIban,
    payment_bic: input.paymentBic,
    payment_account_name: input.paymentAccountName,
    payment_instructions: input.paymentInstructions,
    taxes: input.taxes.map(({ id, name, rate, category, compound }) => ({
      id,
      name,
      rate,
      category: category || undefined,
      compound,
    })),
    default_tax_id: input.defaultTaxId,
  };
}

function isPercent(value: string): boolean {
  try {
    const percent = new Decimal(value);
    return percent.gte(0) && percent.lte(100);
  } catch {
    return false;
  }
}
