export {
  CURRENCIES,
  currencyDigits,
  DEFAULT_CURRENCY,
  findCurrency,
  type Currency,
} from './currency/currencies';
export {
  calculateTotals,
  type TaxLine,
  type Totals,
  type TotalsInput,
  type TotalsItem,
} from './money/calculate-totals';
export { documentTotals, type DocumentMoneyFields } from './money/document-totals';
export { LEGACY_TAX_ID, type TaxInput } from './money/tax-groups';
export {
  DEFAULT_VAT_CATEGORY,
  isRatedCategory,
  VAT_CATEGORIES,
  VAT_CATEGORY_NAMES,
  type VatCategory,
} from './document/vat-category';
export { lineTaxIdsField, taxesField, taxSchema, type TaxDefinition } from './document/taxes.schema';
export { MAX_LINE_TAXES, MAX_TAXES, taxProblems, type TaxDraft } from './rules/tax-rules';
export {
  addressLinesField,
  countryField,
  MAX_ADDRESS_LINES,
  partySchema,
  vatIdField,
  type Party,
  type PartyInput,
} from './document/party.schema';
export {
  accountNameField,
  bicField,
  ibanField,
  paymentSchema,
  type PaymentDetails,
} from './document/payment.schema';
export {
  DEFAULT_TAX_MESSAGE,
  sellerPreferenceFields,
  sellerPreferencesSchema,
  withDefaultTaxRule,
  type SellerPreferences,
  type SellerPreferencesInput,
} from './document/seller-preferences.schema';
export {
  reminderPreferenceFields,
  reminderPreferencesSchema,
  reminderRulesField,
  timeZoneField,
  type ReminderPreferences,
  type ReminderPreferencesInput,
} from './document/reminder-preferences.schema';
export { canonicalTimeZone, isTimeZone, TIME_ZONE_MESSAGE } from './rules/time-zone';
export {
  languageField,
  languageOrNone,
  optionalLanguageField,
  unsupportedLanguageMessage,
} from './rules/language';
export { COMPOUND_WITH_INCLUSIVE_MESSAGE, moneyModelProblems } from './document/money-model-rules';
export { partyText } from './document/party-text';
export { countryName, isCountryCode, COUNTRY_MESSAGE } from './rules/country';
export { compactVatNumber, isAcceptableVatNumber } from './rules/vat-number';
export {
  compactIban,
  isAcceptableBic,
  isAcceptableIban,
  isAcceptablePaymentReference,
} from './rules/payment-ids';
export { formatMoney } from './money/format-money';
export { formatPrice, MAX_RATE_DECIMALS } from './money/format-price';
export {
  creditsInvoiceLine,
  documentKindLabel,
  receiverLabel,
  type DocumentKind,
} from './money/document-labels';
export {
  totalsRows,
  type TotalsRow,
  type TotalsRowKey,
  type TotalsRows,
  type TotalsRowsInput,
} from './money/totals-rows';
export {
  canAddCustomColumn,
  COLUMN_ID_MESSAGE,
  columnValue,
  defaultColumnLabel,
  isSafeColumnId,
  MAX_CUSTOM_COLUMNS,
  MAX_CUSTOM_COLUMNS_MESSAGE,
  type CustomColumn,
} from './rules/custom-columns';
export { dropEmptyItems, isEmptyItem, type LineItemInput } from './rules/empty-items';
export { withSafeColumnIds } from './rules/legacy-column-ids';
export { FREE_DAILY_LIMIT } from './rules/free-limit';
export {
  checkLogo,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOGO_UPLOAD_ACTION,
  LogoProblem,
  type LogoFile,
} from './rules/logo';
export { normalizeWebsite, WEBSITE_MESSAGE } from './rules/website';
export { toNonNegativeNumber, type NumberInput } from './rules/non-negative-number';
export {
  documentSchema,
  lineItemSchema,
  pdfRequestSchema,
  precedingInvoiceSchema,
  withMoneyModelRules,
  type DocumentData,
  type DocumentInput,
  type LineItem,
  type PdfRequest,
  type PdfRequestInput,
} from './document/document.schema';
export { MAX_DESCRIPTIONS_LENGTH, MAX_ITEMS, NOTES_MAX_LENGTH } from './document/document-limits';
export { formatLongDate } from './document/long-date';
export { APP_ROUTES, isAppRoute } from './routes/app-routes';
export { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from './routes/session-hint';
export {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  PAGE_META,
  resolvePageMeta,
  SITE_NAME,
  type PageMeta,
} from './routes/page-meta';
export {
  EINVOICE_PROFILES,
  einvoiceProblems,
  type EInvoiceCheckOptions,
  type EInvoiceProblem,
  type EInvoiceProfile,
  type EInvoiceSubject,
} from './einvoice/einvoice-problems';
export { peppolVatScheme } from './einvoice/peppol-vat-scheme';
export {
  isPastDue,
  PAYMENT_METHODS,
  paymentBalance,
  statusAfterPayments,
  type PaymentBalance,
  type PaymentMethod,
  type PaymentStatusInput,
} from './payments/payment-balance';
export { paymentRows, type PaymentRowsInput } from './payments/payment-rows';
export {
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  paymentMethodLabelIn,
} from './payments/payment-method-label';
export {
  LATE_FEE_TYPES,
  MAX_REMINDER_DAYS,
  MAX_REMINDER_REPEATS,
  MAX_REMINDERS,
  REMINDER_ANCHORS,
  reminderOffsetDays,
  type LateFee,
  type LateFeeType,
  type ReminderAnchor,
  type ReminderRule,
} from './reminders/reminder-rules';
export {
  REMINDER_SEND_HOUR,
  dayIn,
  daysLate,
  isFirstLateReminder,
  lateFeeAmount,
  quoteReminderInstant,
  reminderCount,
  reminderDate,
  reminderInstant,
  reminderZone,
  sendInstant,
  shiftDate,
  type ReminderPlan,
} from './reminders/reminder-schedule';
export {
  FREQUENCY_STEP,
  RECURRING_FREQUENCIES,
  RECURRING_FREQUENCY_LABELS,
  type RecurringFrequency,
} from './recurring/recurring-frequency';
export {
  calendarDay,
  isCalendarDate,
  isPastEnd,
  isSendTime,
  lastOccurrenceDate,
  occurrenceDate,
  occurrenceInstant,
  type RecurringEndRule,
  type RecurringSchedule,
} from './recurring/recurring-dates';
export {
  periodLabel,
  RECURRING_PLACEHOLDERS,
  resolvePlaceholders,
  type Occurrence,
  type PlaceholderLocale,
} from './recurring/recurring-placeholders';
