import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { SecondaryText } from './SecondaryText';

/**
 * Shown when rendering a route throws, most often because a page's code failed to download
 * after a new release; reloading fetches the current files. Drawn from what the shell already has:
 * antd's Result would put its three illustrations (about 10 KB compressed) in every first load for a
 * page that is rarely seen, and it cannot be loaded on demand when downloads are what failed. For the
 * same reason its heading is a plain h1 in antd's heading style rather than antd's Typography.
 */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  const { token } = theme.useToken();

  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: 'var(--ant-color-error, #d9363e)' }} />
      <h1
        style={{
          fontSize: 24,
          margin: 0,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading1,
        }}
      >
        Something went wrong
      </h1>
      <SecondaryText>This page could not be shown. Reloading usually fixes it.</SecondaryText>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Flex>
  );
}
