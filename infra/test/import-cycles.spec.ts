import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { analyseImports, type ImportReport } from '../scripts/lib/import-cycles.mjs';

const ROOT = join(__dirname, '..', '..');

/**
 * `npm run graph:cycles -- --json`: dependency-cruiser's reading of the whole repository. Read whatever
 * the exit code, so that a failure shows the cycles.
 */
function graphOfRepository(): ImportReport {
  const { stdout } = spawnSync(
    process.execPath,
    [join(ROOT, 'infra', 'scripts', 'import-cycles.mjs'), '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout) as ImportReport;
}

describe('import cycles in the whole repository', () => {
  it('no module of the services, libraries, gateway, front end, scripts or tests imports itself round a circle', () => {
    const graph = graphOfRepository();
    expect(graph.modules).toBeGreaterThan(1500);
    expect(graph).toMatchObject({ cycles: [], unresolved: [] });
  }, 120_000);
});

describe('analyseImports: what the cycle check counts', () => {
  const module = (source: string, ...imports: string[]) => ({
    source,
    imports: imports.map((path) => ({ path })),
  });

  it('finds a circle closed by a type import, and names the imports that close it', () => {
    const report = analyseImports([
      module('libs/a.ts', 'libs/b.ts'),
      { source: 'libs/b.ts', imports: [{ path: 'libs/a.ts', typeOnly: true }] },
      module('libs/c.ts', 'libs/a.ts', 'node_modules/nats/index.js'),
    ]);
    expect(report.cycles).toEqual([
      {
        members: ['libs/a.ts', 'libs/b.ts'],
        imports: ['libs/a.ts -> libs/b.ts', 'libs/b.ts -> libs/a.ts (type)'],
      },
    ]);
    expect(report).toMatchObject({ modules: 3, edges: 3 });
  });

  it('lists an import of ours that does not resolve, but not a missing package', () => {
    const report = analyseImports([
      { source: 'gateway/src/main.ts', imports: [], unresolved: ['./gone', '@paydraft/gone', 'left-pad'] },
    ]);
    expect(report.unresolved).toEqual([
      'gateway/src/main.ts -> ./gone',
      'gateway/src/main.ts -> @paydraft/gone',
    ]);
  });
});
