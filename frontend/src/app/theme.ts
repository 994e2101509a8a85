import type { ThemeConfig } from 'antd';

/**
 * Every text colour here reads at 4.5:1 or more (WCAG AA) on white and on the page's light greys
 * (#f6f8fb, #fafafa), where antd's defaults give 3.3:1 for secondary text and 1.9:1 for warnings.
 * Measured in Chromium by e2e/builder-contrast.e2e-spec.ts.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6bd8',
    colorLink: '#2f6bd8',
    // Text on tags and badges, and the 'Free' badge behind white text.
    colorSuccess: '#1e7f45',
    // Inline warnings (a due date before the issue date, the custom field limit).
    colorWarning: '#ad5b00',
    // Danger buttons and error messages.
    colorError: '#cf1322',
    // Hints, counters and footer text (antd: 45%).
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    // A placeholder is text a person must read to know what goes in the field (antd: 25%).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f6f8fb', headerBg: '#ffffff', footerBg: '#ffffff' },
  },
};
