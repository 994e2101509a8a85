import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/paths';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** Choosing a plan in the demo goes to the real plan page after about 1 s; snackbar 4.5 s. */
export const DEMO_PLAN_DELAY_MS = 1000;
const SNACKBAR_SECONDS = 4.5;

const PLANS = [
  {
    key: 'pro',
    name: 'Pro',
    price: '$5',
    period: 'per month',
    note: '7-day free trial · cancel anytime',
    popular: true,
    features: ['Unlimited invoices and quotes', 'Your logo and branding', 'Clients and document history'],
  },
  {
    key: 'lifetime',
    name: 'Lifetime',
    price: '$99',
    period: 'one-time',
    note: '30-day money-back guarantee',
    popular: false,
    features: ['Everything in Pro, forever', 'One payment, no renewals', 'All future updates'],
  },
] as const;

/** The demo's Subscription section: the plan choice, which leads to signing up. */
export function DemoPlanSection() {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (name: string) => {
    message.info(`${name}: taking you to sign up…`, SNACKBAR_SECONDS);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(`${PATHS.plan}?skipChecks=true`), DEMO_PLAN_DELAY_MS);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Choose Your Plan
      </Typography.Title>
      <div className="demo-plans">
        {PLANS.map((plan) => (
          <Card
            key={plan.key}
            title={plan.name}
            extra={plan.popular ? <Tag color="blue">Most Popular</Tag> : null}
          >
            <Flex vertical gap={12}>
              <div>
                <span className="demo-plans__price">{plan.price}</span>{' '}
                <Typography.Text>{plan.period}</Typography.Text>
              </div>
              <Typography.Text type="secondary">{plan.note}</Typography.Text>
              <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckOutlined aria-hidden="true" /> {feature}
                  </li>
                ))}
              </ul>
              <Button type={plan.popular ? 'primary' : 'default'} onClick={() => choose(plan.name)}>
                Choose {plan.name}
              </Button>
            </Flex>
          </Card>
        ))}
      </div>
    </Flex>
  );
}
