import { countryField, MAX_ADDRESS_LINES, vatIdField } from '@paydraft/invoice-core';
import { Form, Input } from 'antd';
import { CountrySelect } from '../../../shared/country/CountrySelect';
import { schemaRule } from '../../../shared/forms/schemaRule';
import { FormBlock } from './FormBlock';

const LINE_NUMBERS = Array.from({ length: MAX_ADDRESS_LINES }, (_, index) => index);
// invoice-core's rule, so the page says what the server would.
const vatId = vatIdField('VAT number');

/**
 * The structured seller (docs/money-model-api.md): what an e-invoice needs of the business, beside the free
 * 'Address' above, which documents still print as typed.
 */
export function SellerDetailsBlock() {
  return (
    <FormBlock
      id="preferences-seller"
      title="Address and Tax Numbers"
      description="Your address field by field, your country, VAT and registration numbers, as e-invoices need them."
    >
      <div className="preferences-grid">
        {LINE_NUMBERS.map((index) => (
          <Form.Item
            key={index}
            label={`Address line ${index + 1}`}
            name={['business_address_lines', index]}
            className="preferences-grid__wide"
          >
            <Input maxLength={200} autoComplete={`address-line${index + 1}`} />
          </Form.Item>
        ))}
        <Form.Item label="Postal code" name="business_postal_code">
          <Input maxLength={20} autoComplete="postal-code" />
        </Form.Item>
        <Form.Item label="City" name="business_city">
          <Input maxLength={100} autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label="Region or state" name="business_region">
          <Input maxLength={100} autoComplete="address-level1" />
        </Form.Item>
        <Form.Item label="Country" name="business_country" rules={[schemaRule(countryField)]}>
          <CountrySelect />
        </Form.Item>
        <Form.Item label="VAT number" name="business_vat_id" rules={[schemaRule(vatId)]}>
          <Input maxLength={30} placeholder="e.g. DE136695976" autoCapitalize="characters" />
        </Form.Item>
        <Form.Item label="Registration number" name="business_registration_id">
          <Input maxLength={50} placeholder="e.g. HRB 12345" />
        </Form.Item>
      </div>
    </FormBlock>
  );
}
