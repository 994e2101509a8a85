import type { catalogue as english } from './catalogues/en';
import type { MessagePaths, Messages } from './messages';

/** One language's messages, namespace by namespace, with English's keys. */
export type Catalogue = Messages<typeof english>;

export type Namespace = keyof Catalogue;

export const NAMESPACES: readonly Namespace[] = ['common', 'pdf', 'mail', 'publicView'];

/** A message as i18next names it: 'common:totals.subtotal'. */
export type MessageKey = {
  [N in Namespace]: `${N}:${MessagePaths<Catalogue[N]>}`;
}[Namespace];
