import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { opsTokenFile, opsTokenIn } from '../scripts/lib/ops-token.mjs';

describe("the local stack's ops token", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydraft-ops-token-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made on the first start, long enough for the gateway and readable by its owner only', () => {
    const token = opsTokenIn(dataDir);

    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(opsTokenFile(dataDir), 'utf8').trim()).toBe(token);
    expect(statSync(opsTokenFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('stays the same on the next start', () => {
    expect(opsTokenIn(dataDir)).toBe(opsTokenIn(dataDir));
  });
});
