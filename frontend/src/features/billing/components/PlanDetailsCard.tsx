import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { type LifetimePurchase, formatCents, formatStripeDate, type UserPlan } from '../../../entities/plan';

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  canceled: 'Canceled',
};

type Rows = NonNullable<DescriptionsProps['items']>;

type PlanDetailsCardProps = { plan: UserPlan; lifetimePurchase?: LifetimePurchase };

/** 'Plan Details': the plan in its colour, and for Pro its status, price and dates. */
export function PlanDetailsCard({ plan, lifetimePurchase }: PlanDetailsCardProps) {
  const rows: Rows = [
    { key: 'plan', label: 'Plan', children: <Tag color={plan.color}>{plan.label}</Tag> },
    ...(plan.kind === 'pro' ? proRows(plan) : []),
    ...(plan.kind === 'lifetime' && lifetimePurchase ? lifetimeRows(lifetimePurchase) : []),
  ];
  return (
    <Card title="Plan Details">
      <Descriptions column={1} size="small" items={rows} />
    </Card>
  );
}

function proRows({ subscription }: Extract<UserPlan, { kind: 'pro' }>): Rows {
  const price = subscription.items[0]?.price;
  const rows: Rows = [
    { key: 'status', label: 'Status', children: STATUS_WORDS[subscription.status] ?? subscription.status },
    {
      key: 'price',
      label: 'Price',
      children: `${formatCents(price?.unit_amount)} / ${price?.recurring?.interval ?? 'month'}`,
    },
  ];
  if (subscription.status === 'trialing') {
    rows.push({ key: 'trial', label: 'Trial ends', children: formatStripeDate(subscription.trial_end) });
  }
  rows.push({
    key: 'period',
    label: subscription.cancel_at_period_end ? 'Access ends' : 'Renews on',
    children: formatStripeDate(subscription.current_period_end),
  });
  return rows;
}

function lifetimeRows(purchase: LifetimePurchase): Rows {
  return [
    { key: 'paid', label: 'Paid', children: formatCents(purchase.amount, purchase.currency) },
    { key: 'purchased', label: 'Purchased', children: formatStripeDate(purchase.created) },
  ];
}
