import type { PaymentRecorded } from '@paydraft/contracts';
import { documentLocale, formatDate, type LanguageTag } from '@paydraft/i18n';
import { paymentMethodLabelIn } from '@paydraft/invoice-core';
import { oneLine } from '@paydraft/mail-templates';
import { moneyOf } from '../templates/mail-money';

/** What the payment mails say of a payment, its amounts and day written as `language` writes them. */
export function paymentFacts(event: PaymentRecorded, language: LanguageTag) {
  const left = Number(event.balanceDue) > 0;
  return {
    invoiceNumber: oneLine(event.invoiceNumber),
    amount: moneyOf(event.amount, event.currency, language),
    paidOn: formatDate(event.date, language) || event.date,
    balanceDue: left ? moneyOf(event.balanceDue, event.currency, language) : '',
  };
}

/** A stored payment method as people say it in `language` ('Überweisung'); one we do not know, as stored. */
export function methodWords(method: string, language: LanguageTag): string {
  return paymentMethodLabelIn(method, documentLocale(language)) ?? method;
}
