import { Alert, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectSessionLoaded, selectSessionToken } from '../../shared/session/sessionSlice';
import { PageLoader } from '../../shared/components/PageLoader';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { SignedInAs, checkDashboardAccess } from '../../entities/account';
import { useTrialEligibilityQuery, PLANS, termsFor } from '../../entities/plan';
import { PlanCard, useCheckout } from '../../features/billing';
import type { Redirect } from '../../shared/navigation/externalPage';
import './PlanPage.css';

type PlanPageProps = { redirect?: Redirect };

/**
 * /plan: Pro and Lifetime, each leading to Stripe Checkout. Needs a session (else /login); someone
 * who already has the dashboard goes there, unless skipChecks=true (the subscription section's
 * 'Choose a Plan' link).
 */
export function PlanPage({ redirect }: PlanPageProps) {
  usePageMeta(PAGE_META[PATHS.plan]);
  const token = useAppSelector(selectSessionToken);
  const loaded = useAppSelector(selectSessionLoaded);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const skipChecks = search.get('skipChecks') === 'true';
  const eligibility = useTrialEligibilityQuery(undefined, { skip: !token });
  const checkout = useCheckout(redirect);

  useEffect(() => {
    if (!token || skipChecks) return;
    void dispatch(checkDashboardAccess()).then((action) => {
      if (action.payload === true) void navigate(`${PATHS.dashboard}?skipChecks=true`, { replace: true });
    });
  }, [token, skipChecks, dispatch, navigate]);

  if (!loaded) return <PageLoader />;
  if (!token) return <Navigate to={PATHS.login} replace />;

  // Eligible by default: on a failed or pending answer the button still says what most people get.
  const eligibleForTrial = eligibility.data?.eligibleForTrial ?? true;
  const actionLabel = (planId: 'pro' | 'lifetime') =>
    planId === 'lifetime' ? 'Get Lifetime Access' : eligibleForTrial ? 'Start Free Trial' : 'Subscribe Now';

  return (
    <Flex vertical align="center" gap={24} className="plan-page">
      <Flex vertical align="center" gap={4}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Choose Your Plan
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
          Unlock saved documents, clients, auto-numbering and email sharing.
        </Typography.Paragraph>
        <SignedInAs />
      </Flex>
      {search.get('checkout') === 'canceled' && !checkout.error && (
        <Alert type="info" showIcon title="Checkout canceled. You have not been charged." />
      )}
      {checkout.error && (
        <Alert type="error" showIcon title={checkout.error} closable onClose={checkout.dismissError} />
      )}
      <div className="plan-page__cards">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            actionLabel={actionLabel(plan.id)}
            terms={termsFor(plan, eligibleForTrial)}
            loading={checkout.choosing === plan.id}
            disabled={checkout.choosing !== null && checkout.choosing !== plan.id}
            onChoose={() => void checkout.choose(plan.id)}
          />
        ))}
      </div>
      <Typography.Text type="secondary">Payments are handled securely by Stripe.</Typography.Text>
    </Flex>
  );
}
