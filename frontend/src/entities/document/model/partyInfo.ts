/** A saved sender or receiver read back: its text and, for a sender, the stored logo's address. */
export type PartyInfo = { text: string; logoUrl: string | null };

/** The sender as saved when the document carries the owner's stored logo (the gateway prints `text`). */
export type SenderWithLogo = { text: string; logo_url: string };

/**
 * Reads sender_info or receiver_info as the spec lets it be saved: plain text, JSON-encoded text, or
 * an object whose text values print one a line (the sender's may carry logo_url). Mirrors the
 * gateway's partyText, which draws the PDF of a stored document.
 */
export function readParty(saved: unknown): PartyInfo {
  let parsed: unknown = saved;
  if (typeof saved === 'string') {
    try {
      parsed = JSON.parse(saved);
    } catch {
      return { text: saved, logoUrl: null };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { text: typeof parsed === 'string' ? parsed : saved, logoUrl: null };
    }
  }
  if (saved === null || saved === undefined) return { text: '', logoUrl: null };
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Unreadable party details');
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  const logo = entries.find(([key]) => key === 'logo_url')?.[1];
  return {
    text: entries
      .filter(([key, value]) => key !== 'logo_url' && typeof value === 'string' && value.trim() !== '')
      .map(([, value]) => value as string)
      .join('\n'),
    logoUrl: typeof logo === 'string' && logo !== '' ? logo : null,
  };
}

/** The sender to save: an object with the stored logo's address, plain text without one. */
export const senderToSave = (text: string, logoUrl: string | null): string | SenderWithLogo =>
  logoUrl ? { text, logo_url: logoUrl } : text;
