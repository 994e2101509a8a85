import { Badge, Button, Card, Flex, Typography } from 'antd';
import type { Plan } from '../../../entities/plan';
import { CheckList } from '../../../shared/components/CheckList';

type PlanCardProps = {
  plan: Plan;
  actionLabel: string;
  /** The terms under the price, as this user gets them (no trial promised to one who used it). */
  terms: string;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
};

/** One plan: price, what it includes, its terms and the button that starts checkout. */
export function PlanCard({ plan, actionLabel, terms, loading, disabled, onChoose }: PlanCardProps) {
  const card = (
    <Card
      className={`plan-card plan-card--${plan.id}`}
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {plan.name}
        </Typography.Title>
      }
      aria-label={`${plan.name} plan`}
    >
      <Flex vertical gap={16} className="plan-card__body">
        <Typography.Text>
          <span className="plan-card__price">${plan.price}</span>{' '}
          <Typography.Text type="secondary">
            {plan.period === 'month' ? 'per month' : 'one-time'}
          </Typography.Text>
        </Typography.Text>
        <CheckList items={plan.features} />
        <Typography.Text type="secondary">{terms}</Typography.Text>
        <Button
          className="plan-card__action"
          type="primary"
          size="large"
          block
          loading={loading}
          disabled={disabled}
          onClick={onChoose}
        >
          {actionLabel}
        </Button>
      </Flex>
    </Card>
  );
  return plan.popular ? (
    <Badge.Ribbon text="Most popular" color="blue">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
