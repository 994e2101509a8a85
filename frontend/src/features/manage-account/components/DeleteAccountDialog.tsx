import { Alert, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { signedOut } from '../../../shared/session/sessionSlice';
import { PATHS } from '../../../shared/paths';
import { useDeleteAccountMutation } from '../api/accountDataApi';
import { serverErrorText } from '../model/serverError';
import './Account.css';
import { useFeedback } from '../../../shared/feedback/feedbackContext';

const CONFIRM_WORD = 'DELETE';

type DeleteAccountDialogProps = {
  open: boolean;
  /** False for a Google-only account: it types DELETE instead of a password. */
  hasPassword: boolean;
  email: string;
  onClose: () => void;
};

/** 'Delete account': says what goes, asks for the password (or DELETE typed out), then signs out. */
export function DeleteAccountDialog({ open, hasPassword, email, onClose }: DeleteAccountDialogProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<InputRef>(null);
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = useFeedback();

  const close = () => {
    setValue('');
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (!value) return setProblem(hasPassword ? 'Enter your password' : `Type ${CONFIRM_WORD} to confirm`);
    try {
      await deleteAccount(hasPassword ? { password: value } : { confirm: CONFIRM_WORD }).unwrap();
      dispatch(signedOut());
      message.success(`Your account was deleted. A confirmation is on its way to ${email}.`, 6);
      navigate(`${PATHS.login}?skipChecks=true`, { replace: true });
    } catch (error) {
      setProblem(serverErrorText(error, 'Failed to delete account'));
    }
  };

  const confirmed = hasPassword || value === CONFIRM_WORD;
  return (
    <Modal
      open={open}
      title="Delete account"
      onCancel={close}
      onOk={submit}
      okText="Delete my account"
      okButtonProps={{ danger: true, disabled: !confirmed }}
      confirmLoading={deleting.isLoading}
      destroyOnHidden
      afterOpenChange={(visible) => visible && field.current?.focus()}
    >
      <div className="password-form">
        <Typography.Paragraph style={{ margin: 0 }}>
          This erases your documents, clients, preferences, logo, share links (they stop working), sessions
          and mail history, within seconds. Any subscription ends at the end of the period you paid for. It
          cannot be undone: export your data first if you want a copy. A confirmation goes to {email}.
        </Typography.Paragraph>
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <div className="password-form__field">
          <label htmlFor="delete-account-confirmation">
            {hasPassword ? 'Password' : `Type ${CONFIRM_WORD} to confirm`}
          </label>
          {hasPassword ? (
            <Input.Password
              id="delete-account-confirmation"
              autoComplete="current-password"
              ref={field}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onPressEnter={() => void submit()}
            />
          ) : (
            <Input
              id="delete-account-confirmation"
              autoComplete="off"
              ref={field}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onPressEnter={() => void submit()}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
