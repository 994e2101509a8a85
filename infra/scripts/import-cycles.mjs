// `npm run graph:cycles`: the import graph of the whole repository (services, libraries, contracts,
// gateway, front end, scripts, benchmarks, browser tests), read by dependency-cruiser with the path
// aliases of tsconfig.base.json. Prints each import cycle; exits 1 on a cycle or on an import of ours
// that does not resolve. `--json` prints the result as JSON instead (infra/test/import-cycles.spec.ts).
import { cruise } from 'dependency-cruiser';
import { join } from 'node:path';
import { analyseImports } from './lib/import-cycles.mjs';
import { ROOT } from './lib/paths.mjs';

const FOLDERS = ['gateway', 'services', 'libs', 'proto/src', 'infra', 'frontend/src', 'bench', 'e2e'];

async function readGraph() {
  // dependency-cruiser resolves from the working directory: run it from the root wherever we are called.
  process.chdir(ROOT);
  const result = await cruise(FOLDERS, {
    baseDir: ROOT,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(ROOT, 'tsconfig.base.json') },
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
  });
  return result.output.modules
    .filter((module) => !module.source.startsWith('node_modules/'))
    .map((module) => ({
      source: module.source,
      imports: module.dependencies
        .filter((dependency) => !dependency.couldNotResolve)
        .map((dependency) => ({
          path: dependency.resolved,
          typeOnly: dependency.dependencyTypes.includes('type-only'),
        })),
      unresolved: module.dependencies
        .filter((dependency) => dependency.couldNotResolve)
        .map((dependency) => dependency.module),
    }));
}

function printSummary(report) {
  console.log(`modules:    ${report.modules}`);
  console.log(`imports:    ${report.edges}`);
  console.log(`cycles:     ${report.cycles.length}`);
  report.cycles.forEach(({ imports }, number) => {
    console.log(`  cycle ${number + 1}:`);
    imports.forEach((line) => console.log(`    ${line}`));
  });
  console.log(`unresolved: ${report.unresolved.length}`);
  report.unresolved.forEach((line) => console.log(`  ${line}`));
}

const report = analyseImports(await readGraph());
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else printSummary(report);
process.exitCode = report.cycles.length + report.unresolved.length > 0 ? 1 : 0;
