/** Something@something.tld without spaces, at most 254 characters: what 'looks like an address'. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}
