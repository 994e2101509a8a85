// Packages such as @swc/core, buf and unrs-resolver ship one optional binary package per platform. The
// registry these machines use serves only the Linux ones, so npm leaves the others out of
// package-lock.json, and `npm ci` then refuses the lockfile everywhere ("Missing: @swc/core-darwin-arm64@
// from lock file"). An entry with the version, os, cpu (and libc) is all npm needs to skip such a
// package here and to fetch it on its own platform, and the package's name says all three.

const OPERATING_SYSTEMS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];
const CPUS = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  armv7: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  riscv64: 'riscv64',
};
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** The platform a binary package is for, read from its name (`…-<os>-<cpu>[-<abi>]`); undefined if none. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const at = parts.findIndex((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = at >= 0 ? CPUS[parts[at + 1]] : undefined;
  if (!cpu) return undefined;
  const abi = parts.slice(at + 2).join('-');
  const libc = /^gnu/.test(abi) ? ['glibc'] : /^musl/.test(abi) ? ['musl'] : undefined;
  return { os: [parts[at]], cpu: [cpu], ...(libc ? { libc } : {}) };
}

/** Where npm would look for `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(packages, from, name) {
  for (let base = from; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
  }
}

/** Optional dependencies of locked packages that have no entry of their own: `npm ci` refuses those. */
export function missingOptionalEntries(lock) {
  const missing = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, path, name))
        missing.push({ parent: path, name, version, dev: entry.dev === true });
    }
  }
  return missing;
}

/**
 * The lockfile with an entry for every missing platform package (beside its parent when the top level
 * holds another version), keys in npm's order; `unknown` lists those whose platform or exact version
 * cannot be told, left for a person to look at.
 */
export function completeLockfile(lock) {
  const packages = { ...lock.packages };
  const added = [];
  const unknown = [];
  for (const { parent, name, version, dev } of missingOptionalEntries(lock)) {
    const platform = platformOf(name);
    if (!platform || !EXACT_VERSION.test(version)) {
      unknown.push(`${name}@${version}`);
      continue;
    }
    const topLevel = `node_modules/${name}`;
    const path = packages[topLevel] ? `${parent}/node_modules/${name}` : topLevel;
    packages[path] = { version, ...(dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
  const sorted = Object.fromEntries(
    Object.keys(packages)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .map((key) => [key, packages[key]]),
  );
  return { lock: { ...lock, packages: sorted }, added, unknown };
}
