import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Nx runs this from the workspace root, so every path is anchored to this folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset, made once here at the highest levels (too slow to
    // spend per request) and served by the gateway as the browser accepts. Files under 1 KB gain
    // less than their headers cost.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // Shared libraries are compiled from source, as in the root tsconfig's paths.
    alias: [
      {
        find: '@paydraft/invoice-core',
        replacement: path.resolve(import.meta.dirname, '../libs/invoice-core/src/index.ts'),
      },
      { find: '@paydraft/i18n', replacement: path.resolve(import.meta.dirname, '../libs/i18n/src/index.ts') },
      // zod set up to build no parser with `new Function` (the page's CSP has no 'unsafe-eval'), in
      // whichever chunk first makes a schema. Only the bare name: the module itself imports 'zod/v4'.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/shared/lib/zodWithoutEval.ts') },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/frontend'),
    emptyOutDir: true,
    // .vite/manifest.json: which CSS and chunks each page needs, read by the prerender
    // (infra/scripts/lib/prerender.mjs) and by `npm run budget:frontend`. The gateway does not serve dot folders.
    manifest: true,
    // The shell is one file on purpose (see codeSplitting below): about 245 KB minified, 87 KB gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // Packages that declare no side effects but have none: without this, importing one name from
        // invoice-core's index (the shell's route table) kept zod and decimal.js in every first load,
        // and antd's rc-components kept parts no page uses.
        moduleSideEffects: [
          { test: /libs[\\/](invoice-core|i18n)[\\/]/, sideEffects: false },
          // A slice's index.ts only re-exports. Without this, whatever a page used through a slice
          // index the shell also imports (entities/account: the plan page's SignedInAs) went into the shell.
          { test: /frontend[\\/]src[\\/].+[\\/]index\.ts$/, sideEffects: false },
          {
            test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // A first load fetches the shell (what the entry imports statically, antd's shared core
        // included) and then its page's own chunks. Before, every antd module used by two chunks went
        // into one 312 KB (gzip) file that every page loaded. Now antd components other than the
        // shell's load with the pages that use them, and the shell is one file instead of dozens of
        // small shared ones: on a slow phone each file is one more round trip.
        codeSplitting: {
          groups: [
            // Libraries that every page needs and that change rarely get their own long-cached files.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
              priority: 30,
            },
            // '$initial': every module on a static import chain from the entry that some chunk uses,
            // whether or not the shell itself uses it (rolldown's tag).
            { name: 'shell', tags: ['$initial'], priority: 20 },
            // antd's Collapse is on such a chain (antd's button and tag styles import a colour helper
            // from the colour picker's presets, which import Collapse) but the shell never runs it: a
            // chunk of its own, loaded by the pages that use it (the FAQ), not by every first load.
            {
              name: 'collapse',
              test: /node_modules[\\/](antd[\\/]es[\\/]collapse|@rc-component[\\/]collapse)[\\/]/,
              priority: 25,
              // Its dependencies (antd's core) stay in the shell.
              includeDependenciesRecursively: false,
            },
            // Every icon is a few hundred bytes: one file for all of them beats one request each.
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
