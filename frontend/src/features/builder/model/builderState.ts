import {
  canAddCustomColumn,
  columnValue,
  defaultColumnLabel,
  dropEmptyItems,
  type DocumentData,
  type PdfRequestInput,
  type CustomColumn,
} from '@paydraft/invoice-core';
import dayjs, { type Dayjs } from 'dayjs';
import { documentNumberOf, type BuilderDefaults } from './builderDefaults';

export type DocumentType = DocumentData['document_type'];

/** One row of the items table, in the document's words. Numbers stay as the text typed, so 0.1 is never a float. */
export type ItemRow = {
  key: string;
  description: string;
  qty: string | null;
  price: string | null;
  cols: Record<string, string>;
};

/** The document being edited (the document's fields, camel-cased) and what only the page holds. */
export type BuilderState = {
  documentType: DocumentType;
  senderInfo: string;
  receiverInfo: string;
  /** The client picked in the dashboard; typing in the receiver text drops it. */
  clientId: string | null;
  logo: File | null;
  documentNumber: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  dueOrExpiryDate: string;
  poNumber: string;
  paymentTerms: string;
  currency: string;
  columns: CustomColumn[];
  items: ItemRow[];
  discountPercentage: string | null;
  taxRate: string | null;
  notes: string;
  /** Lines around every cell of the PDF's items table. */
  tableBorder: boolean;
  /** Where a new document's values come from; switching the type takes the other type's. */
  defaults: BuilderDefaults;
  /** Source of row and column ids. */
  nextId: number;
};

export const ISO_DATE = 'YYYY-MM-DD';

/** The due (or 'valid until') date a document of the type starts with: its issue date plus the type's days. */
export const defaultDueDate = (issueDate: string, validityDays: number): string =>
  dayjs(issueDate).add(validityDays, 'day').format(ISO_DATE);

const emptyRow = (key: string): ItemRow => ({ key, description: '', qty: '1', price: null, cols: {} });

/** A new document of `type` from the owner's defaults (the spec's on the public page). */
export function newBuilderState({
  type = 'invoice',
  defaults,
  today = dayjs(),
}: {
  type?: DocumentType;
  defaults: BuilderDefaults;
  today?: Dayjs;
}): BuilderState {
  const typeDefaults = defaults[type];
  const issueDate = today.format(ISO_DATE);
  return {
    documentType: type,
    senderInfo: defaults.senderInfo,
    receiverInfo: '',
    clientId: null,
    logo: defaults.logo,
    documentNumber: documentNumberOf(typeDefaults),
    issueDate,
    dueOrExpiryDate: defaultDueDate(issueDate, typeDefaults.validityDays),
    poNumber: '',
    paymentTerms: typeDefaults.terms,
    currency: defaults.currency,
    columns: defaults.customColumns,
    items: [emptyRow('row-1')],
    discountPercentage: null,
    taxRate: defaults.taxRate,
    notes: typeDefaults.notes,
    tableBorder: false,
    defaults,
    nextId: 2,
  };
}

/** A saved (or converted) document opened in the builder: every row and column as it was stored. */
export function builderStateOf(
  document: DocumentData,
  { defaults, clientId = null }: { defaults: BuilderDefaults; clientId?: string | null },
): BuilderState {
  const items = document.items.map((item, index) => ({ key: `row-${index + 1}`, ...item }));
  return {
    ...newBuilderState({ type: document.document_type, defaults }),
    senderInfo: document.sender_info,
    receiverInfo: document.receiver_info,
    clientId,
    logo: null,
    documentNumber: document.document_number,
    issueDate: document.issue_date,
    dueOrExpiryDate: document.due_or_expiry_date,
    poNumber: document.po_number,
    paymentTerms: document.payment_terms,
    currency: document.currency,
    columns: document.custom_columns,
    items: items.length > 0 ? items : [emptyRow('row-1')],
    discountPercentage: document.discount_percentage,
    taxRate: document.tax_rate,
    notes: document.notes,
    nextId: items.length + 1,
  };
}

type TextField = 'senderInfo' | 'documentNumber' | 'poNumber' | 'paymentTerms' | 'currency' | 'notes';

export type BuilderAction =
  | { type: 'setType'; value: DocumentType }
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'setDate'; field: 'issueDate' | 'dueOrExpiryDate'; value: string }
  | { type: 'setPercent'; field: 'discountPercentage' | 'taxRate'; value: string | null }
  | { type: 'setLogo'; file: File | null }
  /** Typed by hand (client null) or filled from a picked client, which locks the text until cleared. */
  | { type: 'setReceiver'; value: string; clientId: string | null }
  | { type: 'setTableBorder'; value: boolean }
  | { type: 'addItem' }
  | { type: 'removeItem'; key: string }
  | { type: 'updateItem'; key: string; patch: Partial<Omit<ItemRow, 'key' | 'cols'>> }
  | { type: 'setItemColumn'; key: string; columnId: string; value: string }
  | { type: 'addColumn' }
  | { type: 'renameColumn'; id: string; label: string }
  | { type: 'removeColumn'; id: string };

/** `current` when the user changed it, else the new default `next` (it still equals the old default). */
const follow = (current: string, old: string, next: string) => (current === old ? next : current);

