import { Flex } from 'antd';
import { ButtonLink } from '../components/ButtonLink';
import { PATHS } from '../paths';

type AuthActionsProps = {
  /** Stack full-width buttons, as in the small-screen panel. */
  stacked?: boolean;
  onNavigate?: () => void;
};

/** The header's account buttons. Only the signed-out state exists until sign-in is built. */
export function AuthActions({ stacked = false, onNavigate }: AuthActionsProps) {
  // Stacked buttons sit in the touch panel, where bigger targets are easier to hit.
  const size = stacked ? 'large' : 'middle';
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
