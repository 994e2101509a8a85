import {
  ALL_CATALOGUES,
  CATALOGUE_IDS,
  directionOf,
  formatDate,
  formatPercent,
  LANGUAGE_TAGS,
  resolveLanguage,
  supportedLanguage,
  translator,
} from './index';

describe('languages', () => {
  it('accepts a listed tag in any case and answers it in canonical case', () => {
    expect(supportedLanguage('DE-ch')).toBe('de-CH');
    expect(supportedLanguage(' pt-BR ')).toBe('pt-BR');
  });

  it('refuses what it does not list: a bare language, another region, garbage', () => {
    for (const input of ['de', 'de-LI', 'xx-YY', '', 'en_US', 'de-DE-x-private']) {
      expect(supportedLanguage(input)).toBeUndefined();
    }
  });

  it('resolves the first supported candidate, else en-US', () => {
    expect(resolveLanguage('', undefined, 'fr-BE', 'de-DE')).toBe('fr-BE');
    expect(resolveLanguage('klingon', null)).toBe('en-US');
  });

  it('has a catalogue for each of at least 12 document languages, and mirrors Arabic and Hebrew', () => {
    expect(CATALOGUE_IDS.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(ALL_CATALOGUES).sort()).toEqual([...CATALOGUE_IDS].sort());
    expect(LANGUAGE_TAGS.filter((tag) => directionOf(tag) === 'rtl')).toEqual([
      'ar-SA',
      'ar-AE',
      'ar-EG',
      'he-IL',
    ]);
  });
});

describe('translator', () => {
  it('answers each language in its own words', () => {
    expect(translator('en-US')('common:totals.grandTotal.invoice')).toBe('Total Due');
    expect(translator('de-DE')('common:documentTitle.invoice')).toBe('Rechnung');
    expect(translator('de-AT')('common:details.dueDate')).toBe('Fälligkeitsdatum');
    expect(translator('fr-FR')('common:totals.grandTotal.invoice')).toBe('Net à payer');
    expect(translator('zh-CN')('common:documentTitle.invoice')).toBe('发票');
  });

  it('interpolates values and applies each language’s plural rules (ICU)', () => {
    expect(translator('en-US')('common:items', { count: 1 })).toBe('1 item');
    expect(translator('en-US')('common:items', { count: 3 })).toBe('3 items');
    expect(translator('pl-PL')('common:items', { count: 3 })).toBe('3 pozycje');
    expect(translator('pl-PL')('common:items', { count: 5 })).toBe('5 pozycji');
    expect(translator('ar-SA')('common:items', { count: 2 })).toBe('بندان');
    expect(translator('de-DE')('common:totals.discount', { percent: '10 %' })).toBe('Rabatt (10 %)');
  });

  it('leaves markup alone: escaping is the renderer’s', () => {
    expect(translator('en-US')('common:totals.discount', { percent: '<b>' })).toBe('Discount (<b>)');
  });
});

describe('formats', () => {
  it('writes the long date each language writes, in the Gregorian calendar', () => {
    expect(formatDate('2026-03-05', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05', 'de-DE')).toBe('5. März 2026');
    expect(formatDate('2026-03-05', 'fr-FR')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05', 'ja-JP')).toBe('2026年3月5日');
    expect(formatDate('2026-03-05', 'ar-SA')).toBe('٥ مارس ٢٠٢٦');
    expect(formatDate('2026-02-30', 'de-DE')).toBe('');
    expect(formatDate('', 'de-DE')).toBe('');
  });

  it('writes percentages with the locale’s separators and spaces', () => {
    expect(formatPercent('19', 'en-US')).toBe('19%');
    expect(formatPercent('19', 'de-DE')).toBe('19\u00a0%');
    expect(formatPercent('7.25', 'fr-FR')).toBe('7,25\u00a0%');
    expect(formatPercent('0.0001', 'en-US')).toBe('0.0001%');
    expect(formatPercent('12abc', 'en-US')).toBe('');
  });
});
