import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { nkeys } from 'nats';
import { nkeySeedFile } from '@paydraft/nest-kit/nats-access';

/**
 * The public key of each identity, from its seed file in `credentialsDir`; a seed is made (readable by
 * its owner only) where none exists, and an existing one is kept, so running apps stay valid.
 */
export function ensureNkeySeeds(credentialsDir: string, identities: readonly string[]): Map<string, string> {
  mkdirSync(credentialsDir, { recursive: true, mode: 0o700 });
  const publicKeys = new Map<string, string>();
  for (const identity of identities) {
    const file = nkeySeedFile(credentialsDir, identity);
    if (!existsSync(file)) {
      const seed = new TextDecoder().decode(nkeys.createUser().getSeed());
      writeFileSync(file, `${seed}\n`, { mode: 0o600, flag: 'wx' });
    }
    const user = nkeys.fromSeed(new TextEncoder().encode(readFileSync(file, 'utf8').trim()));
    publicKeys.set(identity, user.getPublicKey());
  }
  return publicKeys;
}
