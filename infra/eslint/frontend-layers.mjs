// The front end's layers (frontend/README.md), enforced by eslint-plugin-boundaries: a module imports
// only from the layers below its own (app → pages → widgets → features → entities → shared), and
// another slice only through that slice's index.ts. The graph script (npm run graph:frontend)
// checks the same layers over the whole graph, cycles included.
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'frontend/src';

/** What each layer may import, besides its own slice: only the layers below it. */
const LOWER = {
  app: ['app', 'pages', 'widgets', 'features', 'entities', 'shared'],
  pages: ['widgets', 'features', 'entities', 'shared'],
  widgets: ['features', 'entities', 'shared'],
  features: ['entities', 'shared'],
  entities: ['shared'],
  shared: ['shared'],
};

/**
 * The few slices that build on another slice of their own layer, each through its index.ts. The
 * graph script checks that these never close a cycle.
 */
const SIDEWAYS = [
  // The dashboard, a client's page in it, and the demo on sample data fill their shells from one
  // section registry. It is its own slice, so that no page imports another (a page imported by
  // another is no longer a chunk of its own, and /dashboard would load the client page's code).
  { layer: 'pages', from: 'dashboard', to: 'dashboard-sections' },
  { layer: 'pages', from: 'dashboard-client', to: 'dashboard-sections' },
  { layer: 'pages', from: 'trial-dashboard', to: 'dashboard-sections' },
  // The dashboard's 'Invoice / Quote' section is the builder plus saving to the account.
  { layer: 'widgets', from: 'compose', to: 'builder' },
  // A client's documents open in the same edit dialog as the past-documents list.
  { layer: 'widgets', from: 'clients', to: 'compose' },
];

const SLICED = ['pages', 'widgets', 'features', 'entities'];

/** A slice from outside: its public index only. Shared and app have no slices: any file. */
const entryOf = (layer) => (SLICED.includes(layer) ? { fileInternalPath: 'index.{ts,tsx}' } : {});

const layerPolicies = Object.entries(LOWER).map(([layer, allowed]) => ({
  from: { element: { type: layer } },
  allow: { to: allowed.map((target) => ({ element: { type: target, ...entryOf(target) } })) },
}));

const sidewaysPolicies = SIDEWAYS.map(({ layer, from, to }) => ({
  from: { element: { type: layer, captured: { slice: from } } },
  allow: { to: { element: { type: layer, captured: { slice: to }, ...entryOf(layer) } } },
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
            ...sidewaysPolicies,
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
