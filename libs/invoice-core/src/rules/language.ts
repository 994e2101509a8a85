import { LANGUAGE_TAGS, type LanguageTag, supportedLanguage } from '@paydraft/i18n';
import { z } from 'zod';

/** Longest part of a refused value the message repeats: enough to recognise it, never a whole body. */
const MAX_ECHOED_LENGTH = 40;

/** The 400's message for a language not on the list, with the whole list. */
export function unsupportedLanguageMessage(input: unknown): string {
  const supported = `Supported: ${LANGUAGE_TAGS.join(', ')}`;
  if (typeof input !== 'string') return `Language must be a BCP 47 tag such as de-DE. ${supported}`;
  const shown = input.length > MAX_ECHOED_LENGTH ? `${input.slice(0, MAX_ECHOED_LENGTH)}…` : input;
  return `Unsupported language '${shown}'. ${supported}`;
}

const LANGUAGE_DESCRIPTION = `BCP 47 tag in any case, one of ${LANGUAGE_TAGS.join(', ')}`;

const languageText = z.string({ error: (issue) => unsupportedLanguageMessage(issue.input) });

/** A supported BCP 47 tag in any case ('DE-de'), answered in its canonical case ('de-DE'). */
export const languageField = languageText
  .transform((input, context): LanguageTag => {
    const tag = supportedLanguage(input);
    if (tag) return tag;
    context.addIssue({ code: 'custom', message: unsupportedLanguageMessage(input) });
    return z.NEVER;
  })
  .meta({ description: LANGUAGE_DESCRIPTION, examples: ['de-DE'] });

/**
 * A language or none: absent, null and '' are '' (the caller's default applies: a saved document's
 * client or owner, a client's owner, the owner's en-US); anything else as `languageField`.
 */
export const optionalLanguageField = languageText
  .nullish()
  .transform((input, context): LanguageTag | '' => {
    if (input === undefined || input === null || input.trim() === '') return '';
    const tag = supportedLanguage(input);
    if (tag) return tag;
    context.addIssue({ code: 'custom', message: unsupportedLanguageMessage(input) });
    return z.NEVER;
  })
  .meta({ description: `${LANGUAGE_DESCRIPTION}; '' or null: none`, examples: ['de-DE'] });

/** A stored or sent value's language, '' for none, or undefined when it names no supported one. */
export function languageOrNone(input: string): LanguageTag | '' | undefined {
  return input.trim() === '' ? '' : supportedLanguage(input);
}
