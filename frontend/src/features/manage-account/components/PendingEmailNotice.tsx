import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';

type PendingEmailNoticeProps = {
  pendingEmail: string;
  /** Seconds until 'Send again' may be used; 0 when it may. */
  secondsLeft: number;
  sending: boolean;
  /** Asks for another confirmation mail to the pending address. */
  onSendAgain: (pendingEmail: string) => void;
};

/** A change of address waiting for its confirmation link, with a rate-limited 'Send again'. */
export function PendingEmailNotice({
  pendingEmail,
  secondsLeft,
  sending,
  onSendAgain,
}: PendingEmailNoticeProps) {
  return (
    <Alert
      className="pending-email"
      type="info"
      icon={<MailOutlined />}
      showIcon
      title={
        <>
          Pending change to <Typography.Text strong>{pendingEmail}</Typography.Text>
        </>
      }
      description={
        <>
          <Typography.Paragraph className="pending-email__hint">
            Follow the confirmation link we sent to that address to start using it.
          </Typography.Paragraph>
          <Button
            size="small"
            onClick={() => onSendAgain(pendingEmail)}
            loading={sending}
            disabled={secondsLeft > 0}
          >
            {secondsLeft > 0 ? `Send again (${secondsLeft}s)` : 'Send again'}
          </Button>
        </>
      }
    />
  );
}
