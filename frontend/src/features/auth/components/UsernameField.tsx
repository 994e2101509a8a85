import { Form, Input, type FormItemProps } from 'antd';
import type { UsernameAvailability } from '../hooks/useUsernameAvailability';

const HINT = '3 to 30 letters and numbers.';

/** How each availability state shows under the field (the username check). */
function statusOf({
  status,
  message,
}: UsernameAvailability): Pick<FormItemProps, 'validateStatus' | 'help' | 'extra'> {
  switch (status) {
    case 'checking':
      return { validateStatus: 'validating', help: 'Checking availability...' };
    case 'available':
      return { validateStatus: 'success', help: message ?? 'Username is available' };
    case 'unavailable':
      return { validateStatus: 'error', help: message ?? 'Username is already taken' };
    case 'unchecked':
      // A check that failed leaves its message; the server still checks the name on submit.
      // The rules show until there is an answer (antd spaces a field badly with both lines under it).
      return message ? { validateStatus: 'warning', help: message } : { extra: HINT };
  }
}

/** The optional username, with the live availability answer under it. */
export function UsernameField({ availability }: { availability: UsernameAvailability }) {
  return (
    <Form.Item label="Username (optional)" name="username" hasFeedback {...statusOf(availability)}>
      <Input size="large" autoComplete="username" />
    </Form.Item>
  );
}
