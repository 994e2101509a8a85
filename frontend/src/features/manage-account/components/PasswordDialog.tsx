import { Alert, Input, Modal, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isDemoBlockedWrite } from '../../../shared/feedback/demoBlockedWrite';
import { useChangePasswordMutation, useSetPasswordMutation } from '../../../entities/account';
import { useTimedBanner } from '../hooks/useTimedBanner';
import { passwordProblem, type PasswordForm } from '../model/accountRules';
import { reloadPage } from '../model/reloadPage';
import { serverErrorText } from '../model/serverError';
import './Account.css';

/** The spec's pause between a changed password and the reload (000 section 9: 1.5 s). */
export const RELOAD_AFTER_PASSWORD_MS = 1500;

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

type PasswordDialogProps = {
  open: boolean;
  /** False for an account made with Google: the dialog then sets a first password. */
  hasPassword: boolean;
  onClose: () => void;
};

/** 'Change Password' (current, new, confirm) or 'Set Password' (new, confirm). */
export function PasswordDialog({ open, hasPassword, onClose }: PasswordDialogProps) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [done, setDone] = useState(false);
  // The dialog would focus its close button; the first field is where the user starts typing.
  const firstField = useRef<InputRef>(null);
  const { banner, show, clear } = useTimedBanner();
  const [changePassword, changing] = useChangePasswordMutation();
  const [setPassword, setting] = useSetPasswordMutation();
  const saving = changing.isLoading || setting.isLoading;
  const title = hasPassword ? 'Change Password' : 'Set Password';

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(reloadPage, RELOAD_AFTER_PASSWORD_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const close = () => {
    setForm(EMPTY);
    clear();
    onClose();
  };

  const submit = async () => {
    const problem = passwordProblem(form, hasPassword);
    if (problem) return show('error', problem);
    try {
      if (hasPassword) {
        await changePassword({
          currentPassword: form.currentPassword,
          newPassword: form.newPassword,
        }).unwrap();
      } else {
        await setPassword({ newPassword: form.newPassword }).unwrap();
      }
      setDone(true);
    } catch (error) {
      // A write the demo refused has its own prompt.
      if (!isDemoBlockedWrite(error)) show('error', serverErrorText(error, 'Failed to update password'));
    }
  };

  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    onPressEnter: () => void submit(),
  });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      onOk={submit}
      okText={title}
      confirmLoading={saving}
      okButtonProps={{ disabled: done }}
      cancelButtonProps={{ disabled: done }}
      closable={!done}
      mask={{ closable: !done }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && firstField.current?.focus()}
    >
      {done ? (
        <Alert type="success" showIcon title="Password updated successfully. Reloading…" />
      ) : (
        <div className="password-form">
          {banner && <Alert type={banner.type} showIcon title={banner.text} />}
          {hasPassword && (
            <div className="password-form__field">
              <label htmlFor="current-password">Current password</label>
              <Input.Password
                id="current-password"
                autoComplete="current-password"
                ref={firstField}
                {...field('currentPassword')}
              />
            </div>
          )}
          <div className="password-form__field">
            <label htmlFor="new-password">New password</label>
            <Input.Password
              id="new-password"
              autoComplete="new-password"
              aria-describedby="new-password-hint"
              ref={hasPassword ? undefined : firstField}
              {...field('newPassword')}
            />
            <span id="new-password-hint" className="password-form__hint">
              At least 6 characters.
            </span>
          </div>
          <div className="password-form__field">
            <label htmlFor="confirm-password">Confirm new password</label>
            <Input.Password id="confirm-password" autoComplete="new-password" {...field('confirmPassword')} />
          </div>
        </div>
      )}
    </Modal>
  );
}
