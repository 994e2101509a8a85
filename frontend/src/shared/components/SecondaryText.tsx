import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Text in the secondary colour, as `<Typography.Text type="secondary">` draws it, for what every
 * route shows (the footer, the route error page): antd's Typography brings its editing, copying and
 * ellipsis code (an input, a form context, tooltips) into the first download.
 */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style = {
    color: token.colorTextDescription,
    // Typography's own size, not its parent's (the footer's bottom line is 13 px around it).
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    wordBreak: 'break-word',
  } as const;
  return <span style={style}>{children}</span>;
}
