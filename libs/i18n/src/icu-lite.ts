import type { MessageValues } from './translator';

/** A parsed message: text, a value, `#` (a plural's number) and a plural's branches. */
type Part =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string }
  | { readonly kind: 'count' }
  | { readonly kind: 'plural'; readonly name: string; readonly branches: ReadonlyMap<string, Part[]> };

/** The start of an argument: `{name}`, or `{name, plural, ` before its branches. */
const ARGUMENT = /\{\s*(\w+)\s*(?:,\s*(plural)\s*,)?\s*/y;
/** A plural branch's selector up to its opening brace: `one {`, `other {` (not `=0`, nor an offset). */
const BRANCH = /\s*([a-z]+)\s*\{/y;
/** An apostrophe that would quote in ICU ('{', '}', '#', and '' for one apostrophe). */
const QUOTING = /'['{}#]/;

const parsed = new Map<string, Part[]>();

/**
 * ICU MessageFormat as far as the English labels use it, answered as i18next-icu (intl-messageformat)
 * answers it, so a page prints them without carrying i18next and an ICU parser: text, `{name}` (its
 * value as text) and `{name, plural, one {…} other {…}}` with `#` for the number. Any other form
 * (select, `=0`, an offset, apostrophe quoting) throws: english-labels.spec compares every label with
 * i18next's answer, so a message that outgrows this fails there instead of printing wrong words.
 * A message missing one of its values is answered as written, as i18next-icu answers it.
 */
export function formatIcu(message: string, values: MessageValues, language: string): string {
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Parser(message).message();
    parsed.set(message, parts);
  }
  try {
    return format(parts, values, language);
  } catch (error) {
    if (error instanceof MissingValue) return message;
    throw error;
  }
}

class MissingValue extends Error {}

function format(parts: readonly Part[], values: MessageValues, language: string, count = NaN): string {
  return parts.map((part) => formatPart(part, values, language, count)).join('');
}

function formatPart(part: Part, values: MessageValues, language: string, count: number): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'count':
      return new Intl.NumberFormat(language).format(count);
    case 'value':
      return String(valueOf(values, part.name));
    case 'plural': {
      const number = Number(valueOf(values, part.name));
      const branch = part.branches.get(new Intl.PluralRules(language).select(number));
      return format(branch ?? part.branches.get('other') ?? [], values, language, number);
    }
  }
}

function valueOf(values: MessageValues, name: string): string | number {
  if (!Object.hasOwn(values, name)) throw new MissingValue(name);
  return values[name];
}

/** Reads a message into parts, or throws at the first form it does not know. */
class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  message(): Part[] {
    const parts = this.parts(false);
    if (this.at < this.source.length) this.fail();
    return parts;
  }

  /** Parts up to the brace that closes the enclosing branch (left for the caller), or the end. */
  private parts(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flushText = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    for (let char = this.source[this.at]; char !== undefined && char !== '}'; char = this.source[this.at]) {
      if (QUOTING.test(this.source.slice(this.at, this.at + 2))) this.fail();
      if (char === '{') {
        flushText();
        parts.push(this.argument());
      } else if (char === '#' && inPlural) {
        flushText();
        parts.push({ kind: 'count' });
        this.at += 1;
      } else {
        text += char;
        this.at += 1;
      }
    }
    flushText();
    return parts;
  }

  private argument(): Part {
    const [, name, plural] = this.match(ARGUMENT);
    if (plural === undefined) {
      this.close();
      return { kind: 'value', name };
    }
    const branches = new Map<string, Part[]>();
    while (this.source[this.at] !== '}') {
      const [, selector] = this.match(BRANCH);
      branches.set(selector, this.parts(true));
      this.close();
      while (/\s/.test(this.source[this.at] ?? '')) this.at += 1;
    }
    this.close();
    if (!branches.has('other')) this.fail();
    return { kind: 'plural', name, branches };
  }

  private match(pattern: RegExp): RegExpExecArray {
    pattern.lastIndex = this.at;
    const match = pattern.exec(this.source) ?? this.fail();
    this.at = pattern.lastIndex;
    return match;
  }

  private close(): void {
    if (this.source[this.at] !== '}') this.fail();
    this.at += 1;
  }

  private fail(): never {
    throw new Error(`icu-lite cannot read "${this.source}" at ${this.at}: use i18next for this message`);
  }
}
