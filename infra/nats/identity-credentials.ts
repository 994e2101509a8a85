import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATS_ACCESS, NATS_IDENTITIES } from '@paydraft/contracts';
import { ensureNkeySeeds } from './nkey-seeds';
import { natsPermissions } from './permissions';
import { natsServerConfig, type NatsUser } from './server-config';

export type IdentityCredentials = { configFile: string; identitiesDir: string };

/** Where one identity's seed lives under the generator's output: a directory of its own. */
const identityCredentialsDir = (identitiesDir: string, identity: string) =>
  join(identitiesDir, identity);

/**
 * Writes a locked-down NATS's configuration for a container stack into `dir`: `auth.conf` (nats-server's
 * authorization, rewritten every run so a changed NATS_ACCESS takes effect) and each identity's seed in
 * `identities/<identity>/<identity>.nk`, kept when present. A directory per identity lets each container
 * mount its own seed and no other; `npm start`'s flat layout (writeLocalNatsAuth) has one trusted owner.
 */
export function writeIdentityCredentials(dir: string): IdentityCredentials {
  const identitiesDir = join(dir, 'identities');
  const users: NatsUser[] = NATS_IDENTITIES.map((identity) => {
    const publicKeys = ensureNkeySeeds(identityCredentialsDir(identitiesDir, identity), [identity]);
    return {
      identity,
      publicKey: publicKeys.get(identity) as string,
      permissions: natsPermissions(identity, NATS_ACCESS[identity]),
    };
  });
  const configFile = join(dir, 'auth.conf');
  writeFileSync(configFile, natsServerConfig(users), { mode: 0o600 });
  return { configFile, identitiesDir };
}
