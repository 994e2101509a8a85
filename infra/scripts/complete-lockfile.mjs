// `node infra/scripts/complete-lockfile.mjs`: after an `npm install` that added a package with
// per-platform binaries, records the platforms this registry does not serve in package-lock.json so
// that `npm ci` keeps working (see lib/lockfile.mjs). Commit the lockfile afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { completeLockfile } from './lib/lockfile.mjs';
import { ROOT } from './lib/paths.mjs';

const file = join(ROOT, 'package-lock.json');
const { lock, added, unknown } = completeLockfile(JSON.parse(readFileSync(file, 'utf8')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length > 0 ? `package-lock.json: recorded ${added.join(', ')}` : 'package-lock.json: complete',
);
if (unknown.length > 0) {
  console.error(`no platform or exact version in the name, add by hand: ${unknown.join(', ')}`);
  process.exit(1);
}
