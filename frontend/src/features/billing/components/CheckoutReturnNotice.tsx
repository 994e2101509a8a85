import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { AnalyticsEvent, trackEvent } from '../../../shared/analytics/analytics';
import { checkDashboardAccess } from '../../../entities/account';
import { useSubscriptionStatusQuery, planOfSubscription, PLANS } from '../../../entities/plan';

/** How often the plan is asked for while Stripe's webhook is on its way, and for how long. */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_WAIT_MS = 90_000;

const NOTICE_STYLE = { marginBottom: 16 };

/**
 * After Stripe Checkout sends the browser back: the payment is confirmed by the webhook, not by the
 * return itself, so the page says the plan is active only once the server says so.
 */
export function CheckoutReturnNotice() {
  const dispatch = useAppDispatch();
  const [gaveUp, setGaveUp] = useState(false);
  const [active, setActive] = useState(false);
  const status = useSubscriptionStatusQuery(undefined, {
    pollingInterval: active || gaveUp ? 0 : CHECKOUT_POLL_MS,
  });
  const plan = status.data ? planOfSubscription(status.data) : null;
  const tracked = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!plan || plan.kind === 'free' || tracked.current) return;
    tracked.current = true;
    setActive(true);
    const price = PLANS.find((offered) => offered.id === plan.kind)?.price ?? 0;
    trackEvent(AnalyticsEvent.Purchase, { plan: plan.kind, value: price, currency: 'USD' });
    void dispatch(checkDashboardAccess());
  }, [plan, dispatch]);

  if (active && plan && plan.kind !== 'free') {
    const trial = plan.kind === 'pro' && plan.subscription.status === 'trialing';
    return (
      <Alert
        style={NOTICE_STYLE}
        type="success"
        showIcon
        closable
        title={`Your ${plan.label} plan is active.`}
        description={
          trial
            ? 'Your 7-day free trial has started. Enjoy every Pro feature.'
            : 'Thank you for your purchase.'
        }
      />
    );
  }
  if (gaveUp) {
    return (
      <Alert
        style={NOTICE_STYLE}
        type="warning"
        showIcon
        title="We have not received the payment confirmation yet."
        description="If you completed the payment, your plan will appear here within a few minutes. Refresh to check again."
      />
    );
  }
  return (
    <Alert
      style={NOTICE_STYLE}
      type="info"
      showIcon
      icon={<Spin size="small" />}
      title="Confirming your payment…"
      description="This takes a few seconds once Stripe tells us the payment went through."
    />
  );
}
