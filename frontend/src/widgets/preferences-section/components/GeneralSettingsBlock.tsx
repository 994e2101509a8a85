import { Form, InputNumber } from 'antd';
import { DEFAULT_LANGUAGE } from '@paydraft/i18n';
import { CurrencySelect } from '../../../shared/currency/CurrencySelect';
import { LanguageSelect, languageLabel } from '../../../shared/language/LanguageSelect';
import { FormBlock } from './FormBlock';

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * Default currency (searchable), tax rate percent (0-100 in steps of 0.01) and the default document
 * language: new documents for a client without a language of its own are printed in it.
 */
export function GeneralSettingsBlock() {
  return (
    <FormBlock id="preferences-general" title="General Settings">
      <div className="preferences-grid">
        <Form.Item label="Default currency" name="default_currency">
          <CurrencySelect />
        </Form.Item>
        <Form.Item
          label="Tax rate (%)"
          name="tax_rate"
          rules={[
            { type: 'number', min: 0, max: 100, message: 'Tax rate must be between 0 and 100' },
            {
              validator: async (_, value: number | null | undefined) => {
                if (typeof value === 'number' && !hasAtMostTwoDecimals(value)) {
                  throw new Error('Tax rate can have at most 2 decimal places');
                }
              },
            },
          ]}
        >
          {/* No min/max props: antd would clamp silently instead of saying what is wrong. */}
          <InputNumber step={0.01} placeholder="0" style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item label="Default document language" name="language">
          <LanguageSelect emptyLabel={`${languageLabel(DEFAULT_LANGUAGE)} (default)`} />
        </Form.Item>
      </div>
    </FormBlock>
  );
}
