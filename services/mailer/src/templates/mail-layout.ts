import { directionOf, type LanguageTag, type Translate } from '@paydraft/i18n';

/** The product's name and the colours of the app's theme (frontend/src/app/theme.ts). */
export const BRAND = {
  name: 'Paydraft',
  primary: '#2f6bd8',
  text: '#1f2937',
  muted: '#4b5563',
  background: '#f6f8fb',
} as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything a mail shows came from someone's input or config: escaped before it goes into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export type MailContent = {
  heading: string;
  /** Plain text; line breaks are kept in both forms. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter button beside the action (the reminder's 'View invoice' beside 'Pay now'). */
  secondaryAction?: { label: string; url: string };
  footnote?: string;
};

/** The language a mail is written in, and its words for the layout's own line ('Or open this link:'). */
export type MailLocale = { language: LanguageTag; t: Translate };

/**
 * HTML in tables and inline styles: the subset mail clients render alike. `lang` on the root tells
 * screen readers and fonts the language; an Arabic or Hebrew mail is also set right to left and aligned
 * right (inline, since mail clients drop most stylesheets).
 */
export function renderHtml(content: MailContent, { language, t }: MailLocale): string {
  const direction = directionOf(language);
  const align = direction === 'rtl' ? 'text-align:right;' : '';
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;color:${BRAND.text};font-size:15px;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const secondary = content.secondaryAction
    ? ` <a href="${escapeHtml(content.secondaryAction.url)}" style="border:1px solid ${BRAND.primary};color:${BRAND.primary};padding:11px 19px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block;margin:8px 0 0 4px">${escapeHtml(content.secondaryAction.label)}</a>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND.primary};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a>${secondary}</p>` +
      `<p style="margin:0 0 16px;color:${BRAND.muted};font-size:13px">${escapeHtml(t('mail:openLink'))} <a href="${escapeHtml(content.action.url)}" style="color:${BRAND.primary};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;color:${BRAND.muted};font-size:13px">${escapeHtml(content.footnote)}</p>`
    : '';
  return [
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.heading)}</title></head>`,
    `<body dir="${direction}" style="margin:0;background:${BRAND.background};font-family:Arial,Helvetica,sans-serif">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    // 100% up to 560 px: a phone (390 px) shows the whole card instead of scrolling sideways.
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:8px">',
    `<tr><td style="${align}background:${BRAND.primary};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${BRAND.name}</td></tr>`,
    `<tr><td style="${align}padding:24px"><h1 style="margin:0 0 16px;color:${BRAND.text};font-size:20px">${escapeHtml(content.heading)}</h1>`,
    content.paragraphs.map(paragraph).join(''),
    action,
    footnote,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

export function renderText(content: MailContent, { t }: MailLocale): string {
  const parts = [content.heading, ...content.paragraphs];
  for (const action of [content.action, content.secondaryAction]) {
    if (action) parts.push(t('mail:fact', { label: action.label, value: action.url }));
  }
  if (content.footnote) parts.push(content.footnote);
  parts.push(`-- \n${BRAND.name}`);
  return parts.join('\n\n');
}

/** Sentences one after the other as the language writes them (a space; none in Japanese and Chinese). */
export function sentences(t: Translate, parts: readonly string[]): string {
  return parts
    .filter(Boolean)
    .reduce((first, second) => (first ? t('mail:sentences', { first, second }) : second), '');
}
