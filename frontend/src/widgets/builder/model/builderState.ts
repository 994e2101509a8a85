import {
  canAddCustomColumn,
  defaultColumnLabel,
  dropEmptyItems,
  MAX_TAXES,
  type DocumentData,
  type CustomColumn,
} from '@paydraft/invoice-core';
import dayjs, { type Dayjs } from 'dayjs';
import { documentNumberOf, type BuilderDefaults } from './builderDefaults';
import {
  EMPTY_PARTY,
  EMPTY_PAYMENT,
  newLineTaxIds,
  newTax,
  toggledTaxIds,
  type PartyFields,
  type PaymentFields,
  type TaxRow,
} from './moneyFields';
import type { DocumentType } from './documentType';

/** One row of the items table, in the document's words. Numbers stay as the text typed, so 0.1 is never a float. */
export type ItemRow = {
  key: string;
  description: string;
  qty: string | null;
  price: string | null;
  cols: Record<string, string>;
  /** The line's own discount, percent; null when none. */
  discount: string | null;
  /** 'h', 'pcs': printed after the quantity. */
  unit: string;
  /** The document taxes this line pays (used once the document has taxes). */
  taxIds: string[];
};

/** The item columns beyond the spec's, shown only once asked for (or used). */
export type LineColumn = 'discount' | 'unit';

/** The document being edited (the document's fields, camel-cased) and what only the page holds. */
export type BuilderState = {
  documentType: DocumentType;
  /** A credit note opened from the dashboard: the invoice it credits, printed on its PDF (never edited here). */
  precedingInvoice?: DocumentData['preceding_invoice'];
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
  /** The document's taxes; none keeps the spec's single tax rate. */
  taxes: TaxRow[];
  /** The tax a new line pays. */
  defaultTaxId: string | null;
  /** 'Amounts include tax': the rates typed are gross. */
  pricesIncludeTax: boolean;
  lineColumns: Record<LineColumn, boolean>;
  seller: PartyFields;
  buyer: PartyFields;
  payment: PaymentFields;
  buyerReference: string;
  /** 'YYYY-MM-DD', or '' */
  deliveryDate: string;
  notes: string;
  /** Lines around every cell of the PDF's items table. */
  tableBorder: boolean;
  /**
   * The 'Document language' (BCP 47): the PDF's labels and formats. The page's own labels stay
   * English. A picked client's language (else the owner's default) replaces it.
   */
  language: string;
  /** Where a new document's values come from; switching the type takes the other type's. */
  defaults: BuilderDefaults;
  /** Source of row and column ids. */
  nextId: number;
};

export const ISO_DATE = 'YYYY-MM-DD';

/** The due (or 'valid until') date a document of the type starts with: its issue date plus the type's days. */
export const defaultDueDate = (issueDate: string, validityDays: number): string =>
  dayjs(issueDate).add(validityDays, 'day').format(ISO_DATE);

const emptyRow = (key: string, taxIds: string[] = []): ItemRow => ({
  key,
  description: '',
  qty: '1',
  price: null,
  cols: {},
  discount: null,
  unit: '',
  taxIds,
});

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
    items: [emptyRow('row-1', newLineTaxIds(defaults.taxes, defaults.defaultTaxId))],
    discountPercentage: null,
    taxRate: defaults.taxRate,
    taxes: defaults.taxes,
    defaultTaxId: defaults.defaultTaxId,
    pricesIncludeTax: false,
    lineColumns: { discount: false, unit: false },
    seller: defaults.seller,
    buyer: EMPTY_PARTY,
    payment: defaults.payment,
    buyerReference: '',
    deliveryDate: '',
    notes: typeDefaults.notes,
    tableBorder: false,
    language: defaults.language,
    defaults,
    nextId: 2,
  };
}

