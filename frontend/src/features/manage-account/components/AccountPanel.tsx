import { Alert, Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useAccount } from '../hooks/useAccount';
import { useTimedBanner } from '../hooks/useTimedBanner';
import { AccountActionsCard } from './AccountActionsCard';
import { AccountInformationCard } from './AccountInformationCard';
import { YourDataCard } from './YourDataCard';
import './Account.css';

/** The dashboard's account section: the user's details, editable in place, and account actions. */
export function AccountPanel() {
  const { data, isLoading, isError, refetch } = useAccount();
  const { banner, show, clear } = useTimedBanner();

  if (isLoading) {
    return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading account information" />;
  }
  if (isError || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load account information"
        action={<Button onClick={() => refetch()}>Try again</Button>}
      />
    );
  }
  if (!data.user) {
    return <Alert type="error" showIcon title="User data not found" />;
  }

  return (
    <div className="account-panel">
      <Typography.Paragraph type="secondary" className="account-panel__intro">
        Your sign-in details, plan, password and data.
      </Typography.Paragraph>
      {banner && (
        <Alert
          className="account-panel__banner"
          type={banner.type}
          showIcon
          title={banner.text}
          closable={{ onClose: clear, 'aria-label': 'Dismiss' }}
          role={banner.type === 'error' ? 'alert' : 'status'}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <AccountInformationCard user={data.user} onResult={show} />
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <AccountActionsCard user={data.user} />
            <YourDataCard user={data.user} />
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
