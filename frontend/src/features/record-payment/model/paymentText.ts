import { formatLongDate } from '@paydraft/invoice-core';
import { documentAmount } from '../../../shared/documents/documentMoney';

/** An amount in the invoice's currency ('€80.00'); an unreadable one shows as its raw text. */
export const moneyText = (amount: string, currency: string) =>
  documentAmount({ document_type: 'invoice', total_amount: amount, currency });

/** '2026-11-26' → 'November 26, 2026'; the raw text when it is not a date. */
export const paymentDate = (date: string) => formatLongDate(date) || date;
