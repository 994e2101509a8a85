import { EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { useChangeUsernameMutation } from '../../../entities/account';
import { useInlineEdit } from '../hooks/useInlineEdit';
import type { AvailabilityCheck } from '../hooks/usePausedAvailabilityCheck';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
import { AccountMessages, USERNAME_MAX_LENGTH, usernameProblem } from '../model/accountRules';
import { serverErrorText } from '../model/serverError';
import type { Feedback } from './FieldFeedback';
import { InlineEditForm } from './InlineEditForm';

type UsernameFieldProps = {
  user: SessionUser;
  onResult: (type: 'success' | 'error', text: string) => void;
};

const HELP: Feedback = { tone: 'help', text: AccountMessages.usernameHelp };

function availabilityFeedback(check: AvailabilityCheck): Feedback {
  switch (check.state) {
    case 'checking':
      return { tone: 'checking', text: 'Checking availability…' };
    case 'available':
      return { tone: 'success', text: AccountMessages.usernameAvailable };
    case 'unavailable':
      return { tone: 'error', text: check.message ?? AccountMessages.usernameTaken };
    case 'failed':
      return { tone: 'warning', text: AccountMessages.usernameCheckFailed };
    case 'idle':
      return HELP;
  }
}

/**
 * The username (or 'Not set') with its inline editor. While typing, only a wrong character is
 * pointed out at once; a name still too short is not an error until Save, as the spec's demo does.
 */
export function UsernameField({ user, onResult }: UsernameFieldProps) {
  const { editing, editButton, draft, saveHint, setSaveHint, open, edit, close } = useInlineEdit(
    user.username ?? '',
  );
  const availability = useUsernameAvailability(user.username, draft);
  const [changeUsername, { isLoading: saving }] = useChangeUsernameMutation();

  const problem = usernameProblem(draft);
  const feedback: Feedback = saveHint
    ? { tone: 'error', text: saveHint }
    : problem === AccountMessages.usernameCharacters
      ? { tone: 'error', text: problem }
      : availabilityFeedback(availability);

  const save = async () => {
    const username = draft.trim();
    if (username === user.username) {
      close();
      return;
    }
    if (problem) return setSaveHint(problem);
    if (availability.state === 'checking') return setSaveHint(AccountMessages.usernameCheckPending);
    if (availability.state === 'unavailable') return setSaveHint(availabilityFeedback(availability).text);
    try {
      await changeUsername({ newUsername: username }).unwrap();
      close();
      onResult('success', 'Username updated successfully');
    } catch (error) {
      // A write the demo refused has its own prompt.
      if (!isDemoBlockedWrite(error)) onResult('error', serverErrorText(error, 'Failed to change username'));
    }
  };

  if (editing) {
    return (
      <div className="account-field__body">
        <InlineEditForm
          label="New username"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          value={draft}
          onChange={edit}
          feedback={feedback}
          onSave={save}
          onCancel={close}
          saving={saving}
          saveDisabled={availability.state === 'unavailable'}
        />
      </div>
    );
  }

  return (
    <div className="account-field__body">
      <div className="account-field__value">
        {user.username ? (
          <Typography.Text strong>{user.username}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">Not set</Typography.Text>
        )}
        <Button
          ref={editButton}
          type="link"
          icon={<EditOutlined />}
          onClick={open}
          aria-label="Edit username"
        >
          Edit
        </Button>
      </div>
    </div>
  );
}
