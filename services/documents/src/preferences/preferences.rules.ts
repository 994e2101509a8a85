import { type FormPreferences, ServiceErrorReasons } from '@paydraft/contracts';
import { findCurrency, MAX_CUSTOM_COLUMNS, normalizeWebsite, WEBSITE_MESSAGE } from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';
import Decimal from 'decimal.js';

/** Prefixes go into document numbers ('INV-7'): letters, digits, '_' and '-' only. */
const PREFIX = /^[A-Za-z0-9_-]{1,20}$/;
const MAX_VALIDITY_DAYS = 3650;

/**
 * The service's own check of what it stores (the gateway validates the body first, with messages for
 * the page): a bad value here is a coded 400, never a stored surprise.
 */
export function checkPreferences(input: FormPreferences): void {
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
  if (problems.length > 0) {
    throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, problems.join('. '));
  }
}

function isPercent(value: string): boolean {
  try {
    const percent = new Decimal(value);
    return percent.gte(0) && percent.lte(100);
  } catch {
    return false;
  }
}
