import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography, type FormListFieldData, type FormListOperation } from 'antd';
import { useEffect, useRef } from 'react';
import {
  MAX_CUSTOM_FIELDS,
  MAX_CUSTOM_FIELDS_MESSAGE,
  nextCustomFieldId,
  type CustomField,
} from '../model/preferencesForm';
import { FormBlock } from './FormBlock';

type OnError = (message: string | null) => void;

const inputId = (index: number) => `preferences-custom-field-${index}`;
const ADD_BUTTON_ID = 'preferences-add-custom-field';
const LIMIT_ID = 'preferences-custom-fields-limit';

/** Up to 2 named extra columns for the items table; each removable, plus Clear All. */
export function CustomFieldsBlock({ onError }: { onError: OnError }) {
  return (
    <FormBlock
      id="preferences-custom-fields"
      title="Custom Fields"
      description="Extra named columns for the items table of every new invoice and quote."
    >
      <Form.List name="custom_fields">
        {(fields, operations) => (
          <CustomFieldsList fields={fields} operations={operations} onError={onError} />
        )}
      </Form.List>
    </FormBlock>
  );
}

type CustomFieldsListProps = {
  fields: FormListFieldData[];
  operations: FormListOperation;
  onError: OnError;
};

function CustomFieldsList({ fields, operations: { add, remove }, onError }: CustomFieldsListProps) {
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

  const atLimit = fields.length >= MAX_CUSTOM_FIELDS;
  const addField = () => {
    if (atLimit) {
      onError(MAX_CUSTOM_FIELDS_MESSAGE);
      return;
    }
    const current = (form.getFieldValue('custom_fields') ?? []) as CustomField[];
    focusNext.current = inputId(fields.length);
    add({ id: nextCustomFieldId(current), name: '' });
  };
  const removeFields = (names: number | number[]) => {
    focusNext.current = ADD_BUTTON_ID;
    remove(names);
  };

  return (
    <>
      {fields.length > 0 && (
        <ul className="preferences-custom-fields">
          {fields.map((field, index) => (
            <li key={field.key} className="preferences-custom-fields__row">
              <Form.Item
                label={`Custom field ${index + 1} name`}
                name={[field.name, 'name']}
                htmlFor={inputId(index)}
                className="preferences-custom-fields__name"
              >
                <Input id={inputId(index)} maxLength={50} placeholder="e.g. SKU, Hours, Size" />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                danger
                aria-label={`Remove custom field ${index + 1}`}
                className="preferences-custom-fields__remove"
                onClick={() => removeFields(field.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} wrap align="center">
        <Button
          id={ADD_BUTTON_ID}
          icon={<PlusOutlined />}
          onClick={addField}
          disabled={atLimit}
          aria-describedby={atLimit ? LIMIT_ID : undefined}
        >
          Add Custom Field (Max {MAX_CUSTOM_FIELDS})
        </Button>
        {fields.length > 0 && (
          <Button onClick={() => removeFields(fields.map((each) => each.name))}>Clear All</Button>
        )}
        {atLimit && (
          <Typography.Text type="secondary" id={LIMIT_ID}>
            {MAX_CUSTOM_FIELDS_MESSAGE}
          </Typography.Text>
        )}
      </Flex>
    </>
  );
}
