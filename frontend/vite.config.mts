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
    alias: {
      '@paydraft/invoice-core': path.resolve(import.meta.dirname, '../libs/invoice-core/src/index.ts'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/frontend'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries that every page needs and that change rarely get their own long-cached files.
        // Only the antd parts shared by several chunks are grouped, so heavy components used by one
        // page (Table, ...) still load with that page.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime)[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
