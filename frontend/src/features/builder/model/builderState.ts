import {
  canAddCustomColumn,
  DEFAULT_CURRENCY,
  defaultColumnLabel,
  dropEmptyItems,
  type BuilderDocumentInput,
  type CustomColumn,
} from '@paydraft/invoice-core';
import dayjs from 'dayjs';

export type DocumentType = 'invoice' | 'quote';

/** One row of the items table. Numbers stay as the text typed, so 0.1 is never a float. */
export type ItemRow = {
  key: string;
  description: string;
  qty: string | null;
  rate: string | null;
  cols: Record<string, string>;
};

export type BuilderState = {
  type: DocumentType;
  sender: string;
  receiver: string;
  logo: File | null;
  documentNumber: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  dueDate: string;
  poNumber: string;
  paymentTerms: string;
  currency: string;
  columns: CustomColumn[];
  items: ItemRow[];
  discountPct: string | null;
  taxRatePct: string | null;
  notes: string;
  /** Source of row and column ids. */
  nextId: number;
};

export const ISO_DATE = 'YYYY-MM-DD';
/** Spec defaults: prefixes INV and QUO, validity 30 days. */
export const NUMBER_PREFIX: Record<DocumentType, string> = { invoice: 'INV', quote: 'QUO' };
export const DEFAULT_VALIDITY_DAYS = 30;
export const NOTES_MAX_LENGTH = 1000;

export const defaultNumber = (type: DocumentType) => `${NUMBER_PREFIX[type]}-0001`;

const emptyRow = (key: string): ItemRow => ({ key, description: '', qty: '1', rate: null, cols: {} });

export function initialBuilderState(type: DocumentType = 'invoice', today = dayjs()): BuilderState {
  return {
    type,
    sender: '',
    receiver: '',
    logo: null,
    documentNumber: defaultNumber(type),
    issueDate: today.format(ISO_DATE),
    dueDate: today.add(DEFAULT_VALIDITY_DAYS, 'day').format(ISO_DATE),
    poNumber: '',
    paymentTerms: '',
    currency: DEFAULT_CURRENCY,
    columns: [],
    items: [emptyRow('row-1')],
    discountPct: null,
    taxRatePct: null,
    notes: '',
    nextId: 2,
  };
}

type TextField =
  'sender' | 'receiver' | 'documentNumber' | 'poNumber' | 'paymentTerms' | 'currency' | 'notes';

export type BuilderAction =
  | { type: 'setType'; value: DocumentType }
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'setDate'; field: 'issueDate' | 'dueDate'; value: string }
  | { type: 'setPercent'; field: 'discountPct' | 'taxRatePct'; value: string | null }
  | { type: 'setLogo'; file: File | null }
  | { type: 'addItem' }
  | { type: 'removeItem'; key: string }
  | { type: 'updateItem'; key: string; patch: Partial<Omit<ItemRow, 'key' | 'cols'>> }
  | { type: 'setItemColumn'; key: string; columnId: string; value: string }
  | { type: 'addColumn' }
  | { type: 'renameColumn'; id: string; label: string }
  | { type: 'removeColumn'; id: string };

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'setType': {
      // A number still at the other type's default follows the type (INV-0001 ↔ QUO-0001).
      const keepsDefault = state.documentNumber === defaultNumber(state.type);
      return {
        ...state,
        type: action.value,
        documentNumber: keepsDefault ? defaultNumber(action.value) : state.documentNumber,
      };
    }
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setDate':
      return { ...state, [action.field]: action.value };
    case 'setPercent':
      return { ...state, [action.field]: action.value };
    case 'setLogo':
      return { ...state, logo: action.file };
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
const printableRows = (items: ItemRow[]) =>
  dropEmptyItems(items.map((item) => ({ ...item, price: item.rate })));

/** Shown, instead of generating, when every row is empty: a blank PDF would cost a free document. */
export const NO_ITEMS_MESSAGE = 'Add at least one item with a description or a rate';

export const hasPrintableItems = (items: ItemRow[]): boolean => printableRows(items).length > 0;

/** A due date (or 'valid until') earlier than the issue date; both are 'YYYY-MM-DD', so text order is date order. */
export const isDueBeforeIssue = ({
  issueDate,
  dueDate,
}: Pick<BuilderState, 'issueDate' | 'dueDate'>): boolean => dueDate !== '' && dueDate < issueDate;

/** The payload of POST /api/pdf: empty rows dropped, only the values of existing columns. */
export function toBuilderDocument(state: BuilderState): BuilderDocumentInput {
  const rows = printableRows(state.items);
  return {
    type: state.type,
    documentNumber: state.documentNumber.trim(),
    sender: state.sender,
    receiver: state.receiver,
    issueDate: state.issueDate,
    dueDate: state.dueDate,
    poNumber: state.poNumber.trim(),
    paymentTerms: state.paymentTerms.trim(),
    currency: state.currency,
    customColumns: state.columns.map(({ id, label }) => ({ id, label: label.trim() })),
    items: rows.map((row) => ({
      description: row.description,
      qty: row.qty ?? '0',
      rate: row.rate ?? '0',
      cols: Object.fromEntries(
        state.columns
          .map((column) => [column.id, row.cols[column.id] ?? ''])
          .filter(([, value]) => value !== ''),
      ),
    })),
    discountPct: state.discountPct ?? '0',
    taxRatePct: state.taxRatePct ?? '0',
    notes: state.notes,
  };
}
