import { formatMoney, type Totals } from '@paydraft/invoice-core';
import { Card, Form } from 'antd';
import type { BuilderAction, DocumentType } from '../model/builderState';
import { DecimalInput } from './DecimalInput';

type TotalsCardProps = {
  type: DocumentType;
  currency: string;
  discountPct: string | null;
  taxRatePct: string | null;
  totals: Totals;
  dispatch: (action: BuilderAction) => void;
};

/** Discount and tax percent, and the live totals (calculated by invoice-core, never here). */
export function TotalsCard({ type, currency, discountPct, taxRatePct, totals, dispatch }: TotalsCardProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  const hasRounding = Number(totals.rounding) !== 0;

  return (
    <Card title="Totals" className="builder-card" size="small">
      <Form layout="vertical" component="div" className="totals-inputs">
        <Form.Item label="Discount (%)" htmlFor="doc-discount">
          <DecimalInput
            id="doc-discount"
            max="100"
            step="1"
            placeholder="0"
            value={discountPct}
            onChange={(value) => dispatch({ type: 'setPercent', field: 'discountPct', value })}
          />
        </Form.Item>
        <Form.Item label="Tax rate (%)" htmlFor="doc-tax">
          <DecimalInput
            id="doc-tax"
            step="1"
            placeholder="0"
            value={taxRatePct}
            onChange={(value) => dispatch({ type: 'setPercent', field: 'taxRatePct', value })}
          />
        </Form.Item>
      </Form>
      <dl className="totals" aria-live="polite">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="total-subtotal">{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount{discountPct ? ` (${discountPct}%)` : ''}</dt>
          <dd data-testid="total-discount">−{money(totals.discount)}</dd>
        </div>
        <div>
          <dt>Tax{taxRatePct ? ` (${taxRatePct}%)` : ''}</dt>
          <dd data-testid="total-tax">{money(totals.tax)}</dd>
        </div>
        {hasRounding && (
          <div>
            <dt>Rounding</dt>
            <dd>{money(totals.rounding)}</dd>
          </div>
        )}
        <div className="totals__grand">
          <dt>{type === 'quote' ? 'Quote Total' : 'Total Due'}</dt>
          <dd data-testid="total-due">{money(totals.total)}</dd>
        </div>
      </dl>
    </Card>
  );
}
