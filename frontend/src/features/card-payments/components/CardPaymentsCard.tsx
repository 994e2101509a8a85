import { CheckCircleFilled, CreditCardOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { goToExternalPage, type Redirect } from '../../../shared/navigation/externalPage';
import {
  useConnectStatusQuery,
  useDisconnectStripeMutation,
  useStartConnectOnboardingMutation,
} from '../api/connectApi';
import { connectErrorText, connectStateOf, onboardingReturnText } from '../model/connectState';
import './CardPayments.css';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

type Props = { redirect?: Redirect };

const TITLE = <h2 className="card-payments__title">Accept card payments</h2>;

/**
 * Form Preferences' 'Accept card payments': connects the owner's own Stripe account, so a client can
 * pay an invoice by card from its link ('Pay now'). The money goes to that account; Paydraft keeps its id.
 */
export function CardPaymentsCard({ redirect = goToExternalPage }: Props) {
  const { modal } = useFeedback();
  const status = useConnectStatusQuery();
  const [startOnboarding, onboarding] = useStartConnectOnboardingMutation();
  const [disconnect, disconnecting] = useDisconnectStripeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [search] = useSearchParams();

  const goToStripe = async () => {
    setFailure(null);
    const result = await startOnboarding();
    if (result.data?.url) return redirect(result.data.url);
    if (!isDemoBlockedWrite(result.error))
      setFailure(connectErrorText(result.error, 'Failed to open Stripe. Try again in a moment.'));
  };
  const confirmDisconnect = () =>
    modal.confirm({
      title: 'Disconnect Stripe?',
      content:
        'Clients will no longer see Pay now on your invoices. Payments already made stay recorded, and your Stripe account keeps working.',
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      onOk: async () => {
        setFailure(null);
        const result = await disconnect();
        if (result.error && !isDemoBlockedWrite(result.error))
          setFailure(connectErrorText(result.error, 'Failed to disconnect Stripe'));
      },
    });

  if (status.isLoading) {
    return (
      <Card className="card-payments" title={TITLE}>
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading card payments" />
      </Card>
    );
  }
  if (!status.data) {
    return (
      <Card className="card-payments" title={TITLE}>
        <Alert
          type="error"
          showIcon
          title={connectErrorText(status.error, 'Failed to load the card payments state')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void status.refetch()}>
              Try again
            </Button>
          }
        />
      </Card>
    );
  }

  const state = connectStateOf(status.data);
  const returned = onboardingReturnText(search.get('connect'), state);
  const disconnectLink = (
    <Button
      type="link"
      danger
      className="card-payments__disconnect"
      loading={disconnecting.isLoading}
      onClick={confirmDisconnect}
    >
      Disconnect
    </Button>
  );
  return (
    <Card className="card-payments" title={TITLE}>
      <Flex vertical gap={12} align="flex-start">
        {failure && <Alert type="error" showIcon closable title={failure} onClose={() => setFailure(null)} />}
        {returned && !failure && <Alert type={returned.type} showIcon title={returned.text} role="status" />}
        {state === 'connected' ? (
          <p className="card-payments__state">
            <CheckCircleFilled className="card-payments__on" aria-hidden />{' '}
            <Typography.Text strong>Card payments on: account {status.data.account_id}</Typography.Text>{' '}
            {disconnectLink}
          </p>
        ) : state === 'incomplete' ? (
          <>
            <Typography.Text>
              Your Stripe account {status.data.account_id} is connected, but Stripe needs a few more details
              before clients can pay by card.
            </Typography.Text>
            <Flex align="center" gap={8} wrap>
              <Button type="primary" loading={onboarding.isLoading} onClick={() => void goToStripe()}>
                Finish Stripe set-up
              </Button>
              {disconnectLink}
            </Flex>
          </>
        ) : (
          <>
            <Typography.Text>
              Let clients pay your invoices by card from the invoice&apos;s link. The money goes straight to
              your own Stripe account; you can disconnect at any time.
            </Typography.Text>
            <Button
              type="primary"
              icon={<CreditCardOutlined />}
              loading={onboarding.isLoading}
              onClick={() => void goToStripe()}
            >
              Connect with Stripe
            </Button>
          </>
        )}
        {status.isFetching && !status.isLoading && (
          <Typography.Text type="secondary" role="status">
            Checking with Stripe…
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
