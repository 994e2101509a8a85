import type { ThemeConfig } from 'antd';

/**
 * Every text colour here reads at 4.5:1 or more (WCAG AA) on white, on the page's light greys
 * (#f6f8fb, #fafafa) and on its own tinted background; antd's defaults give 3.3:1 for secondary text,
 * 1.8:1 for placeholders and 2.5:1 for a success tag. The status colours are dark enough to be text,
 * so their light backgrounds are set here: antd derives greyish ones from dark seeds. Measured in
 * Chromium by e2e/builder-contrast.e2e-spec.ts.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6bd8',
    // Hovered buttons and links darken: antd's lighter hover blue reads at 3.3:1.
    colorPrimaryHover: '#2559bd',
    colorPrimaryTextHover: '#2559bd',
    colorLink: '#2f6bd8',
    colorLinkHover: '#2559bd',
    // Tags, badges (white on it: the 'Free' badge) and success text.
    colorSuccess: '#1a7a41',
    colorSuccessBg: '#f0f9f3',
    colorSuccessBorder: '#b7e0c4',
    // Inline warnings: a due date before the issue date, the custom field limit.
    colorWarning: '#a65700',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    // The 'Partially paid' tag's text (cyan-8): antd's cyan-7 reads at 3.4:1 on its tint, this at 5.8:1.
    cyan7: '#006d75',
    // Danger buttons and error messages.
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    // Hints, counters and footer text (antd: 45% black).
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    // A placeholder is text a person reads to know what goes in the field (antd: 25% black).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f6f8fb', headerBg: '#ffffff', footerBg: '#ffffff' },
  },
};
