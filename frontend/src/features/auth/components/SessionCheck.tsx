import { Flex, Spin, Typography } from 'antd';

/** Shown instead of a form while a returning user's session is verified or completed. */
export function SessionCheck({ label }: { label: string }) {
  return (
    <Flex vertical align="center" gap={16} className="auth-session-check" role="status">
      <Spin size="large" />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
