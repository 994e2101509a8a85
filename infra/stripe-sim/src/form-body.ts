/** A decoded Stripe request: nested objects and arrays from `a[b][0]=c` keys. */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

/**
 * Parses what the SDK sends (application/x-www-form-urlencoded, qs's indexed brackets: `items[0][price]=x`)
 * into nested values; an object whose keys are all indices becomes an array.
 */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
      } else {
        node[part] = typeof node[part] === 'object' ? node[part] : {};
        node = node[part] as Params;
      }
    });
  }
  return arraysIn(root) as Params;
}

function arraysIn(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => arraysIn(value[key]));
  if (keys.length > 0 && keys.every((key) => /^\d*$/.test(key))) return entries;
  return Object.fromEntries(keys.map((key, i) => [key, entries[i]]));
}

/** Readers that say what is wrong, as Stripe does, instead of failing later. */
export const str = (params: Params, key: string): string | undefined =>
  typeof params[key] === 'string' ? (params[key] as string) : undefined;

export const obj = (params: Params, key: string): Params =>
  params[key] && typeof params[key] === 'object' && !Array.isArray(params[key])
    ? (params[key] as Params)
    : {};

export const list = (params: Params, key: string): ParamValue[] =>
  Array.isArray(params[key]) ? (params[key] as ParamValue[]) : [];
