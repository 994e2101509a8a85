import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { PATHS } from '../../shared/paths';
import { GuardScreen } from './GuardScreen';

/** The access probe could not be made (network or server failure). */
export function DashboardLoadFailed({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Dashboard');
  return (
    <GuardScreen>
      <Result
        status="error"
        title={
          <span role="heading" aria-level={1}>
            Failed to load dashboard data
          </span>
        }
        subTitle="Check your connection and try again, or choose a plan to continue."
        extra={[
          <ButtonLink key="plan" to={`${PATHS.plan}?skipChecks=true`} type="primary">
            Choose a Plan
          </ButtonLink>,
          <Button key="retry" icon={<ReloadOutlined />} onClick={onRetry}>
            Try again
          </Button>,
        ]}
      />
    </GuardScreen>
  );
}
