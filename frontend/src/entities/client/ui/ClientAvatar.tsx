import { Avatar } from 'antd';
import { initialsOf } from '../model/clientNames';

type ClientAvatarProps = { name: string; size?: number };

/** The initials avatar of the list rows and the detail header; the name is read next to it. */
export function ClientAvatar({ name, size = 36 }: ClientAvatarProps) {
  return (
    <Avatar size={size} className="client-avatar" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
