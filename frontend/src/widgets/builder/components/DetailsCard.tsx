import { Card, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { DateField } from '../../../shared/components/DateField';
import { CurrencySelect } from '../../../shared/currency/CurrencySelect';
import { LanguageSelect } from '../../../shared/language/LanguageSelect';
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
    | 'language'
  >;
  dispatch: (action: BuilderAction) => void;
};

const DETAILS_NOUN: Record<BuilderState['documentType'], string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  credit_note: 'Credit Note',
};

/**
 * Number, dates, PO number, payment terms, currency and the document language (the PDF's labels and
 * formats; this page's labels stay English).
 */
export function DetailsCard({ state, dispatch }: DetailsCardProps) {
  const isQuote = state.documentType === 'quote';
  const dueLabel = isQuote ? 'Valid until' : 'Due date';
  const noun = DETAILS_NOUN[state.documentType];
  const text = (field: 'documentNumber' | 'poNumber' | 'paymentTerms') => ({
    value: state[field],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'setText', field, value: event.target.value }),
  });

  return (
    <Card title={`${noun} Details`} className="builder-card" size="small">
      <Form layout="vertical" component="div" className="details-grid">
        <Form.Item label={`${noun} number`} htmlFor="doc-number">
          <Input id="doc-number" maxLength={60} {...text('documentNumber')} />
        </Form.Item>
        <DateField
          id="doc-issue-date"
          label="Issue date"
          allowClear={false}
          value={state.issueDate}
          // Cleared falls back to today.
          onChange={(value) =>
            dispatch({ type: 'setDate', field: 'issueDate', value: value || dayjs().format(ISO_DATE) })
          }
        />
        {/* Nothing falls due on a credit note (its PDF prints no due date). */}
        {state.documentType !== 'credit_note' && (
          <DateField
            id="doc-due-date"
            label={dueLabel}
            value={state.dueOrExpiryDate}
            // A warning, not an error: the date may be deliberate, so generating stays possible.
            warning={isDueBeforeIssue(state) ? `${dueLabel} is before the issue date` : undefined}
            onChange={(value) => dispatch({ type: 'setDate', field: 'dueOrExpiryDate', value })}
          />
        )}
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
        <Form.Item label="Document language" htmlFor="doc-language">
          <LanguageSelect
            id="doc-language"
            value={state.language}
            onChange={(value) => dispatch({ type: 'setLanguage', value })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
