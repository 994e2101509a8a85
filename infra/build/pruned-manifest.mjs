import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules);

/** 'pdfkit/js/data' → 'pdfkit', '@nestjs/core/x' → '@nestjs/core'; null for Node's own modules. */
export function packageNameOf(specifier) {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

/** The npm packages the bundle's code really imports, from esbuild's metafile. */
export function importedPackages(metafile) {
  const names = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external)
    .map((entry) => packageNameOf(entry.path))
    .filter((name) => name !== null);
  return [...new Set(names)].sort();
}

/**
 * package.json of one built app: only the packages its bundle imports, each at the exact version
 * the workspace's lockfile installed (the version the tests ran against). A package the code imports
 * that arrives through another (express, under @nestjs/platform-express) is listed too.
 */
export function prunedManifest({ app, rootManifest, lockfile, packages }) {
  const dependencies = {};
  for (const name of packages) {
    const installed = lockfile.packages[`node_modules/${name}`];
    if (!installed) throw new Error(`${app} imports ${name}, which is not installed: add it to dependencies`);
    // A package only dev tooling brings in would be missing from a production install.
    if (installed.dev) throw new Error(`${app} imports ${name}, which only devDependencies bring in`);
    dependencies[name] = installed.version;
  }
  return {
    name: `@paydraft/${app}`,
    version: rootManifest.version,
    private: true,
    license: rootManifest.license,
    engines: rootManifest.engines,
    main: 'main.js',
    dependencies,
  };
}

/**
 * The workspace's install-script decisions (npm 11's allowScripts) for the packages the app's lockfile
 * holds, so `npm ci` in the app's folder decides the same way and names nothing it lacks.
 */
export function allowScriptsFor(rootManifest, appLockfile) {
  const installed = new Set(
    Object.keys(appLockfile.packages).map((packagePath) => packagePath.split('node_modules/').at(-1)),
  );
  const decisions = Object.entries(rootManifest.allowScripts ?? {}).filter(([name]) => installed.has(name));
  return Object.fromEntries(decisions);
}
