import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { BotCheckAction, useBotCheck } from '../../../shared/bot-check/useBotCheck';
import { PATHS } from '../../../shared/paths';
import { usePublicConfigQuery, useSignupMutation, completeSignIn } from '../../../entities/account';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
import { SignupMessages, signupFailureOf } from '../model/signupErrorMessage';
import { firstSignupProblem, type SignupFormValues } from '../model/signupValidation';
import { AccountExistsAlert } from './AccountExistsAlert';
import { UsernameField } from './UsernameField';

type SignupFormProps = {
  /** Called once the account exists and its session is stored. */
  onCreated: () => void;
};

/**
 * Email, optional username, password twice and the terms. On submit the email's own rules run, then
 * the signup rules in their order (one message at a time), then the bot check, then the call.
 */
export function SignupForm({ onCreated }: SignupFormProps) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SignupFormValues>();
  const { data: config, isLoading: configLoading } = usePublicConfigQuery();
  const botToken = useBotCheck(config?.botCheck);
  const availability = useUsernameAvailability(Form.useWatch('username', form), botToken);
  const [signup] = useSignupMutation();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accountExists, setAccountExists] = useState(false);

  const submit = async (values: SignupFormValues) => {
    setAccountExists(false);
    const ruleBroken = firstSignupProblem(values, availability.status);
    setProblem(ruleBroken);
    if (ruleBroken) return;
    setSubmitting(true);
    let recaptchaToken: string | undefined;
    try {
      recaptchaToken = await botToken(BotCheckAction.SIGNUP);
    } catch {
      setProblem(SignupMessages.BOT_CHECK_FAILED);
      setSubmitting(false);
      return;
    }
    const username = values.username?.trim();
    const result = await signup({
      email: values.email.trim(),
      ...(username ? { username } : {}),
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      agreeToTerms: values.agreeToTerms === true,
      recaptchaToken,
    });
    if (result.error) {
      const failure = signupFailureOf(result.error);
      if (failure.kind === 'accountExists') setAccountExists(true);
      else setProblem(failure.message);
      setSubmitting(false);
      return;
    }
    await dispatch(completeSignIn({ reply: result.data, method: 'email', isNewUser: true }));
    onCreated();
  };

  return (
    <Form<SignupFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setProblem(null)}
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
      <UsernameField availability={availability} />
      <Form.Item label="Password" name="password" extra="At least 6 characters.">
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirmPassword">
        <Input.Password size="large" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="agreeToTerms" valuePropName="checked">
        <Checkbox>
          I agree to the{' '}
          <Link to={PATHS.termsOfService} target="_blank" rel="noopener">
            Terms of Service
          </Link>
        </Checkbox>
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} className="auth-form__alert" />}
      {accountExists && <AccountExistsAlert />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        disabled={configLoading}
      >
        Create Account
      </Button>
    </Form>
  );
}
