export const WEBSITE_MESSAGE = "Website must be a web address, such as 'example.com'";

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// A host name of labels joined by dots, with a top-level label of letters ('localhost' is no website).
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/**
 * The one rule for a website typed in the client form and in Preferences: with or without a scheme
 * ('umbrella.com', 'www.acme.test', 'https://acme.test/about'). Answers the stored form (an http(s)
 * address with the host in lower case and no trailing slash on a bare host), '' for a blank entry,
 * or null when it is not a web address.
 */
export function normalizeWebsite(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  if (/\s/.test(text)) return null;
  const withScheme = SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!HOST.test(url.hostname) || url.username || url.password) return null;
  const address = url.toString();
  return url.pathname === '/' && !url.search && !url.hash ? address.replace(/\/$/, '') : address;
}
