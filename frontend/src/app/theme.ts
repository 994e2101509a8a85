import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f6bd8',
    colorLink: '#2f6bd8',
    colorSuccess: '#2e9d5b',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f6f8fb', headerBg: '#ffffff', footerBg: '#ffffff' },
  },
};
