import { Alert } from 'antd';
import type { PaymentConfirmation } from '../hooks/usePaymentConfirmation';
import { usePublicLocale } from '../model/locale';

/** What the client reads back from Checkout: thanks, still processing, or nothing charged. */
export function PaymentReturnNotice({ state }: { state: PaymentConfirmation }) {
  const { t } = usePublicLocale();
  if (state === 'none') return null;
  if (state === 'received')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('publicView:paymentReturn.received')}
        className="public-doc__notice"
      />
    );
  if (state === 'cancelled')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('publicView:paymentReturn.cancelled')}
        className="public-doc__notice"
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={t('publicView:paymentReturn.processing')}
      description={state === 'pending' ? t('publicView:paymentReturn.pending') : undefined}
      className="public-doc__notice"
    />
  );
}
