import { catalogue as english } from './catalogues/en';
import { ENGLISH_LABELS, type LabelKey } from './english-labels';
import { englishLocale } from './english-locale';
import { formatIcu } from './icu-lite';
import type { MessageValues } from './translator';

/** Every message of a namespace with its key: ['common:totals.subtotal', 'Subtotal'], … */
function messagesOf(namespace: string, node: object, path = ''): [LabelKey, string][] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${namespace}:${path}${name}` as LabelKey, value]]
      : messagesOf(namespace, value as object, `${path}${name}.`),
  );
}

const LABELS = [...messagesOf('common', english.common), ...messagesOf('pdf', english.pdf)];

/** The values a message asks for, each given the same value: none, text, and numbers a plural tells apart. */
function valuesFor(message: string): MessageValues[] {
  const names = [...message.matchAll(/\{\s*(\w+)/g)].map(([, name]) => name);
  const each = (value: string | number) => Object.fromEntries(names.map((name) => [name, value]));
  return [{}, each('<b>A & B</b>'), ...[0, 1, 2, 1000, 1.5, '1', 'x'].map(each)];
}

describe('ENGLISH_LABELS', () => {
  it('answers every common and pdf message as the i18next English locale does, for any values', () => {
    expect(LABELS.map(([key]) => key)).toEqual(
      expect.arrayContaining(['common:totals.discount', 'common:items', 'pdf:hiddenColumns']),
    );
    for (const [key, message] of LABELS) {
      for (const values of valuesFor(message)) {
        expect([key, values, ENGLISH_LABELS.t(key, values)]).toEqual([
          key,
          values,
          englishLocale().t(key, values),
        ]);
      }
    }
  });

  it('prints the labels the builder shows', () => {
    expect(ENGLISH_LABELS.t('common:receiver.invoice')).toBe('Bill to');
    expect(ENGLISH_LABELS.t('common:totals.discount', { percent: '10%' })).toBe('Discount (10%)');
    expect(ENGLISH_LABELS.t('common:items', { count: 1 })).toBe('1 item');
    expect(ENGLISH_LABELS.t('common:items', { count: 1000 })).toBe('1,000 items');
  });

  it('loads neither i18next nor an ICU parser', () => {
    jest.isolateModules(() => {
      const loaded = (name: string) => () => {
        throw new Error(`${name} was loaded`);
      };
      jest.doMock('i18next', loaded('i18next'));
      jest.doMock('i18next-icu', loaded('i18next-icu'));
      jest.doMock('intl-messageformat', loaded('intl-messageformat'));
      const isolated = jest.requireActual<typeof import('./english-labels')>('./english-labels');
      expect(isolated.ENGLISH_LABELS.t('common:totals.grandTotal.quote')).toBe('Quote Total');
    });
  });
});

describe('formatIcu', () => {
  it('refuses an ICU form it does not read, rather than print it wrong', () => {
    const refused = [
      '{type, select, invoice {Invoice} other {Document}}',
      '{count, plural, =0 {none} other {# items}}',
      '{count, plural, offset:1 one {#} other {#}}',
      "It''s",
      "'{literal}'",
      '{count, number}',
    ];
    for (const message of refused) {
      expect(() => formatIcu(message, { type: 'invoice', count: 1 }, 'en-US')).toThrow(/cannot read/);
    }
  });
});
