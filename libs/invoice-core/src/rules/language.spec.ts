import { z } from 'zod';
import { languageField, optionalLanguageField, unsupportedLanguageMessage } from './language';

const SUPPORTED_LIST = /Supported: en-US, en-GB, de-DE, de-AT, de-CH, fr-FR, .*he-IL$/;

describe('languageField', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['DE-de', 'de-DE'],
    [' pt-br ', 'pt-BR'],
    ['zh-cn', 'zh-CN'],
  ])('takes %j as %j', (input, tag) => {
    expect(languageField.parse(input)).toBe(tag);
  });

  it.each(['xx', 'de', 'de-LI', '', 'en_US', 42, null])('refuses %j with the supported list', (input) => {
    const result = languageField.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(SUPPORTED_LIST);
  });

  it('names the refused value: "Unsupported language \'xx\'. Supported: en-US, …"', () => {
    expect(languageField.safeParse('xx').error?.issues[0]?.message).toMatch(
      /^Unsupported language 'xx'\. Supported: en-US, en-GB, de-DE, /,
    );
  });

  it('repeats at most 40 characters of a long refused value', () => {
    expect(unsupportedLanguageMessage('x'.repeat(10_000)).length).toBeLessThan(400);
  });
});

describe('optionalLanguageField', () => {
  const body = z.object({ language: optionalLanguageField });

  it.each([
    [{}, ''],
    [{ language: null }, ''],
    [{ language: ' ' }, ''],
    [{ language: 'fr-fr' }, 'fr-FR'],
  ])('reads %j as %j', (input, language) => {
    expect(body.parse(input).language).toBe(language);
  });

  it('refuses an unsupported one with the list', () => {
    expect(body.safeParse({ language: 'klingon' }).error?.issues[0]?.message).toMatch(SUPPORTED_LIST);
  });
});
