import { Alert } from 'antd';
import { PATHS } from '../../../shared/paths';
import { ButtonLink } from '../../../shared/components/ButtonLink';

/** Sign-up with an address that has an account (the server's redirectToLogin): offer to log in. */
export function AccountExistsAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      className="auth-form__alert"
      title="An account with this email already exists."
      description="Log in instead, or use another email address."
      action={
        <ButtonLink to={PATHS.login} size="small" type="primary">
          Login
        </ButtonLink>
      }
    />
  );
}
