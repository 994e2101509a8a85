import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nkeyAuthenticator, type ConnectionOptions } from 'nats';

/** The nkey seed of one NATS identity (a service, `gateway`, `admin`) in NATS_CREDENTIALS_DIR. */
export const nkeySeedFile = (credentialsDir: string, identity: string) =>
  join(credentialsDir, `${identity}.nk`);

/**
 * Each identity receives replies under its own inbox prefix, so the server can let it subscribe to its
 * own replies only, never to another identity's.
 */
export const natsInboxPrefix = (identity: string) => `_INBOX.${identity}`;

/**
 * How an identity signs in: with the nkey seed from `credentialsDir`, or without credentials when no
 * directory is configured (a NATS server that is not locked down). A missing seed is a start-up error,
 * not a silent anonymous connection that the server would refuse anyway.
 */
export function natsIdentityOptions(identity: string, credentialsDir: string | undefined): ConnectionOptions {
  const inboxPrefix = natsInboxPrefix(identity);
  if (!credentialsDir) return { inboxPrefix };
  const file = nkeySeedFile(credentialsDir, identity);
  let seed: string;
  try {
    seed = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`No NATS credentials for "${identity}": cannot read ${file} (NATS_CREDENTIALS_DIR)`, {
      cause: error,
    });
  }
  return { inboxPrefix, authenticator: nkeyAuthenticator(new TextEncoder().encode(seed)) };
}
