/** The text of every element of that qualified name, in document order, entities decoded. */
export function values(xml: string, qualifiedName: string): string[] {
  const pattern = new RegExp(`<${qualifiedName}(?:\\s[^>]*)?>([^<]*)</${qualifiedName}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) =>
    match[1]
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
}

/** The attribute of every element of that name. */
export function attributes(xml: string, qualifiedName: string, attribute: string): string[] {
  const pattern = new RegExp(`<${qualifiedName}\\s[^>]*${attribute}="([^"]*)"`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1]);
}
