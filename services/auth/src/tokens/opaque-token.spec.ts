import { digestOf, newOpaqueToken } from './opaque-token';

describe('opaque tokens', () => {
  it('are 43 base64url characters, new each time', () => {
    const token = newOpaqueToken();

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('have a digest of their own spelling: a variant that decodes to the same bytes digests otherwise', () => {
    const token = `${newOpaqueToken().slice(0, 42)}A`;
    const variant = `${token.slice(0, 42)}B`;

    expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(token, 'base64url'));
    expect(digestOf(variant)).not.toBe(digestOf(token));
    expect(digestOf(token)).toBe(digestOf(token));
  });
});
