import { Card, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { CurrencySelect } from '../../../shared/currency/CurrencySelect';
import { ISO_DATE, isDueBeforeIssue, type BuilderAction, type BuilderState } from '../model/builderState';

type DetailsCardProps = {
  state: Pick<
    BuilderState,
    | 'documentType'
    | 'documentNumber'
    | 'issueDate'
    | 'dueOrExpiryDate'
    | 'poNumber'
    | 'paymentTerms'
    | 'currency'
  >;
  dispatch: (action: BuilderAction) => void;
};

/** Number, dates, PO number, payment terms and currency. */
export function DetailsCard({ state, dispatch }: DetailsCardProps) {
  const isQuote = state.documentType === 'quote';
  const dueLabel = isQuote ? 'Valid until' : 'Due date';
  // A warning, not an error: the date may be deliberate, so generating stays possible.
  const dueWarning = isDueBeforeIssue(state) ? `${dueLabel} is before the issue date` : undefined;
  const text = (field: 'documentNumber' | 'poNumber' | 'paymentTerms') => ({
    value: state[field],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'setText', field, value: event.target.value }),
  });

  return (
    <Card title={isQuote ? 'Quote Details' : 'Invoice Details'} className="builder-card" size="small">
      <Form layout="vertical" component="div" className="details-grid">
        <Form.Item label={isQuote ? 'Quote number' : 'Invoice number'} htmlFor="doc-number">
          <Input id="doc-number" maxLength={60} {...text('documentNumber')} />
        </Form.Item>
        <Form.Item label="Issue date" htmlFor="doc-issue-date">
          <DatePicker
            id="doc-issue-date"
            style={{ width: '100%' }}
            format="MMM D, YYYY"
            allowClear={false}
            value={dayjs(state.issueDate)}
            // Cleared falls back to today (spec).
            onChange={(date) =>
              dispatch({ type: 'setDate', field: 'issueDate', value: (date ?? dayjs()).format(ISO_DATE) })
            }
          />
        </Form.Item>
        <Form.Item
          label={dueLabel}
          htmlFor="doc-due-date"
          validateStatus={dueWarning && 'warning'}
          // antd ties its help text to the field only for named fields; this one is tied by hand.
          help={dueWarning && <span id="doc-due-date-warning">{dueWarning}</span>}
        >
          <DatePicker
            id="doc-due-date"
            style={{ width: '100%' }}
            aria-describedby={dueWarning && 'doc-due-date-warning'}
            format="MMM D, YYYY"
            value={state.dueOrExpiryDate ? dayjs(state.dueOrExpiryDate) : null}
            onChange={(date) =>
              dispatch({
                type: 'setDate',
                field: 'dueOrExpiryDate',
                value: date ? date.format(ISO_DATE) : '',
              })
            }
          />
        </Form.Item>
        <Form.Item label="PO number" htmlFor="doc-po-number">
          <Input id="doc-po-number" maxLength={60} placeholder="Optional" {...text('poNumber')} />
        </Form.Item>
        <Form.Item label="Payment terms" htmlFor="doc-payment-terms">
          <Input id="doc-payment-terms" maxLength={200} placeholder="e.g. Net 30" {...text('paymentTerms')} />
        </Form.Item>
        <Form.Item label="Currency" htmlFor="doc-currency">
          <CurrencySelect
            id="doc-currency"
            value={state.currency}
            onChange={(value) => dispatch({ type: 'setText', field: 'currency', value })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