/** A saved (or converted) document opened in the builder: every row and column as it was stored. */
export function builderStateOf(
  document: DocumentData,
  { defaults, clientId = null }: { defaults: BuilderDefaults; clientId?: string | null },
): BuilderState {
  const taxes: TaxRow[] = document.taxes.map((tax) => ({ ...tax }));
  const lineTaxes = newLineTaxIds(taxes, null);
  const items: ItemRow[] = document.items.map((item, index) => ({
    key: `row-${index + 1}`,
    description: item.description,
    qty: item.qty,
    price: item.price,
    cols: item.cols,
    discount: Number(item.discount_percentage) > 0 ? item.discount_percentage : null,
    unit: item.unit,
    taxIds: item.tax_ids ? [...item.tax_ids] : lineTaxes,
  }));
  const defaultTaxId = taxes.some((tax) => tax.id === defaults.defaultTaxId) ? defaults.defaultTaxId : null;
  return {
    ...newBuilderState({ type: document.document_type, defaults }),
    precedingInvoice: document.preceding_invoice,
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
    taxes,
    defaultTaxId,
    pricesIncludeTax: document.prices_include_tax,
    lineColumns: {
      discount: items.some((item) => item.discount !== null),
      unit: items.some((item) => item.unit !== ''),
    },
    seller: document.seller ?? EMPTY_PARTY,
    buyer: document.buyer ?? EMPTY_PARTY,
    payment: document.payment ?? EMPTY_PAYMENT,
    buyerReference: document.buyer_reference,
    deliveryDate: document.delivery_date,
    notes: document.notes,
    language: document.language || defaults.language,
    nextId: items.length + taxes.length + 1,
  };
}

type TextField =
  'senderInfo' | 'documentNumber' | 'poNumber' | 'paymentTerms' | 'currency' | 'notes' | 'buyerReference';

export type BuilderAction =
  | { type: 'setType'; value: DocumentType }
  | { type: 'setText'; field: TextField; value: string }
  | { type: 'setDate'; field: 'issueDate' | 'dueOrExpiryDate' | 'deliveryDate'; value: string }
  | { type: 'setPercent'; field: 'discountPercentage' | 'taxRate'; value: string | null }
  | { type: 'setLogo'; file: File | null }
  /**
   * Typed by hand (client null) or filled from a picked client, which locks the text until cleared.
   * A pick (or its 'Clear') also gives the structured buyer, and a pick the client's language ('' for
   * none: the owner's default).
   */
  | { type: 'setReceiver'; value: string; clientId: string | null; buyer?: PartyFields; language?: string }
  | { type: 'setLanguage'; value: string }
  | { type: 'setTableBorder'; value: boolean }
  | { type: 'addItem' }
  | { type: 'removeItem'; key: string }
  | { type: 'updateItem'; key: string; patch: Partial<Omit<ItemRow, 'key' | 'cols' | 'taxIds'>> }
  | { type: 'toggleLineTax'; key: string; taxId: string }
  | { type: 'showLineColumn'; column: LineColumn; value: boolean }
  | { type: 'addTax' }
  | { type: 'updateTax'; id: string; patch: Partial<Omit<TaxRow, 'id'>> }
  | { type: 'removeTax'; id: string }
  | { type: 'setDefaultTax'; id: string | null }
  | { type: 'setPricesIncludeTax'; value: boolean }
  | { type: 'setParty'; who: 'seller' | 'buyer'; patch: Partial<PartyFields> }
  | { type: 'setPayment'; patch: Partial<PaymentFields> }
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
      return {
        ...state,
        receiverInfo: action.value,
        clientId: action.clientId,
        buyer: action.buyer ?? state.buyer,
        language: action.language === undefined ? state.language : action.language || state.defaults.language,
      };
    case 'setLanguage':
      return { ...state, language: action.value };
    case 'setTableBorder':
      return { ...state, tableBorder: action.value };
    case 'addItem': {
      const row = emptyRow(`row-${state.nextId}`, newLineTaxIds(state.taxes, state.defaultTaxId));
      return { ...state, items: [...state.items, row], nextId: state.nextId + 1 };
    }
    case 'removeItem':
      // At least one row always remains.
      if (state.items.length <= 1) return state;
      return { ...state, items: state.items.filter((item) => item.key !== action.key) };
    case 'updateItem':
      return {
        ...state,
        items: state.items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item)),
      };
    case 'toggleLineTax':
      return {
        ...state,
        items: state.items.map((item) =>
          item.key === action.key ? { ...item, taxIds: toggledTaxIds(item.taxIds, action.taxId) } : item,
        ),
      };
    case 'showLineColumn':
      return withLineColumn(state, action.column, action.value);
    case 'addTax':
      return withNewTax(state);
    case 'updateTax':
      return {
        ...state,
        taxes: state.taxes.map((tax) => (tax.id === action.id ? { ...tax, ...action.patch } : tax)),
      };
    case 'removeTax':
      return withoutTax(state, action.id);
    case 'setDefaultTax':
      return { ...state, defaultTaxId: action.id };
    case 'setPricesIncludeTax':
      return { ...state, pricesIncludeTax: action.value };
    case 'setParty':
      return { ...state, [action.who]: { ...state[action.who], ...action.patch } };
    case 'setPayment':
      return { ...state, payment: { ...state.payment, ...action.patch } };
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

