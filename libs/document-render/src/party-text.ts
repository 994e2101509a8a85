/**
 * The printable text of a saved sender or receiver: the spec lets the page save it as plain text, as
 * JSON-encoded text, or as an object (the sender's may carry logo_url). An object prints its text
 * values one a line, without the logo's address.
 */
export function partyText(saved: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return saved;
  }
  if (typeof parsed === 'string') return parsed;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return saved;
  return Object.entries(parsed as Record<string, unknown>)
    .filter(([key, value]) => key !== 'logo_url' && typeof value === 'string' && value.trim() !== '')
    .map(([, value]) => value as string)
    .join('\n');
}
