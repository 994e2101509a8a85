import { Alert } from 'antd';
import type { PaymentConfirmation } from '../hooks/usePaymentConfirmation';

/** What the client reads back from Checkout: thanks, still processing, or nothing charged. */
export function PaymentReturnNotice({ state }: { state: PaymentConfirmation }) {
  if (state === 'none') return null;
  if (state === 'received')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title="Thank you, your payment was received"
        className="public-doc__notice"
      />
    );
  if (state === 'cancelled')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title="Payment cancelled. You have not been charged."
        className="public-doc__notice"
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title="Payment processing…"
      description={
        state === 'pending'
          ? 'Your payment is being confirmed. This page will show the invoice as paid once it is; you can reload it later.'
          : undefined
      }
      className="public-doc__notice"
    />
  );
}
