import type { LanguageTag, Translate } from '@paydraft/i18n';
import { BRAND } from './brand';

/** What a template says; the layout sets it in HTML and in plain text alike. */
export type MailContent = {
  heading: string;
  /** Plain text; line breaks are kept in both forms. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter button beside the action (the reminder's 'View invoice' beside 'Pay now'). */
  secondaryAction?: { label: string; url: string };
  footnote?: string;
};

/** A template's output: the subject line and the content; `text` replaces the plain-text part when set. */
export type MailTemplate = { subject: string; content: MailContent; text?: string };

/**
 * The language of a mail to a client (the document's) or to an owner (their preferences'), when the
 * event named a supported one; English otherwise, and for the account mails, whose reader's language
 * nobody knows.
 */
export type MailLanguage = { language?: LanguageTag };

/** The language a mail is written in, and its words for the layout's own line ('Or open this link:'). */
export type MailLocale = { language: LanguageTag; t: Translate };

/** The plain-text part: the same words as the HTML, each link written out after its label. */
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
