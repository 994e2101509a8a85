import { Flex, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../shared/components/ButtonLink';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { useEmailChangeConfirmation } from '../../features/manage-account';

const ACCOUNT_SETTINGS = `${PATHS.dashboard}?section=account`;

/** /confirm-email-change?token=…: the link from the confirmation mail sent to the new address. */
export function ConfirmEmailChangePage() {
  usePageMeta(PAGE_META[PATHS.confirmEmailChange]);
  const [params] = useSearchParams();
  const confirmation = useEmailChangeConfirmation(params.get('token'));

  return (
    <Flex
      align="center"
      justify="center"
      className="confirm-email-change"
      style={{ minHeight: '60vh', padding: 24 }}
    >
      {confirmation.status === 'confirming' && (
        <Flex vertical align="center" gap={16} role="status">
          <Spin size="large" />
          <Typography.Text>Confirming your new email address…</Typography.Text>
        </Flex>
      )}
      {confirmation.status === 'confirmed' && (
        <Result
          status="success"
          title={
            <span role="heading" aria-level={1}>
              Email Address Confirmed
            </span>
          }
          subTitle={
            <>
              Your account now uses <Typography.Text strong>{confirmation.email}</Typography.Text>.
            </>
          }
          extra={
            <ButtonLink to={PATHS.dashboard} type="primary">
              Go to Dashboard
            </ButtonLink>
          }
        />
      )}
      {confirmation.status === 'missing-token' && (
        <Result
          status="error"
          title={
            <span role="heading" aria-level={1}>
              Confirmation Failed
            </span>
          }
          subTitle="Invalid confirmation link. No token provided."
          extra={<ButtonLink to={PATHS.home}>Back to Home</ButtonLink>}
        />
      )}
      {confirmation.status === 'failed' && (
        <Result
          status="error"
          title={
            <span role="heading" aria-level={1}>
              Confirmation Failed
            </span>
          }
          subTitle="This confirmation link may have expired or is invalid. Please try again from your account settings."
          extra={
            <ButtonLink to={ACCOUNT_SETTINGS} type="primary">
              Go to Account Settings
            </ButtonLink>
          }
        />
      )}
    </Flex>
  );
}
