import { LEGACY_TAX_ID, totalsRows, type Totals, type TotalsRow } from '@paydraft/invoice-core';
import { Card, Flex, Form, Switch } from 'antd';
import type { BuilderAction } from '../model/builderState';
import type { DocumentType } from '../model/documentType';
import type { TaxRow } from '../model/moneyFields';
import { DecimalInput } from './DecimalInput';
import { TaxManager } from './TaxManager';

type TotalsCardProps = {
  type: DocumentType;
  currency: string;
  discountPercentage: string | null;
  taxRate: string | null;
  totals: Totals;
  /** The document's taxes; none shows the spec's single 'Tax rate (%)'. */
  taxes?: TaxRow[];
  defaultTaxId?: string | null;
  pricesIncludeTax?: boolean;
  dispatch: (action: BuilderAction) => void;
};

/** 'total-tax' for the spec's single tax, 'total-tax-<id>' for each of the document's taxes. */
const testIdOf = (row: TotalsRow): string =>
  row.taxId && row.taxId !== LEGACY_TAX_ID ? `total-tax-${row.taxId}` : `total-${row.key}`;

/**
 * Discount, the tax rate or the document's taxes, 'Amounts include tax', and the live totals: the
 * same lines, words and signs as the PDF, one line per tax charged.
 */
export function TotalsCard({
  type,
  currency,
  discountPercentage,
  taxRate,
  totals,
  taxes = [],
  defaultTaxId = null,
  pricesIncludeTax = false,
  dispatch,
}: TotalsCardProps) {
  const { rows, grandTotal } = totalsRows({ totals, discountPercentage, currency, type, pricesIncludeTax });
  const hasTaxes = taxes.length > 0;

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
        {!hasTaxes && (
          <Form.Item label="Tax rate (%)" htmlFor="doc-tax">
            <DecimalInput
              id="doc-tax"
              step="1"
              placeholder="0"
              value={taxRate}
              onChange={(value) => dispatch({ type: 'setPercent', field: 'taxRate', value })}
            />
          </Form.Item>
        )}
      </Form>
      <TaxManager
        taxes={taxes}
        defaultTaxId={defaultTaxId}
        pricesIncludeTax={pricesIncludeTax}
        dispatch={dispatch}
      />
      <Flex component="label" align="center" gap={8} className="totals__inclusive">
        <Switch
          size="small"
          checked={pricesIncludeTax}
          onChange={(value) => dispatch({ type: 'setPricesIncludeTax', value })}
        />
        Amounts include tax
      </Flex>
      <dl className="totals" aria-live="polite">
        {rows.map((row, index) => (
          <div key={`${row.key}-${row.taxId ?? index}`}>
            <dt>{row.label}</dt>
            <dd data-testid={testIdOf(row)}>{row.value}</dd>
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
