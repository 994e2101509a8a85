import type { MessageKey } from './catalogue';
import { common } from './catalogues/en/common';
import { pdf } from './catalogues/en/pdf';
import { formatIcu } from './icu-lite';
import { DEFAULT_LANGUAGE } from './languages';
import type { DocumentLocale } from './translator';

/** The English catalogue's namespaces a document's labels come from: its vocabulary and the PDF's. */
const LABELS = { common, pdf };

/** A message of the document's labels: 'common:totals.subtotal', 'pdf:creditsInvoiceLine'. */
export type LabelKey = Extract<MessageKey, `${keyof typeof LABELS}:${string}`>;

/** A language that answers a document's labels; every DocumentLocale is one. */
export type LabelLocale = DocumentLocale<LabelKey>;

/**
 * en-US over the English catalogue's common and pdf messages, answered without i18next (icu-lite): the
 * labels a page shows around a document (the builder's totals, the receiver's heading) cost it no
 * translation library. english-labels.spec holds it to i18next's answer for every key.
 */
export const ENGLISH_LABELS: LabelLocale = {
  language: DEFAULT_LANGUAGE,
  t: (key, values = {}) => formatIcu(messageOf(key), values, DEFAULT_LANGUAGE),
};

function messageOf(key: LabelKey): string {
  const [namespace, path] = key.split(':') as [keyof typeof LABELS, string];
  // The key's type guarantees the path ends on a message.
  return path
    .split('.')
    .reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], LABELS[namespace]) as string;
}
