// Renders the public pages to HTML after `vite build` (docs/prerendering.md).
import { prerenderPages } from './lib/prerender.mjs';

// The production markup, as the build's: under jest (the e2e setup) NODE_ENV is 'test', and antd then
// gives every element the id 'test-id'. Set before prerenderPages imports React and antd.
process.env.NODE_ENV = 'production';

const started = Date.now();
const sizes = await prerenderPages();
for (const [path, bytes] of Object.entries(sizes)) console.log(`${path.padEnd(20)} ${bytes} bytes`);
console.log(`prerendered ${Object.keys(sizes).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
