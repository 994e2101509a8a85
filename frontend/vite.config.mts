import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Nx runs this from the workspace root, so every path is anchored to this folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