/** A new issue date; a due date still at the type's distance from the old one keeps that distance. */
function withIssueDate(state: BuilderState, issueDate: string): BuilderState {
  const { validityDays } = state.defaults[state.documentType];
  return {
    ...state,
    issueDate,
    dueOrExpiryDate: follow(
      state.dueOrExpiryDate,
      defaultDueDate(state.issueDate, validityDays),
      defaultDueDate(issueDate, validityDays),
    ),
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'setType': {
      // What is still at the other type's default follows the type (INV-1 ↔ QUO-1, the terms and
      // notes of each type's preferences, the due date after each type's validity days); what the
      // user changed stays.
      const from = state.defaults[state.documentType];
      const to = state.defaults[action.value];
      return {
        ...state,
        documentType: action.value,
        documentNumber: follow(state.documentNumber, documentNumberOf(from), documentNumberOf(to)),
        dueOrExpiryDate: follow(
          state.dueOrExpiryDate,
          defaultDueDate(state.issueDate, from.validityDays),
          defaultDueDate(state.issueDate, to.validityDays),
        ),
        paymentTerms: follow(state.paymentTerms, from.terms, to.terms),
        notes: follow(state.notes, from.notes, to.notes),
      };
    }
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setDate':
      if (action.field === 'issueDate') return withIssueDate(state, action.value);
      return { ...state, [action.field]: action.value };
    case 'setPercent':
      return { ...state, [action.field]: action.value };
    case 'setLogo':
      return { ...state, logo: action.file };
    case 'setReceiver':
      return { ...state, receiverInfo: action.value, clientId: action.clientId };
    case 'setTableBorder':
      return { ...state, tableBorder: action.value };
    case 'addItem':
      return { ...state, items: [...state.items, emptyRow(`row-${state.nextId}`)], nextId: state.nextId + 1 };
    case 'removeItem':
      // At least one row always remains.
      if (state.items.length <= 1) return state;
      return { ...state, items: state.items.filter((item) => item.key !== action.key) };
    case 'updateItem':
      return {
        ...state,
        items: state.items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item)),
      };
    case 'setItemColumn':
      return {
        ...state,
        items: state.items.map((item) =>
          item.key === action.key
            ? { ...item, cols: { ...item.cols, [action.columnId]: action.value } }
            : item,
        ),
      };
    case 'addColumn':
      if (!canAddCustomColumn(state.columns)) return state;
      return {
        ...state,
        columns: [
          ...state.columns,
          { id: `col-${state.nextId}`, label: defaultColumnLabel(state.columns.length + 1) },
        ],
        nextId: state.nextId + 1,
      };
    case 'renameColumn':
      return {
        ...state,
        columns: state.columns.map((column) =>
          column.id === action.id ? { ...column, label: action.label } : column,
        ),
      };
    case 'removeColumn':
      return {
        ...state,
        columns: state.columns.filter((column) => column.id !== action.id),
        items: state.items.map((item) => {
          const { [action.id]: _removed, ...cols } = item.cols;
          return { ...item, cols };
        }),
      };
  }
}

/** The rows the PDF prints: invoice-core's rule decides which rows are empty. */
const printableRows = (items: ItemRow[]) => dropEmptyItems(items);

/** Shown, instead of generating, when every row is empty: a blank PDF would cost a free document. */
export const NO_ITEMS_MESSAGE = 'Add at least one item with a description or a rate';

export const hasPrintableItems = (items: ItemRow[]): boolean => printableRows(items).length > 0;

/** A due date (or 'valid until') earlier than the issue date; both are 'YYYY-MM-DD', so text order is date order. */
export const isDueBeforeIssue = ({
  issueDate,
  dueOrExpiryDate,
}: Pick<BuilderState, 'issueDate' | 'dueOrExpiryDate'>): boolean =>
  dueOrExpiryDate !== '' && dueOrExpiryDate < issueDate;

/**
 * The document as POST /api/pdf takes it and the documents service will store it (snake_case, the
 * spec's names): empty rows dropped, only the values of existing columns.
 */
export function toPdfRequest(state: BuilderState): PdfRequestInput {
  return {
    document_type: state.documentType,
    document_number: state.documentNumber.trim(),
    sender_info: state.senderInfo,
    receiver_info: state.receiverInfo,
    issue_date: state.issueDate,
    due_or_expiry_date: state.dueOrExpiryDate,
    po_number: state.poNumber.trim(),
    payment_terms: state.paymentTerms.trim(),
    currency: state.currency,
    custom_columns: state.columns.map(({ id, label }) => ({ id, label: label.trim() })),
    items: printableRows(state.items).map((row) => ({
      description: row.description,
      qty: row.qty ?? '0',
      price: row.price ?? '0',
      cols: Object.fromEntries(
        state.columns
          .map((column) => [column.id, columnValue(row.cols, column.id)])
          .filter(([, value]) => value !== ''),
      ),
    })),
    discount_percentage: state.discountPercentage ?? '0',
    tax_rate: state.taxRate ?? '0',
    notes: state.notes,
    table_border: state.tableBorder,
  };
}
