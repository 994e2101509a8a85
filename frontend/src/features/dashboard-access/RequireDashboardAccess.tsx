import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../shared/paths';
import { DashboardLoadFailed } from './DashboardLoadFailed';
import { GuardScreen } from './GuardScreen';
import { SignInNeeded } from './SignInNeeded';
import { useDashboardAccess } from './useDashboardAccess';

/**
 * Renders the dashboard only for a signed-in user whom the stats probe lets in, or whose plan lapsed
 * (read-only: the sections show the lapse and the server refuses every change).
 */
export function RequireDashboardAccess({ children }: { children: ReactNode }) {
  const { state, retry } = useDashboardAccess();
  switch (state) {
    case 'checking':
      return (
        <GuardScreen>
          <Spin size="large" aria-label="Checking access to the dashboard" />
        </GuardScreen>
      );
    case 'signed-out':
      return <Navigate to={PATHS.login} replace />;
    case 'needs-plan':
      return <Navigate to={PATHS.plan} replace />;
    case 'session-ended':
      return <SignInNeeded />;
    case 'failed':
      return <DashboardLoadFailed onRetry={retry} />;
    case 'lapsed':
    case 'granted':
      return children;
  }
}
