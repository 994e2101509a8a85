import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_TAXES, taxSchema, VAT_CATEGORIES, VAT_CATEGORY_NAMES } from '@paydraft/invoice-core';
import {
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Typography,
  type FormListFieldData,
  type FormListOperation,
} from 'antd';
import { useEffect, useRef } from 'react';
import { problemOf } from '../../../shared/forms/schemaRule';
import { newTaxRow, type TaxRow } from '../model/preferencesForm';
import { FormBlock } from './FormBlock';

const CATEGORY_OPTIONS = VAT_CATEGORIES.map((code) => ({
  value: code,
  label: `${VAT_CATEGORY_NAMES[code]} (${code})`,
}));

const nameInputId = (index: number) => `preferences-tax-${index}-name`;
const ADD_BUTTON_ID = 'preferences-add-tax';
const LIMIT_ID = 'preferences-taxes-limit';
export const MAX_TAXES_MESSAGE = `A document may have at most ${MAX_TAXES} taxes`;

/** Up to 5 taxes new documents start with (name, rate, VAT category, compound), and the default one. */
export function DefaultTaxesBlock() {
  return (
    <FormBlock
      id="preferences-taxes"
      title="Default Taxes"
      description="The taxes new invoices and quotes offer, such as VAT 19% and 7%. New lines pay the default tax."
    >
      <Form.List name="taxes">
        {(fields, operations) => <TaxRows fields={fields} operations={operations} />}
      </Form.List>
      <DefaultTaxField />
    </FormBlock>
  );
}

function TaxRows({
  fields,
  operations: { add, remove },
}: {
  fields: FormListFieldData[];
  operations: FormListOperation;
}) {
  const form = Form.useFormInstance();
  // After Add the new name field takes the focus; after a removal the add button does.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const target = document.getElementById(focusNext.current);
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const atLimit = fields.length >= MAX_TAXES;
  const addTax = () => {
    focusNext.current = nameInputId(fields.length);
    add(newTaxRow((form.getFieldValue('taxes') ?? []) as TaxRow[]));
  };
  const removeTax = (name: number) => {
    focusNext.current = ADD_BUTTON_ID;
    // Without its chosen default, the first tax is the default again (as a save would take it).
    const removed = form.getFieldValue(['taxes', name, 'id']) as string | undefined;
    if (removed === form.getFieldValue('default_tax_id')) form.setFieldValue('default_tax_id', '');
    remove(name);
  };

  return (
    <>
      {fields.length > 0 && (
        <ul className="preferences-taxes" aria-label="Default taxes">
          {fields.map((field, index) => (
            <li key={field.key} className="preferences-taxes__row">
              <TaxRowFields name={field.name} index={index} />
              <Button
                icon={<DeleteOutlined />}
                danger
                aria-label={`Remove tax ${index + 1}`}
                className="preferences-taxes__remove"
                onClick={() => removeTax(field.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} wrap align="center" className="preferences-taxes__actions">
        <Button
          id={ADD_BUTTON_ID}
          icon={<PlusOutlined />}
          onClick={addTax}
          disabled={atLimit}
          aria-describedby={atLimit ? LIMIT_ID : undefined}
        >
          Add Tax (Max {MAX_TAXES})
        </Button>
        {atLimit && (
          <Typography.Text type="secondary" id={LIMIT_ID}>
            {MAX_TAXES_MESSAGE}
          </Typography.Text>
        )}
      </Flex>
    </>
  );
}

/** Which tax new lines pay; outside the list, so its name is the form's own default_tax_id. */
function DefaultTaxField() {
  // preserve: the whole stored rows, ids too (the id has no input of its own).
  const taxes = (Form.useWatch('taxes', { preserve: true }) ?? []) as (TaxRow | undefined)[];
  if (taxes.length === 0) return null;
  return (
    <Form.Item
      label="Default tax for new lines"
      name="default_tax_id"
      className="preferences-taxes__default"
      // None chosen, or the chosen one removed: the first tax is the default, as a save takes it.
      getValueProps={(id: string) => ({ value: taxes.some((tax) => tax?.id === id) ? id : taxes[0]?.id })}
    >
      <Select
        options={taxes.map((tax, index) => ({
          value: tax?.id,
          label: `${tax?.name?.trim() || `Tax ${index + 1}`} (${tax?.rate || 0}%)`,
        }))}
      />
    </Form.Item>
  );
}

/** One tax's inputs; the rate is checked with its category, as invoice-core's tax schema does. */
function TaxRowFields({ name, index }: { name: number; index: number }) {
  const form = Form.useFormInstance();
  const label = `Tax ${index + 1}`;
  const checkRate = async () => {
    const tax = form.getFieldValue(['taxes', name]) as TaxRow | undefined;
    const problem = problemOf(taxSchema, { ...tax, name: tax?.name ?? '', rate: tax?.rate ?? undefined });
    if (problem) throw new Error(problem);
  };
  return (
    <div className="preferences-taxes__fields">
      <Form.Item label={`${label} name`} name={[name, 'name']} htmlFor={nameInputId(index)}>
        <Input id={nameInputId(index)} maxLength={40} placeholder="e.g. VAT" />
      </Form.Item>
      <Form.Item
        label={`${label} rate (%)`}
        name={[name, 'rate']}
        dependencies={[['taxes', name, 'category']]}
        rules={[{ validator: checkRate }]}
      >
        {/* stringMode: the rate stays the decimal text typed (no float drift); no min/max clamping. */}
        <InputNumber stringMode step={1} placeholder="0" inputMode="decimal" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={`${label} category`} name={[name, 'category']}>
        <Select options={CATEGORY_OPTIONS} popupMatchSelectWidth={false} />
      </Form.Item>
      <Form.Item name={[name, 'compound']} valuePropName="checked" className="preferences-taxes__compound">
        <Checkbox aria-label={`${label} compound`}>Compound</Checkbox>
      </Form.Item>
    </div>
  );
}
