import { HomeOutlined, UserAddOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';

/** The demo header's way out: sign up, or back to the public site. */
export function DemoHeaderActions() {
  return (
    <>
      <ButtonLink to={PATHS.signup} type="primary" icon={<UserAddOutlined />}>
        Sign Up for Full Access
      </ButtonLink>
      <ButtonLink to={PATHS.home} icon={<HomeOutlined />}>
        Back to Home
      </ButtonLink>
    </>
  );
}
