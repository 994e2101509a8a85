import { moneyWriteIf } from '@paydraft/nest-kit';

/** The types that hold money: what the client owes or is owed, under a number from the owner's sequence. */
const MONEY_TYPES: readonly string[] = ['invoice', 'credit_note'];

/**
 * The options of a write of one document (docs/operations/mongodb.md): money's write concern when the
 * document is an issued invoice or credit note, in any status but draft before or after the write. A
 * draft's save and a quote's edit take the default; payments and decisions ask for it themselves.
 */
export const issuedDocumentWrite = (type: string, ...statuses: string[]) =>
  moneyWriteIf(MONEY_TYPES.includes(type) && statuses.some((status) => status !== 'draft'));

/** An invoice or credit note is numbered when it is written first, draft or not: a lost one leaves a gap. */
export const newDocumentWrite = (type: string) => moneyWriteIf(MONEY_TYPES.includes(type));
