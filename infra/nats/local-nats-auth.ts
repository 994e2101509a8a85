import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATS_ACCESS, NATS_IDENTITIES } from '@paydraft/contracts';
import { TEST_CLIENT_IDENTITY } from '@paydraft/nest-kit/testing';
import { ensureNkeySeeds } from './nkey-seeds';
import { natsPermissions, TEST_CLIENT_PERMISSIONS } from './permissions';
import { natsServerConfig, type NatsUser } from './server-config';

export type LocalNatsAuth = { configFile: string; credentialsDir: string };

/**
 * Writes the locked-down server configuration for a local NATS into `natsDir`: a seed per identity
 * under `credentials/` (kept when present) and `auth.conf` with their permissions, rewritten every
 * time so a changed NATS_ACCESS takes effect at the next start. `testClient` adds the integration
 * tests' own identity (TEST_CLIENT_IDENTITY, broad permissions); `npm start` has no such user.
 */
export function writeLocalNatsAuth(natsDir: string, { testClient }: { testClient: boolean }): LocalNatsAuth {
  const credentialsDir = join(natsDir, 'credentials');
  const identities = [...NATS_IDENTITIES, ...(testClient ? [TEST_CLIENT_IDENTITY] : [])];
  const publicKeys = ensureNkeySeeds(credentialsDir, identities);
  const users: NatsUser[] = identities.map((identity) => ({
    identity,
    publicKey: publicKeys.get(identity) as string,
    permissions:
      identity === TEST_CLIENT_IDENTITY
        ? TEST_CLIENT_PERMISSIONS
        : natsPermissions(identity, NATS_ACCESS[identity as keyof typeof NATS_ACCESS]),
  }));
  const configFile = join(natsDir, 'auth.conf');
  writeFileSync(configFile, natsServerConfig(users), { mode: 0o600 });
  return { configFile, credentialsDir };
}
