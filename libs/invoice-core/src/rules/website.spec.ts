import { normalizeWebsite } from './website';

describe('normalizeWebsite', () => {
  it.each([
    ['umbrella.com', 'https://umbrella.com'],
    ['  www.acme.test  ', 'https://www.acme.test'],
    ['WWW.Acme.Test/About', 'https://www.acme.test/About'],
    ['http://acme.test/', 'http://acme.test'],
    ['https://acme.test/path?q=1', 'https://acme.test/path?q=1'],
    ['', ''],
    ['   ', ''],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeWebsite(typed)).toBe(stored);
  });

  it.each([
    'not a site',
    'localhost',
    'ftp://acme.test',
    'javascript:alert(1)',
    'https://',
    'user:pw@acme.test',
    'acme',
  ])('refuses %j', (typed) => {
    expect(normalizeWebsite(typed)).toBeNull();
  });

  it('is stable: a stored address normalises to itself', () => {
    for (const typed of ['umbrella.com', 'http://acme.test/x/', 'https://a.b.example/?q=1#top']) {
      const stored = normalizeWebsite(typed) as string;
      expect(normalizeWebsite(stored)).toBe(stored);
    }
  });
});
