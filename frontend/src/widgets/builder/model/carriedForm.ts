import dayjs, { type Dayjs } from 'dayjs';
import { PUBLIC_DEFAULTS, type BuilderDefaults } from './builderDefaults';
import { builderReducer, newBuilderState, type BuilderState, type ItemRow } from './builderState';
import type { DocumentType } from './documentType';
import { newLineTaxIds } from './moneyFields';

/** A logo as plain data, so it can travel in the history entry's state (a File cannot). */
export type CarriedLogo = { name: string; type: string; dataUrl: string };

/** The fields 'Open in dashboard' may carry: the document as the visitor typed it. */
type CarriedFields = Pick<
  BuilderState,
  | 'senderInfo'
  | 'receiverInfo'
  | 'documentNumber'
  | 'issueDate'
  | 'dueOrExpiryDate'
  | 'poNumber'
  | 'paymentTerms'
  | 'currency'
  | 'columns'
  | 'items'
  | 'discountPercentage'
  | 'taxRate'
  | 'taxes'
  | 'defaultTaxId'
  | 'pricesIncludeTax'
  | 'lineColumns'
  | 'seller'
  | 'buyer'
  | 'payment'
  | 'buyerReference'
  | 'deliveryDate'
  | 'notes'
  | 'tableBorder'
  | 'language'
>;

/**
 * What the public builder hands to the dashboard's: the type, and only the fields the visitor changed
 * from the public page's defaults. What they left alone comes from their form preferences instead
 * (their business, numbering, currency, terms and due days), so 'INV-1' never overrides their numbering.
 */
export type CarriedForm = {
  documentType: DocumentType;
  fields: Partial<CarriedFields>;
  logo: CarriedLogo | null;
};

const CARRIED_KEYS = [
  'senderInfo',
  'receiverInfo',
  'documentNumber',
  'issueDate',
  'dueOrExpiryDate',
  'poNumber',
  'paymentTerms',
  'currency',
  'columns',
  'items',
  'discountPercentage',
  'taxRate',
  'taxes',
  'defaultTaxId',
  'pricesIncludeTax',
  'lineColumns',
  'seller',
  'buyer',
  'payment',
  'buyerReference',
  'deliveryDate',
  'notes',
  'tableBorder',
  // A language picked on the public page wins over the owner's default.
  'language',
] as const satisfies readonly (keyof CarriedFields)[];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The public builder's document as 'Open in dashboard' carries it (the logo is added by the page). */
export function carriedFormOf(state: BuilderState, today: Dayjs = dayjs()): Omit<CarriedForm, 'logo'> {
  const untouched = newBuilderState({ type: state.documentType, defaults: PUBLIC_DEFAULTS, today });
  const itemsOf = (items: ItemRow[]) => items.map(({ key: _key, ...item }) => item);
  const fields: Partial<CarriedFields> = {};
  for (const key of CARRIED_KEYS) {
    const changed =
      key === 'items'
        ? !same(itemsOf(state.items), itemsOf(untouched.items))
        : !same(state[key], untouched[key]);
    if (changed) Object.assign(fields, { [key]: state[key] });
  }
  return { documentType: state.documentType, fields };
}

/** The highest n of the 'row-n' and 'col-n' ids, so new rows and columns get fresh ones. */
const lastIdOf = ({ items = [], columns = [] }: Partial<CarriedFields>): number =>
  Math.max(
    0,
    ...[...items.map((row) => row.key), ...columns.map((column) => column.id)].map((id) =>
      Number(/-(\d+)$/.exec(id)?.[1] ?? 0),
    ),
  );

/**
 * The dashboard's new document from a carried form: the owner's defaults, then what the visitor typed.
 * A carried issue date moves a due date left at the type's distance, as typing it would.
 */
export function stateFromCarried(
  { documentType, fields }: CarriedForm,
  defaults: BuilderDefaults,
  logo: File | null,
  today: Dayjs = dayjs(),
): BuilderState {
  const fresh = newBuilderState({ type: documentType, defaults, today });
  const { issueDate, ...rest } = fields;
  const dated = issueDate
    ? builderReducer(fresh, { type: 'setDate', field: 'issueDate', value: issueDate })
    : fresh;
  // Lines typed without taxes pay the owner's default tax, as a line they add would.
  const items =
    rest.items && !rest.taxes
      ? rest.items.map((item) => ({ ...item, taxIds: newLineTaxIds(dated.taxes, dated.defaultTaxId) }))
      : rest.items;
  return {
    ...dated,
    ...rest,
    ...(items ? { items } : {}),
    logo: logo ?? defaults.logo,
    nextId: Math.max(dated.nextId, lastIdOf(fields) + 1),
  };
}
