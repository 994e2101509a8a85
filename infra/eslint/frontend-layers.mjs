// The front end's layers (frontend/README.md), enforced by eslint-plugin-boundaries: a module imports
// only from its own layer's slices or lower ones (app → pages → widgets → features → entities → shared),
// and another slice only through that slice's index.ts. The graph script (npm run graph:frontend)
// checks the same layers over the whole graph, cycles included.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'frontend/src';

/** What each layer may import, besides its own slice. */
const LOWER = {
  app: ['app', 'pages', 'widgets', 'features', 'entities', 'shared'],
  pages: ['widgets', 'features', 'entities', 'shared'],
  widgets: ['widgets', 'features', 'entities', 'shared'],
  features: ['features', 'entities', 'shared'],
  entities: ['entities', 'shared'],
  shared: ['shared'],
};

const SLICED = ['pages', 'widgets', 'features', 'entities'];

/** A slice from outside: its public index only. Shared and app have no slices: any file. */
const entryOf = (layer) => (SLICED.includes(layer) ? { fileInternalPath: 'index.{ts,tsx}' } : {});

const layerPolicies = Object.entries(LOWER).map(([layer, allowed]) => ({
  from: { element: { type: layer } },
  allow: { to: allowed.map((target) => ({ element: { type: target, ...entryOf(target) } })) },
}));

export const frontendLayers = [
  {
    files: [`${SRC}/**/*.ts`, `${SRC}/**/*.tsx`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: `${SRC}/app`, partialMatch: false },
        ...SLICED.map((layer) => ({
          type: layer,
          pattern: `${SRC}/${layer}/*`,
          partialMatch: false,
          capture: ['slice'],
        })),
        { type: 'shared', pattern: `${SRC}/shared`, partialMatch: false },
      ],
      'boundaries/include': [`${SRC}/**/*`],
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Inside one slice (or inside app, or shared) anything goes.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            ...layerPolicies,
            // The demo is the dashboard on sample data: it reuses the dashboard page's section registry.
            {
              from: { element: { type: 'pages', captured: { slice: 'trial-dashboard' } } },
              allow: {
                to: {
                  element: { type: 'pages', captured: { slice: 'dashboard' }, fileInternalPath: 'index.ts' },
                },
              },
            },
          ],
        },
      ],
    },
  },
  // Tests render and mock the slice they test, and test helpers build whole stores: the rule is for
  // the app's own modules.
  {
    files: [`${SRC}/test/**`, `${SRC}/**/*.test.{ts,tsx}`, `${SRC}/**/testing/**`],
    rules: { 'boundaries/dependencies': 'off' },
  },
];
