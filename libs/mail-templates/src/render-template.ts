import { renderText, type MailLocale, type MailTemplate } from './mail-content';
import { renderHtml } from './mail-layout';

/** A mail rendered in both forms, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };

/** A template's content set in the layout: the HTML part and its plain-text part, in the mail's language. */
export function renderTemplate({ subject, content, text }: MailTemplate, locale: MailLocale): RenderedMail {
  return { subject, text: text ?? renderText(content, locale), html: renderHtml(content, locale) };
}
