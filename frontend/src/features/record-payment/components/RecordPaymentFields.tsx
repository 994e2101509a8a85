import { Alert, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { currencyDigits, type PaymentMethod } from '@paydraft/invoice-core';
import { DateField } from '../../../shared/components/DateField';
import { isAboveBalance, type PaymentDraft } from '../model/paymentDraft';
import { PAYMENT_METHOD_OPTIONS } from '../model/paymentMethods';
import { moneyText } from '../model/paymentText';

type Props = {
  draft: PaymentDraft;
  onChange: (change: Partial<PaymentDraft>) => void;
  problems: Partial<Record<keyof PaymentDraft, string>>;
  currency: string;
  balance: string;
};

const NOTE_MAX = 500;
const REFERENCE_MAX = 120;

/** The 'Record payment' fields: amount in the invoice's currency, date, method, reference, note, receipt. */
export function RecordPaymentFields({ draft, onChange, problems, currency, balance }: Props) {
  const above = isAboveBalance(draft.amount, balance);
  const status = (field: keyof PaymentDraft) => (problems[field] ? 'error' : undefined);
  return (
    <>
      <Form.Item
        label={`Amount (balance due ${moneyText(balance, currency)})`}
        htmlFor="payment-amount"
        validateStatus={status('amount')}
        help={problems.amount}
      >
        <InputNumber<string>
          id="payment-amount"
          stringMode
          min="0"
          // The currency's minor digits: '100.00' stays so, and no amount is finer than a cent.
          precision={currencyDigits(currency)}
          autoFocus
          style={{ width: '100%' }}
          // The invoice's currency: a payment cannot be in another (issue 24).
          suffix={currency}
          value={draft.amount}
          onChange={(value) => onChange({ amount: value === null ? '' : String(value), overpayment: false })}
        />
      </Form.Item>
      {above && (
        <Form.Item>
          <Checkbox
            checked={draft.overpayment}
            onChange={(event) => onChange({ overpayment: event.target.checked })}
          >
            Record the excess as an overpayment (credit note)
          </Checkbox>
        </Form.Item>
      )}
      <DateField
        id="payment-date"
        label="Date received"
        value={draft.date}
        allowClear={false}
        warning={problems.date}
        onChange={(date) => onChange({ date })}
      />
      <Form.Item label="Method" htmlFor="payment-method">
        <Select<PaymentMethod>
          id="payment-method"
          value={draft.method}
          options={PAYMENT_METHOD_OPTIONS}
          onChange={(method) => onChange({ method })}
        />
      </Form.Item>
      <Form.Item label="Reference" htmlFor="payment-reference">
        <Input
          id="payment-reference"
          maxLength={REFERENCE_MAX}
          placeholder="Bank reference, cheque number…"
          value={draft.reference}
          onChange={(event) => onChange({ reference: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="Note" htmlFor="payment-note">
        <Input.TextArea
          id="payment-note"
          maxLength={NOTE_MAX}
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={draft.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: draft.sendReceipt ? 8 : 0 }}>
        <Checkbox
          checked={draft.sendReceipt}
          onChange={(event) => onChange({ sendReceipt: event.target.checked })}
        >
          Email a receipt to the client
        </Checkbox>
      </Form.Item>
      {draft.sendReceipt && (
        <Form.Item
          label="Client email"
          htmlFor="payment-receipt-email"
          validateStatus={status('receiptEmail')}
          help={problems.receiptEmail}
          style={{ marginBottom: 0 }}
        >
          <Input
            id="payment-receipt-email"
            type="email"
            autoComplete="email"
            value={draft.receiptEmail}
            onChange={(event) => onChange({ receiptEmail: event.target.value })}
          />
        </Form.Item>
      )}
      {above && draft.overpayment && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="The invoice will be paid, and the excess becomes a credit note for the client."
        />
      )}
    </>
  );
}
