import { type DocumentFields, ServiceErrorReasons } from '@paydraft/contracts';
import {
  COLUMN_ID_MESSAGE,
  findCurrency,
  isSafeColumnId,
  languageOrNone,
  unsupportedLanguageMessage,
  moneyModelProblems,
  reminderRulesField,
} from '@paydraft/invoice-core';
import { DEFAULT_LANGUAGE, type LanguageTag } from '@paydraft/i18n';
import { ServiceException } from '@paydraft/nest-kit';
import { savedReminders } from '../reminders/invoice-reminders';
import { documentTotals } from './document-totals';
import { partyTextOf, taxRecord, type PartyRecord, type PaymentRecord } from './money-model-records';
import { DEFAULT_STATUS, STATUSES, type DocumentTypeName } from './statuses';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})?$/;

/**
 * The seller, buyer and payment a save keeps: the body's, else taken from the preferences and the
 * client; and the language it is printed in (party-snapshots.ts says whose).
 */
export type Snapshots = {
  seller?: PartyRecord;
  buyer?: PartyRecord;
  payment?: PaymentRecord;
  language?: LanguageTag;
};

/** Refuses fields no document may have (a status of the other type, a bad date, an unknown tax...). */
export function checkDocumentFields(type: DocumentTypeName, fields: DocumentFields) {
  const problems = problemsOf(
    type,
    fields,
    fields.status || DEFAULT_STATUS,
    fields.currency.trim().toUpperCase(),
  );
  if (problems.length > 0) {
    throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, problems.join('. '));
  }
}

function problemsOf(type: DocumentTypeName, fields: DocumentFields, status: string, currency: string) {
  const problems: string[] = [];
  if (!STATUSES[type].includes(status)) {
    problems.push(`Status of a ${type} must be one of ${STATUSES[type].join(', ')}`);
  }
  if (!findCurrency(currency)) problems.push('Unknown currency');
  if (languageOrNone(fields.language) === undefined)
    problems.push(unsupportedLanguageMessage(fields.language));
  if (![fields.issueDate, fields.dueOrExpiryDate, fields.deliveryDate].every((date) => ISO_DATE.test(date))) {
    problems.push('Dates must be YYYY-MM-DD');
  }
  // The store keys an item's values by column id: one it cannot key by would fail the write itself.
  const columnIds = [
    ...fields.customColumns.map((column) => column.id),
    ...fields.items.flatMap((item) => Object.keys(item.cols)),
  ];
  if (!columnIds.every(isSafeColumnId)) problems.push(COLUMN_ID_MESSAGE);
  // The gateway's schema says these first; asked again here, where the totals are computed.
  const moneyModel = moneyModelProblems({
    taxes: fields.taxes,
    prices_include_tax: fields.pricesIncludeTax,
    items: fields.items.map((item) => ({ tax_ids: item.taxIds })),
  });
  const reminders = reminderProblems(fields);
  return [...problems, ...moneyModel.map((problem) => problem.message), ...reminders];
}

/** The invoice's own reminders, checked by the rule the gateway and the preferences use. */
function reminderProblems(fields: DocumentFields): string[] {
  const checked = reminderRulesField.safeParse(fields.reminders?.rules ?? []);
  return checked.success ? [] : checked.error.issues.slice(0, 1).map((issue) => issue.message);
}

/**
 * What a save writes from the page's fields and the save's snapshots: checked against the type's
 * statuses, with the totals computed here by invoice-core (a total the page sends is never read).
 * Sender and receiver text the user left empty is written from the snapshot.
 */
export function documentContent(type: DocumentTypeName, fields: DocumentFields, snapshots: Snapshots = {}) {
  checkDocumentFields(type, fields);
  const status = fields.status || DEFAULT_STATUS;
  const currency = fields.currency.trim().toUpperCase();
  const items = fields.items.map(({ description, qty, price, cols, taxIds, discountPercentage, unit }) => ({
    description,
    qty,
    price,
    cols,
    taxIds: [...taxIds],
    discountPercentage: discountPercentage || '0',
    unit,
  }));
  const money = {
    taxes: fields.taxes.map(taxRecord),
    pricesIncludeTax: fields.pricesIncludeTax,
    taxRate: fields.taxRate || '0',
    discountPercentage: fields.discountPercentage || '0',
    currency,
  };
  return {
    clientId: fields.clientId,
    status,
    issueDate: fields.issueDate,
    dueOrExpiryDate: fields.dueOrExpiryDate,
    poNumber: fields.poNumber,
    paymentTerms: fields.paymentTerms,
    ...money,
    senderInfo: fields.senderInfo.trim() ? fields.senderInfo : partyTextOf(snapshots.seller),
    receiverInfo: fields.receiverInfo.trim() ? fields.receiverInfo : partyTextOf(snapshots.buyer),
    items,
    customColumns: fields.customColumns.map(({ id, label }) => ({ id, label })),
    notes: fields.notes,
    seller: snapshots.seller,
    buyer: snapshots.buyer,
    payment: snapshots.payment,
    buyerReference: fields.buyerReference,
    deliveryDate: fields.deliveryDate,
    reminders: savedReminders(type, fields),
    language: snapshots.language ?? DEFAULT_LANGUAGE,
    ...documentTotals({ ...money, items }),
  };
}