/** A line column shown or hidden; hiding it clears its values, so nothing unseen is printed. */
function withLineColumn(state: BuilderState, column: LineColumn, shown: boolean): BuilderState {
  const lineColumns = { ...state.lineColumns, [column]: shown };
  if (shown) return { ...state, lineColumns };
  const cleared = column === 'discount' ? { discount: null } : { unit: '' };
  return { ...state, lineColumns, items: state.items.map((item) => ({ ...item, ...cleared })) };
}

/**
 * A new tax (at most 5). The first replaces the single 'Tax rate (%)': it takes the rate typed there,
 * becomes the default, and every line pays it, so the totals do not move.
 */
function withNewTax(state: BuilderState): BuilderState {
  if (state.taxes.length >= MAX_TAXES) return state;
  const first = state.taxes.length === 0;
  const tax = newTax(`tax-${state.nextId}`, { first, taxRate: state.taxRate });
  return {
    ...state,
    taxes: [...state.taxes, tax],
    defaultTaxId: first ? tax.id : state.defaultTaxId,
    items: first ? state.items.map((item) => ({ ...item, taxIds: [tax.id] })) : state.items,
    nextId: state.nextId + 1,
  };
}

/** A tax removed from the document and its lines; removing the last one brings back its rate as the single rate. */
function withoutTax(state: BuilderState, id: string): BuilderState {
  const removed = state.taxes.find((tax) => tax.id === id);
  if (!removed) return state;
  const taxes = state.taxes.filter((tax) => tax.id !== id);
  return {
    ...state,
    taxes,
    defaultTaxId: state.defaultTaxId === id ? null : state.defaultTaxId,
    taxRate: taxes.length === 0 ? removed.rate : state.taxRate,
    items: state.items.map((item) => ({ ...item, taxIds: item.taxIds.filter((taxId) => taxId !== id) })),
  };
}

/** Shown, instead of generating, when every row is empty: a blank PDF would cost a free document. */
export const NO_ITEMS_MESSAGE = 'Add at least one item with a description or a rate';

/** Whether the PDF would print a row: invoice-core's rule decides which rows are empty. */
export const hasPrintableItems = (items: ItemRow[]): boolean => dropEmptyItems(items).length > 0;

/** A due date (or 'valid until') earlier than the issue date; both are 'YYYY-MM-DD', so text order is date order. */
export const isDueBeforeIssue = ({
  issueDate,
  dueOrExpiryDate,
}: Pick<BuilderState, 'issueDate' | 'dueOrExpiryDate'>): boolean =>
  dueOrExpiryDate !== '' && dueOrExpiryDate < issueDate;
