import { applyPageMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './pageMeta';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageMeta', () => {
  it('writes the title, description, canonical and Open Graph tags without the query', () => {
    const location = { origin: 'https://paydraft.app', pathname: '/contact' };
    applyPageMeta({ title: 'Contact Us', description: 'Write to us.' }, location);

    expect(document.title).toBe('Contact Us | Paydraft');
    expect(meta('meta[name="description"]')).toBe('Write to us.');
    expect(meta('meta[property="og:title"]')).toBe('Contact Us | Paydraft');
    expect(meta('meta[property="og:description"]')).toBe('Write to us.');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:url"]')).toBe('https://paydraft.app/contact');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://paydraft.app/contact',
    );
  });

  it('goes back to the defaults for a page without its own, updating the same tags', () => {
    applyPageMeta({ title: 'Terms', description: 'Terms.', type: 'article' });
    applyPageMeta({});

    expect(document.title).toBe(DEFAULT_TITLE);
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
