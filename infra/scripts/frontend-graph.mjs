// `npm run graph:frontend`: the import graph of frontend/src, read by dependency-cruiser, checked
// against the layers (infra/scripts/lib/frontend-layers.mjs). Exits 1 on an upward import or a cycle.
// `--json` prints the whole result as JSON instead (the test in infra/test reads it).
import { cruise } from 'dependency-cruiser';
import { join, relative } from 'node:path';
import { analyseLayers } from './lib/frontend-layers.mjs';
import { ROOT } from './lib/paths.mjs';

const SRC = join(ROOT, 'frontend', 'src');

async function readGraph() {
  const result = await cruise([SRC], {
    baseDir: ROOT,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(ROOT, 'frontend', 'tsconfig.json') },
    doNotFollow: { path: ['node_modules', '^libs/'] },
  });
  const underSrc = (path) => relative(SRC, join(ROOT, path));
  return result.output.modules
    .filter((module) => module.source.startsWith('frontend/src/'))
    .map((module) => ({
      source: underSrc(module.source),
      imports: module.dependencies
        .filter((dependency) => dependency.resolved.startsWith('frontend/src/'))
        .map((dependency) => ({
          path: underSrc(dependency.resolved),
          typeOnly: dependency.dependencyTypes.includes('type-only'),
        })),
    }));
}

function printSummary(graph) {
  const list = (items) =>
    items.forEach((item) => console.log(`  ${Array.isArray(item) ? item.join(' <-> ') : item}`));
  console.log(`modules:          ${graph.modules}`);
  console.log(`edges:            ${graph.edges}`);
  console.log(`upward imports:   ${graph.upward.length}`);
  list(graph.upward);
  console.log(`cycles (modules): ${graph.cycles.length}`);
  list(graph.cycles);
  console.log(`cycles (slices):  ${graph.sliceCycles.length}`);
  list(graph.sliceCycles);
  console.log(`deep imports:     ${graph.deep.length}`);
  list(graph.deep);
  console.log(
    `same-layer imports: ${graph.sideways.length} (between slices of one layer, see infra/eslint/frontend-layers.mjs)`,
  );
  list(graph.sideways);
  if (graph.unlayered.length > 0) {
    console.log(`outside a layer:  ${graph.unlayered.length}`);
    list(graph.unlayered);
  }
}

const graph = analyseLayers(await readGraph());
if (process.argv.includes('--json')) console.log(JSON.stringify(graph, null, 2));
else printSummary(graph);
const broken = graph.upward.length + graph.cycles.length + graph.sliceCycles.length + graph.unlayered.length;
process.exitCode = broken > 0 ? 1 : 0;
