import { BellOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectSessionUser } from '../../../shared/session/sessionSlice';
import { useAskForTeamPlansMutation } from '../../../entities/plan';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

/** The spec's 'Coming soon' card: team plans are next; 'Notify me' asks the team to write when they ship. */
export function ComingSoonCard() {
  const { message } = useFeedback();
  const user = useAppSelector(selectSessionUser);
  const [ask, { isLoading, isSuccess }] = useAskForTeamPlansMutation();

  const notify = async () => {
    if (!user) return;
    const result = await ask({ email: user.email, name: user.name ?? user.username ?? user.email });
    if (result.error) message.error('Failed to send your request. Please try again.', 4.5);
    else message.success(`Thanks! We'll write to ${user.email} when team plans arrive.`, 4.5);
  };

  return (
    <Card title="Team plans" extra={<Tag>Coming soon</Tag>}>
      <Typography.Paragraph>
        Share clients and documents with your team, with a seat per person.
      </Typography.Paragraph>
      <Button icon={<BellOutlined />} loading={isLoading} disabled={isSuccess} onClick={() => void notify()}>
        {isSuccess ? "You're on the list" : 'Notify me'}
      </Button>
    </Card>
  );
}
