import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMPOUND_WITH_INCLUSIVE_MESSAGE,
  isRatedCategory,
  MAX_TAXES,
  taxProblems,
  VAT_CATEGORIES,
  VAT_CATEGORY_NAMES,
  type VatCategory,
} from '@paydraft/invoice-core';
import { Alert, Button, Checkbox, Flex, Input, Select, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { BuilderAction } from '../model/builderState';
import type { TaxRow } from '../model/moneyFields';
import { DecimalInput } from './DecimalInput';

const CATEGORY_OPTIONS = VAT_CATEGORIES.map((code) => ({
  value: code,
  label: `${VAT_CATEGORY_NAMES[code]} (${code})`,
}));

type TaxManagerProps = {
  taxes: TaxRow[];
  defaultTaxId: string | null;
  pricesIncludeTax: boolean;
  dispatch: (action: BuilderAction) => void;
};

/** What invoice-core says about a tax as typed (its schema's words, without zod), or nothing. */
function problemOf(tax: TaxRow): string | null {
  const problems = taxProblems(tax);
  return problems.length === 0 ? null : problems.join('. ');
}

/**
 * The document's taxes (at most 5): name, rate, VAT category, compound, and the one new lines pay.
 * The lines pick theirs with the chips in the items table. Without any, only 'Add tax' shows, under
 * the spec's single tax rate. It stays mounted across the first tax, so the focus can go to its name.
 */
export function TaxManager({ taxes, defaultTaxId, pricesIncludeTax, dispatch }: TaxManagerProps) {
  const names = useRef<(HTMLInputElement | null)[]>([]);
  const count = useRef(taxes.length);
  // A keyboard user who adds a tax goes on typing its name.
  useEffect(() => {
    if (taxes.length > count.current) names.current[taxes.length - 1]?.focus();
    count.current = taxes.length;
  }, [taxes.length]);

  const update = (id: string, patch: Partial<Omit<TaxRow, 'id'>>) =>
    dispatch({ type: 'updateTax', id, patch });
  const setCategory = (tax: TaxRow, category: VatCategory) =>
    // Only the standard rates charge tax: the other categories say why none is charged (rate 0).
    update(tax.id, isRatedCategory(category) ? { category } : { category, rate: '0' });

  return (
    <div className="tax-manager" role="group" aria-label="Taxes">
      {taxes.length > 0 && <Typography.Text strong>Taxes</Typography.Text>}
      {taxes.map((tax, index) => {
        const n = index + 1;
        const problem = problemOf(tax);
        return (
          <fieldset key={tax.id} className="tax-manager__tax" aria-label={`Tax ${n}`}>
            <div className="tax-manager__line">
              <Input
                ref={(input) => {
                  names.current[index] = input?.input ?? null;
                }}
                aria-label={`Tax ${n} name`}
                placeholder="VAT"
                maxLength={40}
                value={tax.name}
                onChange={(event) => update(tax.id, { name: event.target.value })}
              />
              <DecimalInput
                aria-label={`Tax ${n} rate (%)`}
                step="1"
                max="100"
                placeholder="0"
                value={tax.rate}
                onChange={(rate) => update(tax.id, { rate })}
              />
            </div>
            <Select
              aria-label={`Tax ${n} category`}
              className="tax-manager__category"
              value={tax.category}
              options={CATEGORY_OPTIONS}
              onChange={(category: VatCategory) => setCategory(tax, category)}
            />
            <Flex align="center" gap={12} wrap>
              <label className="tax-manager__switch">
                <Switch
                  aria-label={`Tax ${n} compound`}
                  size="small"
                  checked={tax.compound}
                  onChange={(compound) => update(tax.id, { compound })}
                />
                Compound
              </label>
              <Checkbox
                checked={defaultTaxId === tax.id}
                onChange={(event) =>
                  dispatch({ type: 'setDefaultTax', id: event.target.checked ? tax.id : null })
                }
              >
                Default for new lines
              </Checkbox>
              <Tooltip title="Remove tax">
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove tax ${n}`}
                  className="tax-manager__remove"
                  onClick={() => dispatch({ type: 'removeTax', id: tax.id })}
                />
              </Tooltip>
            </Flex>
            {problem && (
              <Typography.Text type="danger" role="alert">
                {problem}
              </Typography.Text>
            )}
          </fieldset>
        );
      })}
      {pricesIncludeTax && taxes.some((tax) => tax.compound) && (
        <Alert type="error" showIcon title={COMPOUND_WITH_INCLUSIVE_MESSAGE} />
      )}
      <AddTaxButton count={taxes.length} dispatch={dispatch} />
    </div>
  );
}

/** 'Add tax': the first takes over the single tax rate; the 6th is not taken. */
function AddTaxButton({ count, dispatch }: { count: number; dispatch: (action: BuilderAction) => void }) {
  const full = count >= MAX_TAXES;
  return (
    <Flex vertical gap={4}>
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={full}
        onClick={() => dispatch({ type: 'addTax' })}
      >
        {count === 0 ? 'Add tax' : 'Add another tax'}
      </Button>
      {full && (
        <Typography.Text type="secondary" role="status">
          A document may have at most {MAX_TAXES} taxes
        </Typography.Text>
      )}
    </Flex>
  );
}
