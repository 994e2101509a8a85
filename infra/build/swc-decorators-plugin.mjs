import { readFile } from 'node:fs/promises';
import { transform } from '@swc/core';

// The same SWC settings as the Jest preset and the `npm start` loader, so the bundle runs the code
// that was tested: esbuild alone drops `emitDecoratorMetadata`, and Nest's dependency injection reads
// constructor parameter types from that metadata.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  // ES modules stay ES modules: esbuild links them and drops what nothing imports.
  isModule: true,
  sourceMaps: 'inline',
};

/** Compiles the workspace's TypeScript with SWC before esbuild bundles it. */
export const swcDecoratorsPlugin = {
  name: 'swc-decorators',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const source = await readFile(path, 'utf8');
      const { code } = await transform(source, { ...swcOptions, filename: path });
      return { contents: code, loader: 'js' };
    });
  },
};
