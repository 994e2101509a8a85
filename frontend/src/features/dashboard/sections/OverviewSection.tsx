import { ComingSoonSection } from './ComingSoonSection';

export function OverviewSection() {
  return (
    <ComingSoonSection
      heading="Overview"
      summary="Your business at a glance, the moment you sign in."
      features={[
        'A welcome with your username',
        'Counts of pending quotes, completed quotes and completed invoices',
        'Your recent activity',
        'Quick actions into every section',
      ]}
    />
  );
}
