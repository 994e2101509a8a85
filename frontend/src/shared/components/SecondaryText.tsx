import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Text in the secondary colour, as `<Typography.Text type="secondary">` draws it, for what every
 * route shows (the footer, the route error page): antd's Typography brings its editing, copying and
 * ellipsis code (an input, a form context, tooltips) into the first download.
 */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextDescription, wordBreak: 'break-word' }}>{children}</span>;
}
