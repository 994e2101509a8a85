import { directionOf, formatDate, formatPercent, LANGUAGE_TAGS, type LanguageTag } from '@paydraft/i18n';
import { formatMoney } from '@paydraft/invoice-core';
import { localFontLibrary } from '../../../test/fixtures/local-fonts';
import type { Weight } from './faces';
import { textRuns } from './text-runs';

const CURRENCIES = ['EUR', 'USD', 'CHF', 'JPY', 'GBP', 'SAR'];

/** Every format a document prints, in one language: what Intl emits for it. */
function formatsOf(language: LanguageTag): [string, string][] {
  return [
    ['long date', formatDate('2026-03-05', language)],
    ['long date (two-digit day)', formatDate('2026-11-22', language)],
    ...CURRENCIES.map((code): [string, string] => [
      `money ${code}`,
      formatMoney('1234567.89', code, language),
    ]),
    ['negative amount', formatMoney('-1234.5', 'EUR', language)],
    ['percentage', formatPercent('19', language)],
    ['fractional percentage', formatPercent('7.25', language)],
  ];
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Every character a format emits is drawn from an embedded font: the text writer splits the text into
 * runs exactly as it draws it (the face chooser's fonts, direction controls dropped before shaping),
 * and each run's font must have a glyph for each of its characters, in both weights.
 */
describe('glyph coverage of the formats of every document language', () => {
  const fonts = localFontLibrary();

  it.each(LANGUAGE_TAGS.map((tag) => [tag]))('%s: every character of its formats has a glyph', (tag) => {
    const missing: string[] = [];
    for (const [format, text] of formatsOf(tag)) {
      expect(text).not.toBe('');
      for (const run of textRuns(text, fonts.chooser, directionOf(tag))) {
        for (const char of run.logical) {
          const codePoint = char.codePointAt(0)!;
          for (const weight of ['regular', 'bold'] as Weight[]) {
            if (!fonts.font(run.face, weight).hasGlyphForCodePoint(codePoint)) {
              missing.push(
                `${tag} ${format} ${JSON.stringify(text)}: ${hex(codePoint)} not in ${run.face} ${weight}`,
              );
            }
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // This runtime's CLDR decides which of them its formats emit (de-CH groups with U+2019 or U+0027 by
  // ICU version), so each is also checked in a line of its own, as the writer would draw it.
  it.each([
    ['U+202F narrow no-break space (fr-FR)', '1\u202f234,56\u00a0€'],
    ['U+00A0 no-break space (de-DE)', '1.234,56\u00a0€'],
    ['U+FFE5 full-width yen (ja-JP)', '\uffe54,500'],
    ['U+2019 apostrophe grouping (de-CH)', 'CHF 1\u2019234.55'],
    [
      'Arabic-Indic digits and separators (ar-SA)',
      '\u0661\u066c\u0662\u0663\u0664\u066b\u0665\u0660\u00a0\u0631.\u0633.\u200f',
    ],
    ['Arabic percent sign and ALM (ar-EG)', '\u0661\u0669\u066a\u061c'],
  ])('draws %s from an embedded font', (_name, text) => {
    for (const direction of ['ltr', 'rtl'] as const) {
      for (const run of textRuns(text, fonts.chooser, direction)) {
        for (const char of run.logical) {
          expect(
            `${hex(char.codePointAt(0)!)} in ${run.face}: ${fonts.font(run.face, 'regular').hasGlyphForCodePoint(char.codePointAt(0)!)}`,
          ).toBe(`${hex(char.codePointAt(0)!)} in ${run.face}: true`);
        }
      }
    }
  });

  it('drops the bidi format controls (LRM, RLM, ALM) before shaping instead of drawing them', () => {
    const drawn = textRuns('\u200e1\u200f2\u061c3', fonts.chooser, 'rtl')
      .map((run) => run.logical)
      .join('');
    // Only the digits are drawn (in the order the bidi algorithm gives them).
    expect([...drawn].sort().join('')).toBe('123');
  });
});
