import { LoginOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { PATHS } from '../../shared/paths';
import { GuardScreen } from './GuardScreen';

/** The dashboard after its token was refused: the stored session is already cleared. */
export function SignInNeeded() {
  useDocumentTitle('Sign In Needed');
  return (
    <GuardScreen>
      <Result
        status="403"
        title={
          <span role="heading" aria-level={1}>
            Sign in needed
          </span>
        }
        subTitle="Your session has ended. Please log in again to open your dashboard."
        extra={
          <ButtonLink to={PATHS.login} type="primary" icon={<LoginOutlined />}>
            Log In
          </ButtonLink>
        }
      />
    </GuardScreen>
  );
}
