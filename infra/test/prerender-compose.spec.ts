import { composePage, pageAssets, prerenderedFile, type ViteManifest } from '../scripts/lib/prerender.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Paydraft</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/pages/pricing/index.ts': {
    file: 'assets/PricingPage-1.js',
    css: ['assets/PricingPage-1.css'],
    imports: ['_react.js', '_CheckList.js'],
  },
  '_CheckList.js': { file: 'assets/CheckList-1.js', css: ['assets/CheckList-1.css'], imports: ['_react.js'] },
};

describe('prerendered page files', () => {
  it('names the file after the address, the home page index', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/pricing')).toBe('prerendered/pricing.html');
    expect(prerenderedFile('/404')).toBe('prerendered/404.html');
  });

  it("finds a page's CSS and chunks, its imports' too, by the page's slice", () => {
    expect(pageAssets(MANIFEST, 'pricing')).toEqual({
      css: ['assets/PricingPage-1.css', 'assets/CheckList-1.css'],
      scripts: ['assets/PricingPage-1.js', 'assets/react-1.js', 'assets/CheckList-1.js'],
    });
  });

  it('refuses a page the build has no chunk for, rather than writing a page without its CSS', () => {
    expect(() => pageAssets(MANIFEST, 'no-such-page')).toThrow('No chunk for the page no-such-page');
  });

  it("puts antd's styles first in the head, links what the shell lacks, and marks the root", () => {
    const html = composePage(
      TEMPLATE,
      { html: '<h1>Pricing</h1>', styles: '<style data-css-hash="a">.ant-btn{}</style>' },
      pageAssets(MANIFEST, 'pricing'),
      'signed-out',
    );

    expect(html).toContain('<meta charset="UTF-8" />\n    <style data-css-hash="a">.ant-btn{}</style>');
    expect(html.indexOf('data-css-hash')).toBeLessThan(html.indexOf('/assets/index-1.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/PricingPage-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CheckList-1.js">');
    // Already in the shell: not twice.
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root" data-prerendered="signed-out"><h1>Pricing</h1></div>');
  });

  it('keeps dollar signs in the markup as they are (no replacement patterns)', () => {
    const html = composePage(
      TEMPLATE,
      { html: "<b>$5 $' $&</b>", styles: '' },
      { css: [], scripts: [] },
      'pending',
    );
    expect(html).toContain('<div id="root" data-prerendered="pending"><b>$5 $\' $&</b></div>');
  });
});
