import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a local stack keeps the gateway's OPS_TOKEN, the credential for the detail of /api/health. */
export const opsTokenFile = (dataDir) => join(dataDir, 'ops-token');

/**
 * The stack's ops token: the one in `<dataDir>/ops-token`, made there (readable by its owner only) on
 * the first start. Kept across runs so that a script or a bookmark reading it keeps working.
 */
export function opsTokenIn(dataDir) {
  const file = opsTokenFile(dataDir);
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 32) return token;
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
