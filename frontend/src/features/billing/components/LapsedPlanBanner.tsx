import { Alert, Flex } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';
import type { LapsedPlan } from '../../../entities/plan';

/** The dashboard's one notice for a lapsed user: what ended, when, what still works, and renewal. */
export function LapsedPlanBanner({ lapse }: { lapse: LapsedPlan }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      className="lapsed-plan-banner"
      title={`Your ${lapse.planName} ended on ${lapse.endedOn}.`}
      // The button sits under the text, not beside it, so a phone keeps the text at full width.
      description={
        <Flex vertical gap={8} align="start">
          <span>
            Your documents and clients are read-only: you can open them and download PDFs. Renew your plan to
            create, edit or send documents.
          </span>
          <ButtonLink to={`${PATHS.plan}?skipChecks=true`} type="primary">
            Renew your plan
          </ButtonLink>
        </Flex>
      }
    />
  );
}
