export {
  CURRENCIES,
  DEFAULT_CURRENCY,
  findCurrency,
  searchCurrencies,
  type Currency,
} from './currency/currencies';
export { calculateTotals, type Totals, type TotalsInput, type TotalsItem } from './money/calculate-totals';
export { formatMoney } from './money/format-money';
export { formatRate, MAX_RATE_DECIMALS } from './money/format-rate';
export { receiverLabel, type DocumentKind } from './money/document-labels';
export {
  totalsRows,
  type TotalsRow,
  type TotalsRowKey,
  type TotalsRows,
  type TotalsRowsInput,
} from './money/totals-rows';
export {
  canAddCustomColumn,
  defaultColumnLabel,
  MAX_CUSTOM_COLUMNS,
  MAX_CUSTOM_COLUMNS_MESSAGE,
  type CustomColumn,
} from './rules/custom-columns';
export { dropEmptyItems, isEmptyItem, type BuilderItem } from './rules/empty-items';
export { FREE_DAILY_LIMIT } from './rules/free-limit';
export {
  checkLogo,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOGO_UPLOAD_FAILED_TITLE,
  LogoProblem,
  type LogoFile,
} from './rules/logo';
export { toNonNegativeNumber, type NumberInput } from './rules/non-negative-number';
export {
  builderDocumentSchema,
  MAX_ITEMS,
  type BuilderDocument,
  type BuilderDocumentInput,
} from './document/builder-document.schema';
export { formatLongDate } from './document/long-date';
