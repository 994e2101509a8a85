import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

describe("the page's generated API types (frontend/src/shared/api/generated)", () => {
  it("are what the gateway's OpenAPI document gives now", () => {
    // A process of its own: openapi-typescript loads ES modules that Jest's CommonJS runtime cannot.
    const check = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', 'gateway/src/openapi/api-generate.ts', '--check'],
      { cwd: ROOT, encoding: 'utf8' },
    );

    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 120_000);
});
