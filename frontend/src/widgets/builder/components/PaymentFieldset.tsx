import { paymentSchema } from '@paydraft/invoice-core';
import { Form, Input } from 'antd';
import type { BuilderAction } from '../model/builderState';
import type { PaymentFields } from '../model/moneyFields';
import { useFieldProblems } from './useFieldProblems';

type PaymentFieldsetProps = {
  payment: PaymentFields;
  dispatch: (action: BuilderAction) => void;
};

const FIELDS: {
  key: keyof PaymentFields;
  label: string;
  max: number;
  placeholder?: string;
  wide?: boolean;
}[] = [
  { key: 'iban', label: 'IBAN', max: 42, placeholder: 'DE89 3704 0044 0532 0130 00', wide: true },
  { key: 'bic', label: 'BIC', max: 14, placeholder: 'COBADEFFXXX' },
  { key: 'account_name', label: 'Account name', max: 70 },
  { key: 'reference', label: 'Payment reference', max: 140, placeholder: 'RF18 5390 0754 7034', wide: true },
];

/** Bank details and the payment reference (ISO 11649 RF or free text), checked by invoice-core. */
export function PaymentFieldset({ payment, dispatch }: PaymentFieldsetProps) {
  const { problemOf, touch } = useFieldProblems(paymentSchema, payment);
  const set = (patch: Partial<PaymentFields>) => dispatch({ type: 'setPayment', patch });
  const item = (key: keyof PaymentFields, label: string) => {
    const problem = problemOf(key);
    return {
      label,
      htmlFor: `payment-${key}`,
      validateStatus: problem ? ('error' as const) : undefined,
      help: problem && <span id={`payment-${key}-help`}>{problem}</span>,
    };
  };
  const described = (key: keyof PaymentFields) =>
    problemOf(key) ? { 'aria-invalid': true, 'aria-describedby': `payment-${key}-help` } : {};

  return (
    <fieldset className="more-details__group" aria-label="Payment details">
      <legend>Payment details</legend>
      <Form layout="vertical" component="div" className="more-details__fields">
        {FIELDS.map(({ key, label, max, placeholder, wide }) => (
          <Form.Item key={key} {...item(key, label)} className={wide ? 'more-details__wide' : undefined}>
            <Input
              id={`payment-${key}`}
              maxLength={max}
              placeholder={placeholder}
              value={payment[key]}
              onChange={(event) => set({ [key]: event.target.value })}
              onBlur={() => touch(key)}
              {...described(key)}
            />
          </Form.Item>
        ))}
        <Form.Item {...item('instructions', 'Payment instructions')} className="more-details__wide">
          <Input.TextArea
            id="payment-instructions"
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            // The height before autoSize has measured: the prerendered page's first paint.
            rows={2}
            value={payment.instructions}
            onChange={(event) => set({ instructions: event.target.value })}
            onBlur={() => touch('instructions')}
          />
        </Form.Item>
      </Form>
    </fieldset>
  );
}
