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

/** The apps with a production build: where each one's main.ts lives. */
export const APP_ROOTS = {
  auth: 'services/auth',
  documents: 'services/documents',
  clients: 'services/clients',
  billing: 'services/billing',
  mailer: 'services/mailer',
  'pdf-render': 'services/pdf-render',
  gateway: 'gateway',
};

/**
 * Packages an app needs that no import names: Nest requires its HTTP adapter by name at start
 * (the gateway imports only its types, which compile away).
 */
const LOADED_BY_NAME = { gateway: ['@nestjs/platform-express'] };

export async function buildApp(app) {
  const appRoot = APP_ROOTS[app];
  if (!appRoot) throw new Error(`unknown app '${app}'; one of ${Object.keys(APP_ROOTS).join(', ')}`);
  const outDir = join(ROOT, 'dist', 'apps', app);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const entryPoints = { main: join(ROOT, appRoot, 'src', 'main.ts') };
  // Services answer health over NATS only; the gateway's is its HTTP /api/health.
  if (app !== 'gateway') entryPoints.healthcheck = SERVICE_HEALTHCHECK;

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
