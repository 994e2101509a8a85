import { Result } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PATHS } from '../../../shared/paths';

/** In place of a section that only makes or changes things, for a lapsed user. */
export function RenewToContinue() {
  return (
    <Result
      status="info"
      title="Renew your plan to create documents"
      subTitle="Your plan has ended. Your documents and clients stay available to open and download."
      extra={
        <ButtonLink to={`${PATHS.plan}?skipChecks=true`} type="primary">
          Renew your plan
        </ButtonLink>
      }
    />
  );
}
