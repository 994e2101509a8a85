import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCriticalAntdStyles, withInlinedStylesheets } from '../scripts/lib/critical-css.mjs';

// antd's extracted styles as renderPage writes them: one element per component, then antd's list.
const page = (body: string) => `<!doctype html><html><head>
<style data-rc-order="prependQueue" data-css-hash="btn">:where(.css-1).ant-btn{font-family:var(--ant-font-family);font-size:14px;}:where(.css-1).ant-btn:hover{color:red;}:where(.css-1).ant-btn-primary{color:#fff;}:where(.css-1).ant-btn-dangerous{color:#f00;}</style>
<style data-rc-order="prependQueue" data-css-hash="col">:where(.css-1).ant-col-xs-13{width:54%;}@media (min-width: 576px){:where(.css-1).ant-col-sm-24{width:100%;}}</style>
<style>.data-ant-cssinjs-cache-path{content:"btn:btn;col:col";}</style>
</head><body><div id="root">${body}</div></body></html>`;

describe("antd's styles in a prerendered page", () => {
  const button = '<button class="css-1 ant-btn ant-btn-primary">Pay</button>';

  it('keeps the rules its markup uses, hover states included, and drops the rest', async () => {
    const html = await withCriticalAntdStyles(page(button));

    expect(html).toContain(':where(.css-1).ant-btn{font-family:var(--ant-font-family);font-size:14px;}');
    expect(html).toContain(':where(.css-1).ant-btn:hover{color:red;}');
    expect(html).toContain(':where(.css-1).ant-btn-primary{color:#fff;}');
    expect(html).not.toContain('ant-btn-dangerous');
    expect(html).not.toContain('ant-col-xs-13');
    expect(html).not.toContain('ant-col-sm-24');
  });

  it("keeps each component's element and its data-css-hash, where antd's runtime writes the full rules", async () => {
    const html = await withCriticalAntdStyles(page(`${button}<div class="css-1 ant-col-xs-13"></div>`));

    expect(html).toContain('<style data-rc-order="prependQueue" data-css-hash="btn">');
    expect(html).toContain(
      '<style data-rc-order="prependQueue" data-css-hash="col">:where(.css-1).ant-col-xs-13',
    );
  });

  it("takes out antd's list of the styles in the document, so its runtime writes them all on hydration", async () => {
    expect(await withCriticalAntdStyles(page(button))).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('leaves the markup as it was rendered', async () => {
    expect(await withCriticalAntdStyles(page(button))).toContain(`<div id="root">${button}</div>`);
  });
});

describe('stylesheets of the build in a prerendered page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'pricing-1.css'), '.plans{display:grid}');

  it("writes the stylesheet's rules into the page and disables the link, which Vite's loader then finds", () => {
    const html = withInlinedStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/pricing-1.css"></head>',
      dist,
    );

    expect(html).toBe(
      '<head><style data-href="/assets/pricing-1.css">.plans{display:grid}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/pricing-1.css" disabled></head>',
    );
  });

  it('leaves a stylesheet from elsewhere linked', () => {
    const html = '<link rel="stylesheet" href="https://example.com/a.css">';
    expect(withInlinedStylesheets(html, dist)).toBe(html);
  });
});
