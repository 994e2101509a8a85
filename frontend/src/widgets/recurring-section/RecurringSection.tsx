import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isDemoBlockedWrite } from '../../shared/feedback/demoBlockedWrite';
import { useCardLayout } from '../../shared/hooks/useCardLayout';
import { useClientNames, serverErrorText } from '../../entities/document';
import {
  useDeleteRecurringMutation,
  useRecurringActionMutation,
  useRecurringProfilesQuery,
  type RecurringAction,
  type RecurringProfile,
  ProfileCards,
  ProfileTable,
  RecurringDialog,
  type RecurringTarget,
  receiverName,
} from '../../features/recurring';
import { useFeedback } from '../../shared/feedback/feedbackContext';

const DONE: Record<RecurringAction, string> = {
  pause: 'Profile paused',
  resume: 'Profile resumed',
  skip: 'Next invoice skipped',
};

/** Issue 25 'Recurring': the owner's profiles, their next date and the invoices they made. */
export function RecurringSection() {
  const { message, modal } = useFeedback();
  const { containerRef, cards } = useCardLayout();
  const list = useRecurringProfilesQuery();
  const { nameOf: clientNameOf } = useClientNames();
  const [runAction] = useRecurringActionMutation();
  const [deleteProfile] = useDeleteRecurringMutation();
  const [busy, setBusy] = useState<{ id: string; action: RecurringAction } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<RecurringTarget | null>(null);

  const nameOf = (profile: RecurringProfile) =>
    clientNameOf(String(profile.invoice.client_id ?? '')) || receiverName(profile.invoice) || '—';

  const report = (error: unknown, fallback: string) => {
    if (!isDemoBlockedWrite(error)) setFailure(serverErrorText(error, fallback));
  };
  const onAction = async (profile: RecurringProfile, action: RecurringAction) => {
    setBusy({ id: profile.id, action });
    setFailure(null);
    const result = await runAction({ id: profile.id, action });
    setBusy(null);
    if (result.error) report(result.error, 'Failed to update the profile');
    else message.success(DONE[action]);
  };
  const onDelete = (profile: RecurringProfile) =>
    modal.confirm({
      title: 'Delete this recurring profile?',
      content: `No more invoices will be made for ${nameOf(profile)}. The invoices already made stay.`,
      okText: 'Delete profile',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await deleteProfile(profile.id);
        if (result.error) report(result.error, 'Failed to delete the profile');
        else message.success('Recurring profile deleted');
      },
    });

  const profiles = list.data ?? [];
  const listProps = {
    profiles,
    nameOf,
    busy,
    onAction: (profile: RecurringProfile, action: RecurringAction) => void onAction(profile, action),
    onEdit: (profile: RecurringProfile) => setEditing({ kind: 'edit', profile }),
    onDelete,
  };

  return (
    <Flex vertical gap={16} ref={containerRef}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Recurring
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          loading={list.isFetching && !list.isLoading}
          onClick={() => void list.refetch()}
        >
          Refresh
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon closable title={failure} onClose={() => setFailure(null)} />}
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load recurring profiles"
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : list.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading recurring profiles" />
      ) : profiles.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text strong>No recurring invoices yet</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                Save an invoice, then choose &lsquo;Make recurring&rsquo; on it (in Past Documents, or under
                its payments when you edit it) to have it made again on a schedule.
              </Typography.Text>
            </>
          }
        />
      ) : cards ? (
        <ProfileCards {...listProps} />
      ) : (
        <ProfileTable {...listProps} />
      )}
      <RecurringDialog target={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
