import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';

export type XmlNode = XMLBuilder;

/**
 * A new document whose root declares the namespaces; text is escaped by xmlbuilder2, and characters
 * XML 1.0 cannot carry (control characters pasted into a description) are dropped rather than
 * making the writer throw.
 */
export function xmlDocument(
  qualifiedName: string,
  namespace: string,
  prefixes: Record<string, string>,
): XmlNode {
  const attributes = Object.fromEntries(
    Object.entries(prefixes).map(([prefix, uri]) => [`xmlns:${prefix}`, uri]),
  );
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }).ele(
    namespace,
    qualifiedName,
    attributes,
  );
}

/** A child element with text, or nothing when the value is empty (empty elements fail Peppol R008). */
export function leaf(
  parent: XmlNode,
  name: string,
  value: string | undefined,
  attributes?: Record<string, string>,
): void {
  if (value === undefined || value.trim() === '') return;
  parent.ele(name, attributes).txt(value);
}

/** '2026-11-26' → '20261126', CII's date format 102. */
export function ciiDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

export function serialize(root: XmlNode): string {
  return root.end({ prettyPrint: true });
}
