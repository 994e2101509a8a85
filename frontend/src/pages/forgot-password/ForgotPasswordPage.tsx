import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PATHS } from '../../shared/paths';
import { useForgotPasswordMutation } from '../../entities/account';
import { AuthCard, passwordResetErrorMessage } from '../../features/auth';

/** The server answers alike for known and unknown addresses; this is said when it gives no text. */
const SENT = 'If an account exists for that address, a reset link is on its way.';

/** /forgot-password: mails a link to set a new password. */
export function ForgotPasswordPage() {
  usePageMeta(PAGE_META[PATHS.forgotPassword]);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    const result = await forgotPassword({ email: email.trim() });
    if (result.error) setError(passwordResetErrorMessage(result.error));
    else setSent(result.data.message ?? SENT);
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email address of your account and we will send you a link to set a new password."
      footer={<Link to={PATHS.login}>Back to Log In</Link>}
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          title="Check your email"
          description={
            <>
              {sent}
              <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                The link works once, for one hour.
              </Typography.Paragraph>
            </>
          }
        />
      ) : (
        <Form<{ email: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, whitespace: true, message: 'Please enter your email address' },
              { type: 'email', message: 'Please enter a valid email address' },
            ]}
          >
            <Input size="large" type="email" autoComplete="email" autoFocus />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} className="auth-form__alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            Send Reset Link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
