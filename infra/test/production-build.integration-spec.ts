// The production build end to end: builds the gateway, auth, clients and pdf-render with the Nx
// build's own command, then runs each output with plain `node main.js` from inside dist/apps/<app> (no
// SWC, no TypeScript, no path aliases) against the integration run's NATS (locked down: each app signs
// in with its own seed from the run's NATS_CREDENTIALS_DIR) and store, as the container image does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventually, testEnv, uniqueDbName } from '@paydraft/nest-kit/testing';
import { freePort } from '../scripts/lib/processes.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const builtApps = ['auth', 'clients', 'pdf-render', 'gateway'];
const appDir = (app: string) => path.join(repoRoot, 'dist', 'apps', app);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function runNode(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result;
}

/** `node main.js` in the app's output folder, its log kept for the failure message. */
function startBuiltApp(app: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['main.js'], {
    cwd: appDir(app),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The built gateway's OPS_TOKEN, for the detail of /api/health. */
const OPS_TOKEN = 'production-build-test-ops-token-0123456789';

type ServiceHealth = { name: string; status: string; store: string | null };
type HealthBody = { services: ServiceHealth[] };

describe('production build', () => {
  const lockfile = readJson(path.join(repoRoot, 'package-lock.json'));
  const apps: Record<string, ReturnType<typeof startBuiltApp>> = {};
  let gatewayUrl = '';

  beforeAll(async () => {
    runNode(['infra/test/support/build-prerequisites.mjs']);
    for (const app of builtApps) runNode(['infra/build/main.mjs', app]);

    // The run's NATS URL and credentials directory, with the apps' warnings kept for the failure message.
    const common = { ...testEnv(), LOG_LEVEL: 'warn' };
    apps.auth = startBuiltApp('auth', {
      ...common,
      MONGO_DB_NAME: uniqueDbName('build_auth'),
    });
    // A database nobody listens on: the service runs, but its healthcheck must not pass.
    apps.clients = startBuiltApp('clients', {
      ...common,
      MONGO_URL: `mongodb://127.0.0.1:${await freePort()}`,
    });
    // The assets the build copied, found relative to the output folder as in the image.
    apps['pdf-render'] = startBuiltApp('pdf-render', { ...common, PDF_FONTS_DIR: 'fonts' });
    const port = await freePort();
    apps.gateway = startBuiltApp('gateway', {
      ...common,
      PORT: String(port),
      FRONTEND_DIST: 'frontend',
      OPS_TOKEN,
    });
    gatewayUrl = `http://127.0.0.1:${port}`;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(Object.values(apps).map(({ child }) => stop(child)));
  }, 30_000);

  /**
   * Polls /api/health until auth and pdf-render report up and clients answers (with its database
   * down, which it reports only once its first connection attempt gave up); the other services are
   * not started.
   */
  async function serviceStatuses(): Promise<Record<string, ServiceHealth>> {
    let statuses: Record<string, ServiceHealth> = {};
    try {
      return await eventually(async () => {
        const body = (await fetch(`${gatewayUrl}/api/health`, { headers: { 'x-ops-token': OPS_TOKEN } })
          .then((response) => response.json())
          .catch(() => null)) as HealthBody | null;
        statuses = Object.fromEntries((body?.services ?? []).map((service) => [service.name, service]));
        const up = (name: string) => statuses[name]?.status === 'up';
        return up('auth') && up('pdf-render') && statuses.clients?.store === 'down' ? statuses : undefined;
      }, 45_000);
    } catch {
      const logs = Object.entries(apps).map(([app, { log }]) => `--- ${app}\n${log()}`);
      throw new Error(`services not up: ${JSON.stringify(statuses)}\n${logs.join('\n')}`);
    }
  }

  it('starts the built gateway and services with plain node; /api/health sees them up', async () => {
    const statuses = await serviceStatuses();
    const summary = Object.fromEntries(
      Object.values(statuses).map(({ name, status, store }) => [name, { status, store }]),
    );
    expect(summary).toMatchObject({
      auth: { status: 'up', store: 'up' },
      'pdf-render': { status: 'up' },
      clients: { status: 'down', store: 'down' },
      documents: { status: 'down', store: null },
    });
  }, 90_000);

  it('renders a sample PDF through the built gateway and pdf-render (its fonts copied into dist)', async () => {
    await serviceStatuses();
    const response = await fetch(`${gatewayUrl}/api/samples/invoice.pdf`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 90_000);

  it('serves the frontend copied into the gateway output, the home page prerendered', async () => {
    const response = await fetch(`${gatewayUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root" data-prerendered="signed-out">');
  });

  it.each([
    ['auth', 'answers, its database up', 0, ''],
    ['pdf-render', 'answers, no database', 0, ''],
    ['clients', 'answers, its database down', 1, 'clients: its database does not answer\n'],
    ['documents', 'has no instance', 1, 'documents: no instance is answering\n'],
  ])(
    'the bundled healthcheck of %s (%s) exits %i',
    async (service, _state, status, stderr) => {
      await serviceStatuses();
      // Every service's output holds the same healthcheck; documents is not built, so auth's asks for it.
      const result = spawnSync(process.execPath, ['healthcheck.js', service], {
        cwd: appDir(builtApps.includes(service) ? service : 'auth'),
        env: { ...process.env, ...testEnv() },
        encoding: 'utf8',
        timeout: 10_000,
      });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status, stderr });
    },
    90_000,
  );

  it.each(builtApps)('%s lists exactly the packages its bundle imports, at the lockfile versions', (app) => {
    const manifest = readJson(path.join(appDir(app), 'package.json'));
    const metafile = readJson(path.join(repoRoot, 'dist', 'apps', `${app}.meta.json`));
    const imported = Object.values(
      metafile.outputs as Record<string, { imports: { path: string; external?: boolean }[] }>,
    )
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'));
    const names = Object.keys(manifest.dependencies);
    for (const entry of imported) {
      expect(names.some((name) => entry.path === name || entry.path.startsWith(`${name}/`))).toBe(true);
    }
    for (const name of names) {
      expect({ name, version: manifest.dependencies[name] }).toEqual({
        name,
        version: lockfile.packages[`node_modules/${name}`].version,
      });
    }
    // Build and test tools never reach a production install.
    expect(names).not.toEqual(expect.arrayContaining(['esbuild']));
    expect(names.filter((name) => ['jest', 'nx', 'vite', 'typescript', '@swc/core'].includes(name))).toEqual(
      [],
    );
  });
});
