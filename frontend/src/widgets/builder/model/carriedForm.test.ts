import dayjs from 'dayjs';
import { defaultsFromPreferences, PUBLIC_DEFAULTS } from './builderDefaults';
import { builderReducer, newBuilderState, type BuilderAction } from './builderState';
import { carriedFormOf, stateFromCarried } from './carriedForm';

const today = dayjs('2026-05-10');
const owner = defaultsFromPreferences({
  business_name: 'Acme Ltd',
  default_currency: 'EUR',
  invoice_prefix: 'AC',
  next_invoice_number: 42,
  quote_prefix: 'QA',
  next_quote_number: 7,
  quote_terms: 'Valid 14 days',
  quote_validity_days: 14,
});

const typed = (...actions: BuilderAction[]) =>
  actions.reduce(builderReducer, newBuilderState({ defaults: PUBLIC_DEFAULTS, today }));

describe("'Open in dashboard': the public builder's form in the dashboard's", () => {
  it("carries what the visitor typed, and takes the owner's preferences for what they left alone", () => {
    const state = typed(
      { type: 'setType', value: 'quote' },
      { type: 'setReceiver', value: 'Globex', clientId: null },
      { type: 'updateItem', key: 'row-1', patch: { description: 'Design', price: '450' } },
      { type: 'addItem' },
      { type: 'addColumn' },
    );

    const form = carriedFormOf(state, today);
    expect(Object.keys(form.fields).sort()).toEqual(['columns', 'items', 'receiverInfo']);

    const opened = stateFromCarried({ ...form, logo: null }, owner, null, today);
    expect(opened).toMatchObject({
      documentType: 'quote',
      senderInfo: 'Acme Ltd',
      receiverInfo: 'Globex',
      documentNumber: 'QA-7',
      currency: 'EUR',
      paymentTerms: 'Valid 14 days',
      issueDate: '2026-05-10',
      dueOrExpiryDate: '2026-05-24',
      columns: [{ id: 'col-3', label: 'Field 1' }],
      items: [
        { key: 'row-1', description: 'Design', price: '450' },
        { key: 'row-2', description: '' },
      ],
    });
    // A row or column added next does not reuse an id of the carried ones.
    expect(builderReducer(opened, { type: 'addItem' }).items.at(-1)?.key).toBe('row-4');
  });

  it('keeps a number and dates typed by hand, and a due date left at its distance follows a typed issue date', () => {
    const numbered = typed(
      { type: 'setText', field: 'documentNumber', value: 'MY-9' },
      { type: 'setDate', field: 'issueDate', value: '2026-06-01' },
    );
    expect(
      stateFromCarried({ ...carriedFormOf(numbered, today), logo: null }, owner, null, today),
    ).toMatchObject({
      documentNumber: 'MY-9',
      issueDate: '2026-06-01',
      dueOrExpiryDate: '2026-07-01',
    });

    const due = typed({ type: 'setDate', field: 'dueOrExpiryDate', value: '2026-08-01' });
    expect(stateFromCarried({ ...carriedFormOf(due, today), logo: null }, owner, null, today)).toMatchObject({
      documentNumber: 'AC-42',
      dueOrExpiryDate: '2026-08-01',
    });
  });
});

describe("'Open in dashboard' and the owner's default taxes", () => {
  const taxed = defaultsFromPreferences({
    taxes: [{ id: 'std', name: 'VAT', rate: '19', category: 'S', compound: false }],
    default_tax_id: 'std',
  });

  it("puts the owner's default tax on the carried lines when the visitor defined no taxes", () => {
    const state = typed({ type: 'updateItem', key: 'row-1', patch: { description: 'Design', price: '450' } });

    const opened = stateFromCarried({ ...carriedFormOf(state, today), logo: null }, taxed, null, today);

    expect(opened.taxes.map((tax) => tax.id)).toEqual(['std']);
    expect(opened.items.map((item) => item.taxIds)).toEqual([['std']]);
  });

  it("keeps the visitor's own taxes and line taxes", () => {
    const state = typed({ type: 'setPercent', field: 'taxRate', value: '7' }, { type: 'addTax' });

    const opened = stateFromCarried({ ...carriedFormOf(state, today), logo: null }, taxed, null, today);

    expect(opened.taxes).toEqual(state.taxes);
    expect(opened.items.map((item) => item.taxIds)).toEqual([[state.taxes[0].id]]);
  });
});
