import { Alert, Button, Col, Row, Skeleton } from 'antd';
import {
  useCreateCustomerPortalSessionMutation,
  useSubscriptionStatusQuery,
  useTrialEligibilityQuery,
  planOfSubscription,
} from '../../entities/plan';
import { BenefitsCard, ComingSoonCard, PlanActionsCard, PlanDetailsCard } from '../../features/billing';
import { goToExternalPage, type Redirect } from '../../shared/navigation/externalPage';
import { useFeedback } from '../../shared/feedback/feedbackContext';

type SubscriptionSectionProps = { redirect?: Redirect };

/** The dashboard's subscription section (Subscription page). */
export function SubscriptionSection({ redirect = goToExternalPage }: SubscriptionSectionProps) {
  const { message } = useFeedback();
  const status = useSubscriptionStatusQuery();
  const eligibility = useTrialEligibilityQuery();
  const [createPortal, portal] = useCreateCustomerPortalSessionMutation();

  const openPortal = async () => {
    const result = await createPortal();
    if (result.error) {
      message.error('Failed to create billing portal session', 4.5);
    } else if (!result.data.url) {
      message.error('Invalid response from server', 4.5);
    } else {
      redirect(result.data.url);
    }
  };

  if (status.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!status.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load subscription information"
        action={<Button onClick={() => void status.refetch()}>Try again</Button>}
      />
    );
  }

  const plan = planOfSubscription(status.data);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <PlanDetailsCard plan={plan} lifetimePurchase={status.data.lifetimePurchases[0]} />
      </Col>
      <Col xs={24} lg={12}>
        <PlanActionsCard
          plan={plan}
          // Only a known 'eligible' promises the trial: this page is seen mostly by those whose plan ended.
          eligibleForTrial={eligibility.data?.eligibleForTrial ?? false}
          openingPortal={portal.isLoading}
          onOpenPortal={() => void openPortal()}
        />
      </Col>
      {plan.kind !== 'free' && (
        <Col xs={24} lg={12}>
          <BenefitsCard />
        </Col>
      )}
      <Col xs={24} lg={12}>
        <ComingSoonCard />
      </Col>
    </Row>
  );
}
