import { EditOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useAppDispatch } from '../../../shared/store/hooks';
import type { SessionUser } from '../../../shared/session/sessionUser';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { authApi, useChangeEmailMutation } from '../../../entities/account';
import { useCooldown } from '../hooks/useCooldown';
import { useEmailAvailability } from '../hooks/useEmailAvailability';
import { useInlineEdit } from '../hooks/useInlineEdit';
import type { AvailabilityCheck } from '../hooks/usePausedAvailabilityCheck';
import { AccountMessages, isEmailAddress, sameIdentity } from '../model/accountRules';
import { serverErrorText } from '../model/serverError';
import type { Feedback } from './FieldFeedback';
import { InlineEditForm } from './InlineEditForm';
import { PendingEmailNotice } from './PendingEmailNotice';

/** Each change-email request may be repeated only after this long (60 s). */
export const RESEND_COOLDOWN_SECONDS = 60;

type EmailFieldProps = {
  user: SessionUser;
  onResult: (type: 'success' | 'error', text: string) => void;
};

function availabilityFeedback(check: AvailabilityCheck): Feedback | null {
  switch (check.state) {
    case 'checking':
      return { tone: 'checking', text: 'Checking availability…' };
    case 'available':
      return { tone: 'success', text: AccountMessages.emailAvailable };
    case 'unavailable':
      return { tone: 'error', text: AccountMessages.emailNotUsable };
    case 'failed':
      return { tone: 'warning', text: AccountMessages.emailCheckFailed };
    case 'idle':
      return null;
  }
}

/**
 * The account's address with its inline editor. A new address is not taken at once: the server
 * mails a confirmation link to it and keeps it as pending until the link is followed.
 */
export function EmailField({ user, onResult }: EmailFieldProps) {
  const dispatch = useAppDispatch();
  const { editing, editButton, draft, saveHint, setSaveHint, open, edit, close } = useInlineEdit(user.email);
  const availability = useEmailAvailability(user.email, draft);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [changeEmail, { isLoading: saving }] = useChangeEmailMutation();

  const malformed = draft.trim() !== '' && !isEmailAddress(draft);
  const feedback: Feedback | null = saveHint
    ? { tone: 'error', text: saveHint }
    : malformed
      ? { tone: 'error', text: AccountMessages.invalidEmail }
      : availabilityFeedback(availability);

  /** Asks for the change, or repeats the last one ('Send again'); either restarts the cooldown. */
  const request = async (newEmail: string, failure: string) => {
    try {
      const reply = await changeEmail({ newEmail }).unwrap();
      // The pending address shows at once, before the account is read again.
      dispatch(
        authApi.util.updateQueryData('me', undefined, (account) => {
          account.user.pendingEmail = reply.pendingEmail;
        }),
      );
      cooldown.start();
      onResult('success', reply.message);
      return true;
    } catch (error) {
      // A write the demo refused has its own prompt.
      if (!isDemoBlockedWrite(error)) onResult('error', serverErrorText(error, failure));
      return false;
    }
  };

  const save = async () => {
    const email = draft.trim();
    if (sameIdentity(email, user.email)) {
      close();
      return;
    }
    if (!isEmailAddress(email)) return setSaveHint(AccountMessages.invalidEmail);
    if (availability.state === 'checking') return setSaveHint(AccountMessages.emailCheckPending);
    if (availability.state === 'unavailable') return setSaveHint(AccountMessages.emailNotUsable);
    if (await request(email, 'Failed to change email')) close();
  };

  return (
    <div className="account-field__body">
      {editing ? (
        <InlineEditForm
          label="New email address"
          type="email"
          autoComplete="email"
          value={draft}
          onChange={edit}
          feedback={feedback}
          onSave={save}
          onCancel={close}
          saving={saving}
          saveDisabled={draft.trim() === '' || availability.state === 'unavailable'}
        />
      ) : (
        <div className="account-field__value">
          <Typography.Text strong>{user.email}</Typography.Text>
          <Button ref={editButton} type="link" icon={<EditOutlined />} onClick={open} aria-label="Edit email">
            Edit
          </Button>
        </div>
      )}
      {!user.hasPassword && (
        <Typography.Text type="secondary" className="account-field__note">
          Email is tied to the sign-in provider account
        </Typography.Text>
      )}
      {user.pendingEmail && (
        <PendingEmailNotice
          pendingEmail={user.pendingEmail}
          secondsLeft={cooldown.remaining}
          sending={saving}
          onSendAgain={(pendingEmail) => request(pendingEmail, 'Failed to resend email')}
        />
      )}
    </div>
  );
}
