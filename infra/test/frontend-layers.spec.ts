import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { analyseLayers, type LayerReport } from '../scripts/lib/frontend-layers.mjs';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'frontend', 'src');

/** `npm run graph:frontend -- --json`: dependency-cruiser's reading of frontend/src, checked. */
function graphOfFrontend(): LayerReport {
  const output = execFileSync(
    process.execPath,
    [join(ROOT, 'infra', 'scripts', 'frontend-graph.mjs'), '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as LayerReport;
}

type LintMessage = { ruleId: string | null; message: string };

/** ESLint with the repository's config, on source texts placed at the given paths of frontend/src. */
function lint(files: { path: string; code: string }[]): LintMessage[][] {
  const cases = files.map(({ path, code }) => ({ filePath: join(SRC, path), code }));
  const output = execFileSync(
    process.execPath,
    [join(__dirname, 'support', 'lint-frontend-imports.mjs'), JSON.stringify(cases)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  // Nx's plugin may print a warning before it on stdout; the answer is the last line.
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as LintMessage[][];
}

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'boundaries/dependencies');

describe('frontend layers: app → pages → widgets → features → entities → shared', () => {
  it('the import graph of frontend/src has no upward import, no cycle and no import past a slice index', () => {
    const graph = graphOfFrontend();
    expect(graph.modules).toBeGreaterThan(300);
    expect(graph).toMatchObject({ upward: [], cycles: [], sliceCycles: [], deep: [], unlayered: [] });
  }, 120_000);

  it('lint fails an entity importing a widget, a feature importing the dashboard, and a deep import', () => {
    const [entityToWidget, featureToDashboard, deepImport, rightImports] = lint([
      { path: 'entities/client/wrong.ts', code: "export { ClientsSection } from '../../widgets/clients';\n" },
      {
        path: 'features/recurring/wrong.ts',
        code: "export { DashboardPage } from '../../pages/dashboard';\n",
      },
      {
        path: 'widgets/compose/wrong.ts',
        code: "export { clientsApi } from '../../entities/client/api/clientsApi';\n",
      },
      {
        path: 'widgets/compose/right.ts',
        code: "export { clientsApi } from '../../entities/client';\nexport { PATHS } from '../../shared/paths';\n",
      },
    ]);
    expect(boundaryErrors(entityToWidget)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('to elements of type "widgets"') }),
    ]);
    expect(boundaryErrors(featureToDashboard)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('to elements of type "pages"') }),
    ]);
    expect(boundaryErrors(deepImport)).toHaveLength(1);
    expect(rightImports).toEqual([]);
  }, 180_000);
});

describe('analyseLayers: what the graph script counts', () => {
  const module = (source: string, ...imports: string[]) => ({
    source,
    imports: imports.map((path) => ({ path })),
  });

  it('counts an import from a lower layer to a higher one, and one past a slice index', () => {
    const graph = analyseLayers([
      module('entities/client/index.ts', 'entities/client/model/names.ts'),
      module('entities/client/model/names.ts', 'widgets/clients/index.ts'),
      module('widgets/clients/index.ts', 'entities/client/model/names.ts', 'shared/paths.ts'),
      module('shared/paths.ts'),
    ]);
    expect(graph.upward).toEqual(['entities/client/model/names.ts -> widgets/clients/index.ts']);
    expect(graph.deep).toEqual(['widgets/clients/index.ts -> entities/client/model/names.ts']);
    expect(graph.sliceCycles).toEqual([['entities/client', 'widgets/clients']]);
  });

  it('finds a cycle of modules, but not one made of type imports only, and leaves tests out', () => {
    const graph = analyseLayers([
      module('shared/a.ts', 'shared/b.ts'),
      module('shared/b.ts', 'shared/a.ts'),
      module('shared/c.ts', 'shared/d.ts'),
      { source: 'shared/d.ts', imports: [{ path: 'shared/c.ts', typeOnly: true }] },
      module('shared/a.test.ts', 'app/store.ts'),
      module('app/store.ts'),
    ]);
    expect(graph.cycles).toEqual([['shared/a.ts', 'shared/b.ts']]);
    expect(graph.upward).toEqual([]);
    expect(graph.modules).toBe(5);
  });
});
