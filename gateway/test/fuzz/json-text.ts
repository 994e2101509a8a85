/**
 * JSON as the fuzz suite writes it, token by token: what JSON.stringify cannot say is what a hostile
 * client sends. Objects are lists of entries (so `__proto__` is a plain key and keys may repeat), and
 * `raw` is written as is (`NaN`, `1e999`, a broken fragment).
 */
export type JsonText =
  | { kind: 'raw'; text: string }
  | { kind: 'value'; value: string | number | boolean | null }
  | { kind: 'array'; items: JsonText[] }
  | { kind: 'object'; entries: Array<[string, JsonText]> };

export const raw = (text: string): JsonText => ({ kind: 'raw', text });
export const value = (v: string | number | boolean | null): JsonText => ({ kind: 'value', value: v });
export const array = (items: JsonText[]): JsonText => ({ kind: 'array', items });
export const object = (entries: Array<[string, JsonText]>): JsonText => ({ kind: 'object', entries });

export function writeJson(json: JsonText): string {
  switch (json.kind) {
    case 'raw':
      return json.text;
    case 'value':
      return JSON.stringify(json.value);
    case 'array':
      return `[${json.items.map(writeJson).join(',')}]`;
    case 'object':
      return `{${json.entries.map(([key, v]) => `${JSON.stringify(key)}:${writeJson(v)}`).join(',')}}`;
  }
}

/** The entry list of an object, or a one-entry replacement at `key`. */
export function withEntry(json: JsonText, key: string, v: JsonText): JsonText {
  if (json.kind !== 'object') return object([[key, v]]);
  const entries = json.entries.filter(([k]) => k !== key);
  return object([...entries, [key, v]]);
}
