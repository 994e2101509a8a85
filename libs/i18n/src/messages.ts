/**
 * The shape every catalogue must have: the English catalogue's keys, each a string. A language that
 * lacks a key, or has one English does not, fails the type check (`satisfies Messages<typeof en…>`).
 */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** Every key of a namespace as i18next reads it: 'totals.subtotal'. */
export type MessagePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessagePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
