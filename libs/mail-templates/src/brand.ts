/** The product's name and the colours of the app's theme (frontend/src/app/theme.ts). */
export const BRAND = {
  name: 'Paydraft',
  primary: '#2f6bd8',
  text: '#1f2937',
  muted: '#4b5563',
  background: '#f6f8fb',
} as const;
