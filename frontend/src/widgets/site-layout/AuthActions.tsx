import { Flex } from 'antd';
import { useAppSelector } from '../../shared/store/hooks';
import { selectDashboardAccess, selectIsSignedIn } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { PATHS } from '../../shared/paths';
import { AccountMenu } from '../../entities/account';

type AuthActionsProps = {
  /** Stack full-width buttons, as in the small-screen panel. */
  stacked?: boolean;
  onNavigate?: () => void;
};

/**
 * The header's account buttons (top navigation). Signed out: 'Log In / Sign Up' and 'Start Free
 * Trial'. Signed in with dashboard access: 'Dashboard' ('Go to Dashboard' in the panel). Signed in
 * without it, or before the probe has answered: 'Login', which opens the account menu (the email,
 * 'Choose a plan', 'Log out'), so nobody is stuck signed in.
 */
export function AuthActions({ stacked = false, onNavigate }: AuthActionsProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const access = useAppSelector(selectDashboardAccess);
  // Stacked buttons sit in the touch panel, where bigger targets are easier to hit.
  const size = stacked ? 'large' : 'middle';

  if (signedIn && access === 'granted') {
    return (
      <ButtonLink to={PATHS.dashboard} type="primary" block={stacked} size={size} onClick={onNavigate}>
        {stacked ? 'Go to Dashboard' : 'Dashboard'}
      </ButtonLink>
    );
  }
  if (signedIn) return <AccountMenu block={stacked} size={size} onNavigate={onNavigate} />;
  return (
    <Flex gap={8} vertical={stacked}>
      <ButtonLink to={PATHS.login} block={stacked} size={size} onClick={onNavigate}>
        Log In / Sign Up
      </ButtonLink>
      <ButtonLink to={PATHS.plan} type="primary" block={stacked} size={size} onClick={onNavigate}>
        Start Free Trial
      </ButtonLink>
    </Flex>
  );
}
