import {
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { RecurringAction, RecurringProfile } from '../api/recurringApi';

export type ProfileActionHandlers = {
  onAction: (profile: RecurringProfile, action: RecurringAction) => void;
  onEdit: (profile: RecurringProfile) => void;
  onDelete: (profile: RecurringProfile) => void;
};

type Props = ProfileActionHandlers & {
  profile: RecurringProfile;
  /** The action under way on this profile, if any. */
  busy: RecurringAction | null;
  /** Name for the buttons' labels ('Pause Acme Ltd'). */
  name: string;
  labelled?: boolean;
};

/** Pause or Resume, Skip next, Edit, Delete: an ended profile can only be edited or deleted. */
export function ProfileActions({ profile, busy, name, labelled = false, onAction, onEdit, onDelete }: Props) {
  const live = profile.status !== 'ended';
  const action = (label: string, icon: React.ReactNode, onClick: () => void, extra: object = {}) => {
    const button = (
      <Button type="text" icon={icon} aria-label={`${label} ${name}`} onClick={onClick} {...extra}>
        {labelled ? label : null}
      </Button>
    );
    return labelled ? button : <Tooltip title={label}>{button}</Tooltip>;
  };
  return (
    <Space size={labelled ? 8 : 2} wrap>
      {live &&
        (profile.status === 'paused'
          ? action('Resume', <PlayCircleOutlined />, () => onAction(profile, 'resume'), {
              loading: busy === 'resume',
            })
          : action('Pause', <PauseCircleOutlined />, () => onAction(profile, 'pause'), {
              loading: busy === 'pause',
            }))}
      {live &&
        action('Skip next', <StepForwardOutlined />, () => onAction(profile, 'skip'), {
          loading: busy === 'skip',
        })}
      {action('Edit', <EditOutlined />, () => onEdit(profile))}
      {action('Delete', <DeleteOutlined />, () => onDelete(profile), { danger: true })}
    </Space>
  );
}
