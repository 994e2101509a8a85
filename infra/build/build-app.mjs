// Production build of one Paydraft app (infra/build/main.mjs runs it for `nx run <app>:build`).
// Bundles the app and the workspace code it uses (libs, contracts) into dist/apps/<app>/main.js,
// leaves npm packages external, and writes a package.json and package-lock.json that list only the
// packages the bundle imports, so `npm ci --omit=dev` there installs just what the app needs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../scripts/lib/paths.mjs';
import { SERVICE_HEALTHCHECK, copyAppAssets } from './app-assets.mjs';
import { externalPackagesPlugin } from './external-packages-plugin.mjs';
import { allowScriptsFor, importedPackages, prunedManifest } from './pruned-manifest.mjs';
import { prunedLockfile } from './pruned-lockfile.mjs';
import { swcDecoratorsPlugin } from './swc-decorators-plugin.mjs';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The apps with a production build: the entry file of each. */
export const APP_ENTRIES = {
  auth: 'services/auth/src/main.ts',
  documents: 'services/documents/src/main.ts',
  clients: 'services/clients/src/main.ts',
  billing: 'services/billing/src/main.ts',
  mailer: 'services/mailer/src/main.ts',
  'pdf-render': 'services/pdf-render/src/main.ts',
  gateway: 'gateway/src/main.ts',
  // The one-shot job that writes NATS's authorization and seeds for docker-compose.yml.
  'nats-credentials': 'infra/nats/credentials-main.ts',
};

/**
 * Further entries an app starts by file name, bundled beside main.js: pdf-render's render threads run
 * render-worker.js (services/pdf-render/src/render/worker/render-thread.ts finds it there).
 */
const EXTRA_ENTRIES = {
  'pdf-render': { 'render-worker': 'services/pdf-render/src/render/worker/render-worker.ts' },
};

/** The NATS services, whose output also holds the container healthcheck that asks them over NATS. */
const HEALTH_CHECKED = new Set(['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render']);

/**
 * Packages an app needs that no import names: Nest requires its HTTP adapter by name at start
 * (the gateway imports only its types, which compile away).
 */
const LOADED_BY_NAME = { gateway: ['@nestjs/platform-express'] };

export async function buildApp(app) {
  const entry = APP_ENTRIES[app];
  if (!entry) throw new Error(`unknown app '${app}'; one of ${Object.keys(APP_ENTRIES).join(', ')}`);
  const outDir = join(ROOT, 'dist', 'apps', app);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const entryPoints = { main: join(ROOT, entry) };
  for (const [name, file] of Object.entries(EXTRA_ENTRIES[app] ?? {})) entryPoints[name] = join(ROOT, file);
  // Services answer health over NATS only; the gateway's is its HTTP /api/health, and the
  // credentials job runs to completion rather than staying up.
  if (HEALTH_CHECKED.has(app)) entryPoints.healthcheck = SERVICE_HEALTHCHECK;

  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    // Nest names providers and controllers after their classes; bundling must not rename them.
    keepNames: true,
    tsconfig: join(ROOT, 'tsconfig.base.json'),
    plugins: [externalPackagesPlugin, swcDecoratorsPlugin],
    metafile: true,
    logLevel: 'warning',
  });

  const rootManifest = readJson(join(ROOT, 'package.json'));
  const lockfile = readJson(join(ROOT, 'package-lock.json'));
  const packages = [...importedPackages(metafile), ...(LOADED_BY_NAME[app] ?? [])].sort();
  const manifest = prunedManifest({ app, rootManifest, lockfile, packages });
  const appLockfile = prunedLockfile(lockfile, manifest);
  manifest.allowScripts = allowScriptsFor(rootManifest, appLockfile);
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(outDir, 'package-lock.json'), `${JSON.stringify(appLockfile, null, 2)}\n`);
  await copyAppAssets(app, outDir);
  // Kept outside the app's folder: it explains the bundle, the image does not need it.
  writeFileSync(join(ROOT, 'dist', 'apps', `${app}.meta.json`), JSON.stringify(metafile));
  return { outDir, packages };
}
