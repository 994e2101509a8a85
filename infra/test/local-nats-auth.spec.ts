import { NATS_IDENTITIES } from '@paydraft/contracts';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nkeys } from 'nats';
import { writeLocalNatsAuth } from '../nats/local-nats-auth';

const publicKeyOf = (seedFile: string) =>
  nkeys.fromSeed(new TextEncoder().encode(readFileSync(seedFile, 'utf8').trim())).getPublicKey();

describe('writeLocalNatsAuth', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nats-auth-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a seed per identity, readable by its owner only, and a server user for each key', () => {
    const { configFile, credentialsDir } = writeLocalNatsAuth(dir, { testClient: false });

    expect(readdirSync(credentialsDir).sort()).toEqual(
      NATS_IDENTITIES.map((identity) => `${identity}.nk`).sort(),
    );
    const config = readFileSync(configFile, 'utf8');
    for (const identity of NATS_IDENTITIES) {
      const seedFile = join(credentialsDir, `${identity}.nk`);
      expect(statSync(seedFile).mode & 0o777).toBe(0o600);
      expect(config).toContain(`"nkey": "${publicKeyOf(seedFile)}"`);
    }
    expect(config).not.toContain('test-client');
  });

  it('keeps the seeds of an earlier run, so running apps stay signed in, and adds the tests’ identity on demand', () => {
    const first = writeLocalNatsAuth(dir, { testClient: false });
    const gatewayKey = publicKeyOf(join(first.credentialsDir, 'gateway.nk'));

    const second = writeLocalNatsAuth(dir, { testClient: true });

    expect(publicKeyOf(join(second.credentialsDir, 'gateway.nk'))).toBe(gatewayKey);
    expect(readFileSync(second.configFile, 'utf8')).toContain(
      `"nkey": "${publicKeyOf(join(second.credentialsDir, 'test-client.nk'))}"`,
    );
  });
});
