import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useResetPasswordMutation } from '../../../entities/account';
import { newPasswordProblem, passwordResetErrorMessage } from '../model/passwordResetErrorMessage';

type ResetValues = { password?: string; confirmPassword?: string };

type ResetPasswordFormProps = {
  token: string;
  /** Called with the server's confirmation once the new password is set. */
  onReset: (message: string) => void;
};

/** The new password twice; the link's token goes along. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ password = '', confirmPassword = '' }: ResetValues) => {
    const ruleBroken = newPasswordProblem(password, confirmPassword);
    setProblem(ruleBroken);
    if (ruleBroken) return;
    const result = await resetPassword({ token, password });
    if (result.error) setProblem(passwordResetErrorMessage(result.error));
    else onReset(result.data.message ?? 'Your password has been reset.');
  };

  return (
    <Form<ResetValues>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setProblem(null)}
    >
      <Form.Item label="New password" name="password" extra="At least 6 characters.">
        <Input.Password size="large" autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirmPassword">
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} className="auth-form__alert" />}
      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        Reset Password
      </Button>
    </Form>
  );
}
