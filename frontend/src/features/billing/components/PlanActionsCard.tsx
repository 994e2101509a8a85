import { CreditCardOutlined, CrownOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';
import { formatStripeDate, type UserPlan } from '../../../entities/plan';

type PlanActionsCardProps = {
  plan: UserPlan;
  /** Whether this user may still have Pro's trial: only then is the trial offered. */
  eligibleForTrial: boolean;
  openingPortal: boolean;
  onOpenPortal: () => void;
};

/** 'Subscription Actions' (Pro: the billing portal), 'Account' (Lifetime) or 'Quick Actions' (Free). */
export function PlanActionsCard({
  plan,
  eligibleForTrial,
  openingPortal,
  onOpenPortal,
}: PlanActionsCardProps) {
  if (plan.kind === 'pro') {
    const { cancel_at_period_end: cancels, current_period_end: periodEnd } = plan.subscription;
    return (
      <Card title="Subscription Actions">
        <Flex vertical gap={12} align="start">
          <Typography.Paragraph style={{ margin: 0 }}>
            {cancels
              ? `Your subscription is canceled and stays active until ${formatStripeDate(periodEnd)}. You can resume it in the billing portal.`
              : 'Change your card, see invoices, or cancel anytime in the billing portal.'}
          </Typography.Paragraph>
          <Button type="primary" icon={<CreditCardOutlined />} loading={openingPortal} onClick={onOpenPortal}>
            Manage Billing
          </Button>
        </Flex>
      </Card>
    );
  }
  if (plan.kind === 'lifetime') {
    return (
      <Card title="Account">
        <Typography.Paragraph style={{ margin: 0 }}>
          You have lifetime access to every feature, including future updates. There is nothing to renew and
          no billing portal.
        </Typography.Paragraph>
      </Card>
    );
  }
  return (
    <Card title="Quick Actions">
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>
          {eligibleForTrial
            ? 'You are on the Free plan. Pro starts with a 7-day free trial.'
            : 'You are on the Free plan. Pro is $5 a month, billed from today; cancel anytime.'}
        </Typography.Paragraph>
        <ButtonLink to={`${PATHS.plan}?skipChecks=true`} type="primary" icon={<CrownOutlined />}>
          Choose a Plan
        </ButtonLink>
      </Flex>
    </Card>
  );
}
