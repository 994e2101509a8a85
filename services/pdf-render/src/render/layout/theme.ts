/** PDF points per millimetre: the spec lays the page out in millimetres. */
export const mm = (value: number): number => (value * 72) / 25.4;

export const PAGE = {
  width: mm(210),
  height: mm(297),
  margin: mm(20),
  /** Baseline band of the footer, inside the bottom margin so it never competes with content. */
  footerY: mm(297 - 13),
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y content may reach: the bottom margin. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin;

export const COLOR = {
  text: '#1f2933',
  muted: '#6b7280',
  accent: '#2b4c7e',
  accentTint: '#eef2f8',
  zebra: '#f7f8fa',
  rule: '#d9dde3',
  /** The 'PAID' mark: the green of the paid status, dark enough to read as text (5:1 on white). */
  paid: '#2e7d32',
} as const;

export const SIZE = {
  title: 22,
  eyebrow: 8,
  label: 7.5,
  body: 9,
  small: 7.5,
  total: 11,
} as const;
