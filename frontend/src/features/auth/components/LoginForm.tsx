import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { PATHS } from '../../../shared/paths';
import { useLoginMutation, type LoginArgs, completeSignIn } from '../../../entities/account';
import { loginErrorMessage } from '../model/loginErrorMessage';

/**
 * Email-or-username and password. After a sign-in the stats probe decides where the user goes: the
 * dashboard when it lets them in, the plan page otherwise.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginArgs) => {
    setError(null);
    setSubmitting(true);
    const result = await login({ emailOrUsername: values.emailOrUsername.trim(), password: values.password });
    if (result.error) {
      setError(loginErrorMessage(result.error));
      setSubmitting(false);
      return;
    }
    // The button stays busy until the page changes: the access probe runs in between.
    const access = await dispatch(completeSignIn({ reply: result.data, method: 'email' })).unwrap();
    void navigate(access ? PATHS.dashboard : PATHS.plan);
  };

  return (
    <Form<LoginArgs> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item
        label="Email or username"
        name="emailOrUsername"
        rules={[{ required: true, whitespace: true, message: 'Please enter your email or username' }]}
      >
        <Input size="large" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Please enter your password' }]}
        extra={<Link to={PATHS.forgotPassword}>Forgot password?</Link>}
      >
        <Input.Password size="large" autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="auth-form__alert" />}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Log In
      </Button>
    </Form>
  );
}
