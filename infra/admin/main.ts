/**
 * `npm run admin -- grant-tester EMAIL` / `revoke-tester EMAIL`: operator commands, sent over NATS to
 * the running services (the gateway has no route for them). Exit codes: 0 done, 1 refused or failed,
 * 2 bad arguments.
 */
import { natsIdentityOptions, natsServers, RpcClient } from '@paydraft/nest-kit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connect, ErrorCode } from 'nats';
import { parseAdminArgs } from './admin-args';
import { runAdminCommand } from './run-admin';

const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

/** Where `npm start` writes the seeds of its locked-down NATS (infra/scripts/lib/stack.mjs). */
const LOCAL_CREDENTIALS_DIR = join(__dirname, '../../.data/nats-auth/credentials');

/** NATS_CREDENTIALS_DIR, else `npm start`'s seeds when talking to its NATS (no NATS_URL given). */
function credentialsDir(): string | undefined {
  if (process.env.NATS_CREDENTIALS_DIR) return process.env.NATS_CREDENTIALS_DIR;
  if (!process.env.NATS_URL && existsSync(LOCAL_CREDENTIALS_DIR)) return LOCAL_CREDENTIALS_DIR;
  return undefined;
}

async function main(): Promise<number> {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const natsUrl = process.env.NATS_URL ?? DEFAULT_NATS_URL;
  // Not nest-kit's connectNats: that one waits for a server forever, and a command should fail at once.
  // Signs in as `admin`, the one identity NATS lets call auth.set-tester (proto/src/access.ts).
  const identity = natsIdentityOptions('admin', credentialsDir());
  const connection = await connect({ servers: natsServers(natsUrl), name: 'admin', ...identity }).catch(
    (error: unknown) => {
      const refused = (error as { code?: string }).code === ErrorCode.AuthorizationViolation;
      console.error(
        refused
          ? `NATS at ${natsUrl} refused the admin credentials: set NATS_CREDENTIALS_DIR to the directory with admin.nk`
          : `Cannot reach NATS at ${natsUrl} (is \`npm start\` running?): ${String(error)}`,
      );
      return undefined;
    },
  );
  if (!connection) return 1;
  try {
    const outcome = await runAdminCommand(parsed.command, new RpcClient(connection, { timeoutMs: 5000 }));
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.line);
    return outcome.exitCode;
  } finally {
    await connection.drain();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
