import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { RecurringAction, RecurringProfile } from '../api/recurringApi';
import { nextDayText, nextText, nextTimeText, profileAmount, STATUS_TAGS } from '../model/profileText';
import { frequencyText } from '../model/recurringForm';
import { MadeInvoices } from './MadeInvoices';
import { ProfileActions, type ProfileActionHandlers } from './ProfileActions';

export type ProfileListProps = ProfileActionHandlers & {
  profiles: RecurringProfile[];
  nameOf: (profile: RecurringProfile) => string;
  busy: { id: string; action: RecurringAction } | null;
};

const StatusTag = ({ profile }: { profile: RecurringProfile }) => (
  <Tag color={STATUS_TAGS[profile.status]?.color ?? 'default'}>
    {STATUS_TAGS[profile.status]?.label ?? profile.status}
  </Tag>
);

const busyOf = (busy: ProfileListProps['busy'], profile: RecurringProfile) =>
  busy?.id === profile.id ? busy.action : null;

/** The wide layout: one row per profile. */
export function ProfileTable({ profiles, nameOf, busy, ...handlers }: ProfileListProps) {
  return (
    <Table<RecurringProfile>
      rowKey="id"
      dataSource={profiles}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label="Recurring profiles"
      columns={[
        { title: 'Client', key: 'client', render: (_, profile) => nameOf(profile) },
        { title: 'Amount', key: 'amount', render: (_, profile) => profileAmount(profile) },
        { title: 'Frequency', key: 'frequency', render: (_, profile) => frequencyText(profile.frequency) },
        {
          title: 'Next',
          key: 'next',
          render: (_, profile) => (
            <Flex vertical>
              <span>{nextDayText(profile)}</span>
              {nextTimeText(profile) && (
                <Typography.Text type="secondary">{nextTimeText(profile)}</Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: 'Status', key: 'status', render: (_, profile) => <StatusTag profile={profile} /> },
        {
          title: 'Invoices made',
          key: 'made',
          width: 190,
          render: (_, profile) => <MadeInvoices ids={profile.invoices_created} />,
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, profile) => (
            <ProfileActions
              profile={profile}
              name={nameOf(profile)}
              busy={busyOf(busy, profile)}
              {...handlers}
            />
          ),
        },
      ]}
    />
  );
}

/** The phone layout: one card per profile, the same fields and actions. */
export function ProfileCards({ profiles, nameOf, busy, ...handlers }: ProfileListProps) {
  return (
    <Flex vertical gap={12} role="list" aria-label="Recurring profiles">
      {profiles.map((profile) => (
        <Card key={profile.id} size="small" role="listitem" aria-label={nameOf(profile)}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{nameOf(profile)}</Typography.Text>
              <div>
                <Typography.Text>
                  {profileAmount(profile)} · {frequencyText(profile.frequency)}
                </Typography.Text>
              </div>
            </div>
            <StatusTag profile={profile} />
          </Flex>
          <Flex vertical gap={2} style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">Next: {nextText(profile)}</Typography.Text>
            <MadeInvoices ids={profile.invoices_created} />
          </Flex>
          <div style={{ marginTop: 8, marginInlineStart: -8 }}>
            <ProfileActions
              profile={profile}
              name={nameOf(profile)}
              busy={busyOf(busy, profile)}
              labelled
              {...handlers}
            />
          </div>
        </Card>
      ))}
    </Flex>
  );
}
