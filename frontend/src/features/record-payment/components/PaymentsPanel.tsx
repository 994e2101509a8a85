import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { useDeletePaymentMutation, useInvoicePaymentsQuery, type InvoicePayment } from '../api/paymentsApi';
import { paymentErrorText } from '../model/paymentErrors';
import { paymentMethodLabel } from '../model/paymentMethods';
import { moneyText, paymentDate } from '../model/paymentText';
import { PaymentsList } from './PaymentsList';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import './Payments.css';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

type Props = { invoiceId: string; number: string };

/** An invoice's money on its edit page: Paid, Balance due, the payments, and 'Record payment'. */
export function PaymentsPanel({ invoiceId, number }: Props) {
  const { modal, message } = useFeedback();
  const invoice = useInvoicePaymentsQuery(invoiceId, { refetchOnMountOrArgChange: true });
  const [deletePayment] = useDeletePaymentMutation();
  const [recording, setRecording] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = invoice.data;

  const remove = async (payment: InvoicePayment) => {
    setDeletingId(payment.id);
    setFailure(null);
    const result = await deletePayment({ invoiceId, paymentId: payment.id });
    setDeletingId(null);
    if (result.error && !isDemoBlockedWrite(result.error))
      setFailure(paymentErrorText(result.error, 'Failed to delete payment'));
    else if (!result.error) message.success('Payment deleted');
  };
  const confirmDelete = (payment: InvoicePayment) =>
    modal.confirm({
      title: 'Delete this payment?',
      content: `${paymentMethodLabel(payment.method)} of ${moneyText(payment.amount, payment.currency)} on ${paymentDate(
        payment.date,
      )}. The balance due and the status go back.`,
      okText: 'Delete payment',
      okButtonProps: { danger: true },
      onOk: () => remove(payment),
    });

  return (
    <Card
      size="small"
      className="payments-panel"
      title={<h3 className="payments-panel__title">Payments</h3>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={!data} onClick={() => setRecording(true)}>
          Record payment
        </Button>
      }
    >
      {invoice.isError ? (
        <Alert
          type="error"
          showIcon
          title={paymentErrorText(invoice.error, 'Failed to load payments')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void invoice.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading payments" />
      ) : (
        <Flex vertical gap={12}>
          {failure && (
            <Alert type="error" showIcon closable title={failure} onClose={() => setFailure(null)} />
          )}
          <dl className="payments-panel__sums">
            <div>
              <dt>Paid</dt>
              <dd>{moneyText(data.amount_paid, data.currency)}</dd>
            </div>
            <div>
              <dt>Balance due</dt>
              <dd>{moneyText(data.balance_due, data.currency)}</dd>
            </div>
          </dl>
          <PaymentsList
            payments={data.payments}
            currency={data.currency}
            deletingId={deletingId}
            onDelete={confirmDelete}
          />
        </Flex>
      )}
      {recording && (
        <RecordPaymentDialog invoiceId={invoiceId} number={number} onClose={() => setRecording(false)} />
      )}
    </Card>
  );
}
