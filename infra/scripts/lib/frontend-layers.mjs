// The front end's layers (frontend/README.md) and what counts against them in its import graph.
// Pure: takes modules and their imports as paths under frontend/src, so a test can feed it a wrong one.
import { cyclesOf } from './cycles.mjs';

/** Highest first: a module imports only from layers after its own. */
export const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

/** Layers cut into slices (one folder each, used from outside only through its index.ts). */
const SLICED = new Set(['pages', 'widgets', 'features', 'entities']);

/** Tests and their helpers render whole slices on purpose; they are not part of the app's graph. */
export const isTestFile = (path) =>
  path.startsWith('test/') || path.includes('/testing/') || /\.(test|spec)\.tsx?$/.test(path);

/** `main.tsx` starts the app, so it belongs to the top layer. */
export function layerOf(path) {
  const top = path.split('/')[0];
  if (path === 'main.tsx') return 'app';
  return LAYERS.includes(top) ? top : undefined;
}

/** `entities/client` for `entities/client/api/clientsApi.ts`; undefined in app and shared. */
export function sliceOf(path) {
  const [layer, slice] = path.split('/');
  return SLICED.has(layer) && slice !== undefined ? `${layer}/${slice}` : undefined;
}

const rank = (path) => LAYERS.indexOf(layerOf(path));
const isPublicApi = (path, slice) => path === `${slice}/index.ts` || path === `${slice}/index.tsx`;

/**
 * @param {{ source: string, imports: { path: string, typeOnly?: boolean }[] }[]} modules paths
 *   relative to frontend/src; `typeOnly` for `import type`, which is gone at run time
 * @returns the counts and the offending imports, each as `from -> to`
 */
export function analyseLayers(modules) {
  const graph = new Map(modules.filter((m) => !isTestFile(m.source)).map((m) => [m.source, m.imports]));
  const edges = [];
  const runtimeEdges = [];
  for (const [from, imports] of graph) {
    for (const { path: to, typeOnly } of imports) {
      if (!graph.has(to)) continue;
      edges.push([from, to]);
      if (!typeOnly) runtimeEdges.push([from, to]);
    }
  }
  const show = ([from, to]) => `${from} -> ${to}`;
  const upward = edges.filter(([from, to]) => rank(to) < rank(from));
  const deep = edges.filter(([from, to]) => {
    const target = sliceOf(to);
    return target !== undefined && target !== sliceOf(from) && !isPublicApi(to, target);
  });
  // Allowed only for the few pairs the lint config names (infra/eslint/frontend-layers.mjs); listed here.
  const sideways = edges.filter(([from, to]) => {
    const [source, target] = [sliceOf(from), sliceOf(to)];
    return source !== undefined && target !== undefined && source !== target && layerOf(from) === layerOf(to);
  });
  const unlayered = [...graph.keys()].filter((path) => layerOf(path) === undefined);
  const sliceEdges = edges
    .map(([from, to]) => [sliceOf(from) ?? layerOf(from), sliceOf(to) ?? layerOf(to)])
    .filter(([from, to]) => from !== to);
  return {
    modules: graph.size,
    edges: edges.length,
    upward: upward.map(show),
    deep: deep.map(show),
    sideways: sideways.map(show),
    unlayered,
    // Modules that need each other only for types load fine; slices must not need each other at all.
    cycles: cyclesOf(runtimeEdges),
    sliceCycles: cyclesOf(sliceEdges),
  };
}
