import { type DocumentFields, ServiceErrorReasons } from '@paydraft/contracts';
import { calculateTotals, COLUMN_ID_MESSAGE, findCurrency, isSafeColumnId } from '@paydraft/invoice-core';
import { ServiceException } from '@paydraft/nest-kit';
import { DEFAULT_STATUS, STATUSES, type DocumentTypeName } from './statuses';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})?$/;

/**
 * What a save writes from the page's fields: checked against the type's statuses, with the total
 * computed here by invoice-core (a total the page sends is never read).
 */
export function documentContent(type: DocumentTypeName, fields: DocumentFields) {
  const status = fields.status || DEFAULT_STATUS;
  const currency = fields.currency.trim().toUpperCase();
  const problems: string[] = [];
  if (!STATUSES[type].includes(status)) {
    problems.push(`Status of a ${type} must be one of ${STATUSES[type].join(', ')}`);
  }
  if (!findCurrency(currency)) problems.push('Unknown currency');
  if (!ISO_DATE.test(fields.issueDate) || !ISO_DATE.test(fields.dueOrExpiryDate)) {
    problems.push('Dates must be YYYY-MM-DD');
  }
  // The store keys an item's values by column id: one it cannot key by would fail the write itself.
  const columnIds = [
    ...fields.customColumns.map((column) => column.id),
    ...fields.items.flatMap((item) => Object.keys(item.cols)),
  ];
  if (!columnIds.every(isSafeColumnId)) problems.push(COLUMN_ID_MESSAGE);
  if (problems.length > 0) {
    throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, problems.join('. '));
  }
  const items = fields.items.map(({ description, qty, price, cols }) => ({ description, qty, price, cols }));
  const totals = calculateTotals({
    items,
    discountPercentage: fields.discountPercentage,
    taxRate: fields.taxRate,
    currency,
  });
  return {
    clientId: fields.clientId,
    status,
    issueDate: fields.issueDate,
    dueOrExpiryDate: fields.dueOrExpiryDate,
    poNumber: fields.poNumber,
    paymentTerms: fields.paymentTerms,
    currency,
    taxRate: fields.taxRate || '0',
    discountPercentage: fields.discountPercentage || '0',
    senderInfo: fields.senderInfo,
    receiverInfo: fields.receiverInfo,
    items,
    customColumns: fields.customColumns.map(({ id, label }) => ({ id, label })),
    notes: fields.notes,
    totalAmount: totals.total,
  };
}
