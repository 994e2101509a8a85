// The production build's package.json and package-lock.json for one app, from esbuild's metafile and
// the workspace lockfile (infra/build/pruned-manifest.mjs, pruned-lockfile.mjs).
import {
  allowScriptsFor,
  importedPackages,
  packageNameOf,
  prunedManifest,
} from '../build/pruned-manifest.mjs';
import { prunedLockfile } from '../build/pruned-lockfile.mjs';

const rootManifest = { version: '1.2.3', license: 'UNLICENSED', engines: { node: '>=20.19' } };

const lockfile = {
  packages: {
    '': { name: 'paydraft' },
    'node_modules/nats': { version: '2.29.3', dependencies: { nkeys: '^1.1.0' } },
    'node_modules/nkeys': { version: '1.1.0', dev: true },
    'node_modules/express': { version: '5.1.0', dependencies: { debug: '^4' } },
    'node_modules/debug': { version: '4.4.0', dependencies: { ms: '^2.1.3' } },
    'node_modules/ms': { version: '2.1.3' },
    'node_modules/mongoose': { version: '9.12.1', dependencies: { debug: '^3', mquery: '5' } },
    'node_modules/mongoose/node_modules/debug': { version: '3.2.7', dependencies: { ms: '^2.1.1' } },
    'node_modules/mquery': { version: '5.0.0', devOptional: true },
    'node_modules/sharp': {
      version: '0.35.5',
      optionalDependencies: { '@img/sharp-linux-x64': '0.35.5', '@img/sharp-darwin-arm64': '0.35.5' },
      peerDependencies: { 'absent-peer': '*' },
    },
    'node_modules/@img/sharp-linux-x64': { version: '0.35.5', optional: true },
    'node_modules/jest': { version: '30.3.0', dev: true },
    'node_modules/unused': { version: '1.0.0' },
  },
};

describe('packageNameOf', () => {
  it.each([
    ['pdfkit/js/data', 'pdfkit'],
    ['@nestjs/core/injector', '@nestjs/core'],
    ['nats', 'nats'],
    ['node:fs', null],
    ['fs', null],
    ['fs/promises', null],
  ])('%s → %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });
});

describe('importedPackages', () => {
  it("lists each external package once, from every output's imports, without Node's modules", () => {
    const metafile = {
      outputs: {
        'main.js': {
          imports: [
            { path: 'nats', external: true },
            { path: 'node:path', external: true },
            { path: '@nestjs/core/injector', external: true },
            { path: 'libs/x.ts', external: false },
          ],
        },
        'healthcheck.js': { imports: [{ path: 'nats', external: true }] },
      },
    };
    expect(importedPackages(metafile)).toEqual(['@nestjs/core', 'nats']);
  });
});

describe('prunedManifest', () => {
  it('pins every imported package to the version the lockfile installed', () => {
    const manifest = prunedManifest({ app: 'auth', rootManifest, lockfile, packages: ['express', 'nats'] });
    expect(manifest).toEqual({
      name: '@paydraft/auth',
      version: '1.2.3',
      private: true,
      license: 'UNLICENSED',
      engines: { node: '>=20.19' },
      main: 'main.js',
      dependencies: { express: '5.1.0', nats: '2.29.3' },
    });
  });

  it('refuses a package only dev tooling brings in, which a production install would lack', () => {
    expect(() => prunedManifest({ app: 'auth', rootManifest, lockfile, packages: ['jest'] })).toThrow(
      'auth imports jest, which only devDependencies bring in',
    );
  });

  it('refuses a package that is not installed', () => {
    expect(() => prunedManifest({ app: 'auth', rootManifest, lockfile, packages: ['left-pad'] })).toThrow(
      'auth imports left-pad, which is not installed',
    );
  });
});

describe('prunedLockfile', () => {
  const manifest = {
    name: '@paydraft/x',
    version: '1.2.3',
    dependencies: { mongoose: '9.12.1', sharp: '0.35.5' },
  };
  const pruned = prunedLockfile(lockfile, manifest);

  it('keeps what the dependencies reach, at the paths Node resolves them from', () => {
    expect(Object.keys(pruned.packages)).toEqual([
      '',
      'node_modules/@img/sharp-linux-x64',
      'node_modules/mongoose',
      'node_modules/mongoose/node_modules/debug',
      'node_modules/mquery',
      'node_modules/ms',
      'node_modules/sharp',
    ]);
  });

  it('describes the app as the root package', () => {
    expect(pruned).toMatchObject({ lockfileVersion: 3, requires: true });
    expect(pruned.packages['']).toEqual({
      name: '@paydraft/x',
      version: '1.2.3',
      dependencies: manifest.dependencies,
    });
  });

  it('turns dev-only markings into production ones, so npm ci --omit=dev installs them', () => {
    expect(pruned.packages['node_modules/mquery']).toEqual({ version: '5.0.0', optional: true });
    const nats = prunedLockfile(lockfile, { ...manifest, dependencies: { nats: '2.29.3' } });
    expect(nats.packages['node_modules/nkeys']).toEqual({ version: '1.1.0' });
  });
});

describe('allowScriptsFor', () => {
  it("keeps the workspace's install-script decisions for the packages the app installs, nested ones too", () => {
    const appLockfile = {
      packages: { '': {}, 'node_modules/argon2': {}, 'node_modules/a/node_modules/@swc/core': {} },
    };
    const root = { allowScripts: { argon2: false, '@swc/core': false, esbuild: false, nx: true } };
    expect(allowScriptsFor(root, appLockfile)).toEqual({ argon2: false, '@swc/core': false });
  });
});
