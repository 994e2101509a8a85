import { Alert, Button, Flex, Form, Modal, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { useInvoicePaymentsQuery, useRecordPaymentMutation, type PaidInvoice } from '../api/paymentsApi';
import { useReceiptEmail } from '../hooks/useReceiptEmail';
import { paymentErrorText } from '../model/paymentErrors';
import { draftProblems, newPaymentDraft, paymentBodyOf, type PaymentDraft } from '../model/paymentDraft';
import { moneyText } from '../model/paymentText';
import { RecordPaymentFields } from './RecordPaymentFields';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

type Props = {
  /** The invoice to record a payment of; null keeps the dialog closed. */
  invoiceId: string | null;
  /** The number, for the title while the invoice loads. */
  number: string;
  onClose: () => void;
};

/** 'Record payment': the same dialog from the invoice's payments panel and from a history row. */
export function RecordPaymentDialog({ invoiceId, number, onClose }: Props) {
  const invoice = useInvoicePaymentsQuery(invoiceId ?? '', {
    skip: !invoiceId,
    refetchOnMountOrArgChange: true,
  });
  const receipt = useReceiptEmail(invoice.data);
  const ready = invoice.data && !invoice.isFetching && !receipt.loading;
  return (
    <Modal
      open={invoiceId !== null}
      title={`Record payment · ${number}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {invoice.isError ? (
        <Alert type="error" showIcon title={paymentErrorText(invoice.error, 'Failed to load the invoice')} />
      ) : ready ? (
        <RecordPaymentForm invoice={invoice.data} receiptEmail={receipt.email} onDone={onClose} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading the invoice" />
      )}
    </Modal>
  );
}

type FormProps = { invoice: PaidInvoice; receiptEmail: string; onDone: () => void };

function RecordPaymentForm({ invoice, receiptEmail, onDone }: FormProps) {
  const { message } = useFeedback();
  const [record, recording] = useRecordPaymentMutation();
  const [draft, setDraft] = useState<PaymentDraft>(() =>
    newPaymentDraft(invoice, receiptEmail, dayjs().format('YYYY-MM-DD')),
  );
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const balance = invoice.balance_due;
  const problems = tried ? draftProblems(draft, balance) : {};

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(draftProblems(draft, balance)).length > 0) return;
    const result = await record({
      invoiceId: invoice.id,
      input: paymentBodyOf(draft, invoice.currency, balance),
    });
    if (result.error) {
      if (!isDemoBlockedWrite(result.error))
        setFailure(paymentErrorText(result.error, 'Failed to record payment'));
      return;
    }
    const amount = moneyText(result.data.payment?.amount ?? draft.amount, invoice.currency);
    const creditNote = result.data.credit_note?.document_number;
    message.success(
      `Payment of ${amount} recorded${creditNote ? `; credit note ${creditNote} holds the excess` : ''}${
        draft.sendReceipt ? `; receipt sent to ${draft.receiptEmail.trim()}` : ''
      }`,
    );
    onDone();
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} requiredMark={false} aria-label="Record payment">
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />}
      <RecordPaymentFields
        draft={draft}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        problems={problems}
        currency={invoice.currency}
        balance={balance}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={recording.isLoading}>
          Record payment
        </Button>
      </Flex>
    </Form>
  );
}
