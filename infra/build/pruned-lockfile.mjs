/** 'node_modules/a/node_modules/b' → 'node_modules/a'; a top-level package's parent is the root, ''. */
function parentOf(packagePath) {
  const cut = packagePath.lastIndexOf('/node_modules/');
  return cut === -1 ? '' : packagePath.slice(0, cut);
}

/** Where Node finds `name` from the package at `from`: its own node_modules, then each ancestor's. */
function resolveInstalled(packages, from, name) {
  for (let base = from; ; base = parentOf(base)) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
  }
}

/** The root lockfile's entry, now a production package of the app (its dev flags no longer apply). */
function asProduction(entry) {
  const { dev, devOptional, ...rest } = entry;
  return devOptional ? { ...rest, optional: true } : rest;
}

/**
 * The workspace lockfile cut down to what one app's manifest needs, every package at the path and
 * version the workspace installed, so `npm ci` in the app's folder reproduces the tested tree.
 */
export function prunedLockfile(lockfile, manifest) {
  const kept = {};
  const visit = (packagePath) => {
    if (kept[packagePath]) return;
    const entry = lockfile.packages[packagePath];
    kept[packagePath] = asProduction(entry);
    const needs = {
      ...entry.peerDependencies,
      ...entry.optionalDependencies,
      ...entry.dependencies,
    };
    for (const name of Object.keys(needs)) {
      // Optional and peer packages the workspace did not install stay uninstalled here too.
      const found = resolveInstalled(lockfile.packages, packagePath, name);
      if (found) visit(found);
    }
  };
  for (const name of Object.keys(manifest.dependencies)) visit(`node_modules/${name}`);

  const sorted = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies },
      ...sorted,
    },
  };
}
