import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Redirect } from '../../../shared/navigation/externalPage';
import { usePayInvoiceMutation, type PayNow } from '../api/publicViewApi';
import { payNowLabel } from '../model/invoicePayment';
import { type PublicLocale, usePublicLocale } from '../model/locale';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

type Props = {
  token: string;
  payNow: PayNow;
  redirect: Redirect;
  /** The invoice changed under the client (paid meanwhile): show it as it is now. */
  reload: () => void;
};

const SNACKBAR_SECONDS = 4;

/** Failures in the client's words, by the gateway's codes. */
function payErrorText(error: unknown, { t }: PublicLocale): string {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  if (data?.code === 'documents.nothing_due') return t('publicView:payErrors.nothingDue');
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404) return t('publicView:payErrors.noCard');
  return t('publicView:payErrors.failed');
}

/** 'Pay now · €80.00': makes a Checkout page for the balance at this moment and goes there. */
export function PayNowButton({ token, payNow, redirect, reload }: Props) {
  const { message } = useFeedback();
  const locale = usePublicLocale();
  const [pay, paying] = usePayInvoiceMutation();
  const start = async () => {
    const result = await pay(token);
    if (result.data?.url) return redirect(result.data.url);
    message.error(payErrorText(result.error, locale), SNACKBAR_SECONDS);
    reload();
  };
  return (
    <Button
      type="primary"
      size="large"
      icon={<CreditCardOutlined />}
      loading={paying.isLoading || paying.isSuccess}
      onClick={() => void start()}
      className="public-doc__pay-now"
    >
      {payNowLabel(payNow, locale)}
    </Button>
  );
}
