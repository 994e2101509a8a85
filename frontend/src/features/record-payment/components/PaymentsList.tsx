import { CreditCardOutlined, DeleteOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import type { InvoicePayment } from '../api/paymentsApi';
import { paymentMethodLabel } from '../model/paymentMethods';
import { moneyText, paymentDate } from '../model/paymentText';

type Props = {
  payments: InvoicePayment[];
  currency: string;
  deletingId: string | null;
  onDelete: (payment: InvoicePayment) => void;
};

/**
 * The invoice's payments, oldest first: method, date, reference, amount. Card payments (pay now) are
 * marked and cannot be deleted; refunds show as negative; a delete for each of the owner's own.
 */
export function PaymentsList({ payments, currency, deletingId, onDelete }: Props) {
  if (payments.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payments recorded yet" />;
  }
  return (
    <ul className="payments-list" aria-label="Payments">
      {payments.map((payment) => {
        // The pay-now flow's: its money moved in Stripe, so a refund there undoes it, never a delete here.
        const online = payment.source === 'stripe';
        const refund = payment.amount.trim().startsWith('-');
        const amount = moneyText(payment.amount, payment.currency || currency);
        const label = `${paymentMethodLabel(payment.method)} of ${amount} on ${paymentDate(payment.date)}`;
        return (
          <li key={payment.id} className="payments-list__item" aria-label={label}>
            <Flex vertical gap={2} className="payments-list__what">
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong>{paymentMethodLabel(payment.method)}</Typography.Text>
                {online && !refund && (
                  <Tag icon={<CreditCardOutlined />} color="blue">
                    Paid online
                  </Tag>
                )}
                {refund && <Tag color="default">Refund</Tag>}
                {payment.needs_review && (
                  <Tooltip title="It came through a Stripe account that is no longer connected to Paydraft.">
                    <Tag icon={<WarningOutlined />} color="warning" tabIndex={0}>
                      Check this payment
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
              <Typography.Text type="secondary">
                {[paymentDate(payment.date), payment.reference].filter(Boolean).join(' · ')}
              </Typography.Text>
              {payment.note && <Typography.Text type="secondary">{payment.note}</Typography.Text>}
            </Flex>
            <Typography.Text strong className="payments-list__amount">
              {amount}
            </Typography.Text>
            {online ? (
              <Tooltip title="A card payment is undone by refunding it in Stripe.">
                <InfoCircleOutlined
                  className="payments-list__locked"
                  aria-label="Refund in Stripe to undo"
                  tabIndex={0}
                />
              </Tooltip>
            ) : (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                loading={deletingId === payment.id}
                aria-label={`Delete payment: ${label}`}
                onClick={() => onDelete(payment)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
