import { accountNameField, bicField, ibanField } from '@paydraft/invoice-core';
import { Form, Input } from 'antd';
import { schemaRule } from '../../../shared/forms/schemaRule';
import { FormBlock } from './FormBlock';

/** Where clients pay: IBAN, BIC, account holder and instructions, checked as the server checks them. */
export function BankDetailsBlock() {
  return (
    <FormBlock
      id="preferences-bank"
      title="Bank Details"
      description="Printed in the payment block of new invoices."
    >
      <div className="preferences-grid">
        <Form.Item label="IBAN" name="payment_iban" rules={[schemaRule(ibanField)]}>
          <Input maxLength={42} placeholder="e.g. DE89 3704 0044 0532 0130 00" autoCapitalize="characters" />
        </Form.Item>
        <Form.Item label="BIC" name="payment_bic" rules={[schemaRule(bicField)]}>
          <Input maxLength={14} placeholder="e.g. COBADEFFXXX" autoCapitalize="characters" />
        </Form.Item>
        <Form.Item label="Account name" name="payment_account_name" rules={[schemaRule(accountNameField)]}>
          <Input maxLength={70} />
        </Form.Item>
        <Form.Item
          label="Payment instructions"
          name="payment_instructions"
          className="preferences-grid__wide"
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
        </Form.Item>
      </div>
    </FormBlock>
  );
}
