import { ComingSoonSection } from './ComingSoonSection';

export function SubscriptionSection() {
  return (
    <ComingSoonSection
      heading="Subscription"
      summary="Your plan and how you pay for it."
      features={[
        'Plan details: Free, Pro or Lifetime',
        'Trial and renewal dates',
        'The billing portal for Pro: payment method, invoices, cancellation',
        'The benefits your plan includes',
      ]}
    />
  );
}
