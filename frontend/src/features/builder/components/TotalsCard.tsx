import { totalsRows, type Totals } from '@paydraft/invoice-core';
import { Card, Form } from 'antd';
import type { BuilderAction, DocumentType } from '../model/builderState';
import { DecimalInput } from './DecimalInput';

type TotalsCardProps = {
  type: DocumentType;
  currency: string;
  discountPercentage: string | null;
  taxRate: string | null;
  totals: Totals;
  dispatch: (action: BuilderAction) => void;
};

/** Discount and tax percent, and the live totals: the same lines, words and signs as the PDF. */
export function TotalsCard({
  type,
  currency,
  discountPercentage,
  taxRate,
  totals,
  dispatch,
}: TotalsCardProps) {
  const { rows, grandTotal } = totalsRows({ totals, discountPercentage, currency, type });

  return (
    <Card title="Totals" className="builder-card" size="small">
      <Form layout="vertical" component="div" className="totals-inputs">
        <Form.Item label="Discount (%)" htmlFor="doc-discount">
          <DecimalInput
            id="doc-discount"
            max="100"
            step="1"
            placeholder="0"
            value={discountPercentage}
            onChange={(value) => dispatch({ type: 'setPercent', field: 'discountPercentage', value })}
          />
        </Form.Item>
        <Form.Item label="Tax rate (%)" htmlFor="doc-tax">
          <DecimalInput
            id="doc-tax"
            step="1"
            placeholder="0"
            value={taxRate}
            onChange={(value) => dispatch({ type: 'setPercent', field: 'taxRate', value })}
          />
        </Form.Item>
      </Form>
      <dl className="totals" aria-live="polite">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd data-testid={`total-${row.key}`}>{row.value}</dd>
          </div>
        ))}
        <div className="totals__grand">
          <dt>{grandTotal.label}</dt>
          <dd data-testid="total-due">{grandTotal.value}</dd>
        </div>
      </dl>
    </Card>
  );
}
