import type { PaymentRecorded } from '@paydraft/contracts';
import { formatDate, translator, type LanguageTag } from '@paydraft/i18n';
import { PAYMENT_METHODS, type PaymentMethod } from '@paydraft/invoice-core';
import { moneyOf } from '../templates/mail-money';
import { oneLine } from '../templates/mail-templates';

const KNOWN_METHODS: ReadonlySet<string> = new Set(PAYMENT_METHODS);

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
  return KNOWN_METHODS.has(method)
    ? translator(language)(`common:paymentMethod.${method as PaymentMethod}`)
    : method;
}
