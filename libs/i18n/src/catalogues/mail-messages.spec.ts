import { IntlMessageFormat } from 'intl-messageformat';
import { ALL_CATALOGUES } from '../all-catalogues';
import { CATALOGUE_IDS } from '../languages';

type Tree = { readonly [key: string]: string | Tree };

/** Every message of a namespace by its path: ['reminder.subject', 'Reminder: {name} {state}'], …. */
function messagesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messagesOf(value, `${prefix}${key}.`),
  );
}

/** The names a parsed message reads (arguments, selects and plurals, at any depth). */
function argumentsOf(elements: unknown[], names = new Set<string>()): Set<string> {
  for (const element of elements as {
    type: number;
    value?: string;
    options?: Record<string, { value: unknown[] }>;
  }[]) {
    if (element.value && element.type !== 0 && element.type !== 7) names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
  }
  return names;
}

const english = new Map(messagesOf(ALL_CATALOGUES.en.mail));

/**
 * Values a translation may leave out: English's article choice ('an invoice') and, where the attached
 * file's name already says which document, the document's name.
 */
const OPTIONAL: Readonly<Record<string, readonly string[]>> = {
  'document.sent': ['type'],
  'document.attached': ['name'],
};

describe.each(CATALOGUE_IDS.filter((id) => id !== 'en'))('the %s mail messages', (id) => {
  it.each(messagesOf(ALL_CATALOGUES[id].mail))(
    '%s parses and reads the values English passes it',
    (path, message) => {
      const parsed = new IntlMessageFormat(message, id).getAst();
      const source = new IntlMessageFormat(english.get(path)!, 'en').getAst();

      const read = argumentsOf(parsed);
      const needed = [...argumentsOf(source)].filter((name) => !OPTIONAL[path]?.includes(name));

      // A value English does not read is never passed: the reader would see '{value}'.
      expect([...read].filter((name) => !argumentsOf(source).has(name))).toEqual([]);
      expect(needed.filter((name) => !read.has(name))).toEqual([]);
    },
  );
});
