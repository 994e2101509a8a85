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
 * the workspace's lockfile installed (the version the tests ran against).
 */
export function prunedManifest({ app, rootManifest, lockfile, packages }) {
  const dependencies = {};
  for (const name of packages) {
    if (rootManifest.devDependencies?.[name]) {
      throw new Error(`${app} imports ${name}, which is a devDependency: move it to dependencies`);
    }
    const installed = lockfile.packages[`node_modules/${name}`];
    if (!installed || !rootManifest.dependencies?.[name]) {
      throw new Error(`${app} imports ${name}, which package.json does not list in dependencies`);
    }
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
