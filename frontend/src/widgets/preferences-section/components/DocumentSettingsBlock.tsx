import { Form, Input, InputNumber, Tabs } from 'antd';
import { FormBlock } from './FormBlock';

export type DocumentTab = 'invoice' | 'quote';

type DocumentSettingsBlockProps = { activeTab: DocumentTab; onTabChange: (tab: DocumentTab) => void };

const WHOLE_NUMBER = /^\d+$/;
const PREFIX = /^\s*[A-Za-z0-9_-]*\s*$/;

const nextNumberRules = (label: string) => [
  { required: true, message: `Enter the ${label}` },
  {
    validator: async (_: unknown, value: number | null | undefined) => {
      if (typeof value === 'number' && !(Number.isInteger(value) && value >= 1)) {
        throw new Error(`The ${label} must be a whole number, 1 or more`);
      }
    },
  },
];

const validityRules = [
  {
    validator: async (_: unknown, value: number | null | undefined) => {
      if (typeof value === 'number' && !(WHOLE_NUMBER.test(String(value)) && value <= 3650)) {
        throw new Error('Validity must be a whole number of days, from 0 to 3650');
      }
    },
  },
];

function TypeFields({ type }: { type: DocumentTab }) {
  const invoice = type === 'invoice';
  const noun = invoice ? 'invoice' : 'quote';
  return (
    <div className="preferences-grid">
      <Form.Item
        label={invoice ? 'Invoice prefix' : 'Quote prefix'}
        name={`${type}_prefix`}
        // Prefixes become part of document numbers ('INV-7'): the server takes these characters only.
        rules={[{ pattern: PREFIX, message: 'Use letters, digits, _ or - only' }]}
      >
        <Input maxLength={20} placeholder={invoice ? 'INV' : 'QUO'} />
      </Form.Item>
      <Form.Item
        label={invoice ? 'Next invoice number' : 'Next quote number'}
        name={`next_${type}_number`}
        rules={nextNumberRules(`next ${noun} number`)}
      >
        <InputNumber step={1} style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
      <Form.Item label={invoice ? 'Default payment terms' : 'Quote terms'} name={`${type}_terms`}>
        <Input
          maxLength={200}
          placeholder={invoice ? 'e.g. Payment due within 30 days' : 'e.g. Valid for 30 days'}
        />
      </Form.Item>
      <Form.Item
        label={invoice ? 'Invoice validity (days)' : 'Quote validity (days)'}
        name={`${type}_validity_days`}
        rules={validityRules}
        extra={invoice ? 'Due date = issue date + these days' : "'Valid until' = issue date + these days"}
      >
        <InputNumber step={1} placeholder="30" style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
      <Form.Item label="Default notes" name={`${type}_notes`} className="preferences-grid__wide">
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={2000}
          placeholder={
            invoice ? 'e.g. Thank you for your business!' : 'e.g. We look forward to working with you.'
          }
        />
      </Form.Item>
    </div>
  );
}

/** Invoice and Quote tabs: prefix, next number, terms, validity days and notes of each type. */
export function DocumentSettingsBlock({ activeTab, onTabChange }: DocumentSettingsBlockProps) {
  return (
    <FormBlock id="preferences-documents" title="Document-Specific Settings">
      <Tabs
        id="preferences-document-tabs"
        activeKey={activeTab}
        onChange={(key) => onTabChange(key as DocumentTab)}
        // Both tabs stay mounted, so Save validates and sends the hidden one too.
        items={[
          { key: 'invoice', label: 'Invoice', forceRender: true, children: <TypeFields type="invoice" /> },
          { key: 'quote', label: 'Quote', forceRender: true, children: <TypeFields type="quote" /> },
        ]}
      />
    </FormBlock>
  );
}
