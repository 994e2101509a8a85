import { NATS_MAX_PAYLOAD_BYTES } from '@paydraft/nest-kit';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NATS_SERVER = join(__dirname, '..', '..', '.tools', 'bin', 'nats-server');

export type OwnNatsServer = { url: string; stop: () => Promise<void> };

/**
 * A NATS server of the test's own, without credentials, on a free port. Without JetStream, requests
 * and replies work but every key-value call fails, as when the shared rate-limit store is out of
 * reach; with it, a test can look at the bucket from a fresh start.
 */
export async function startOwnNatsServer(options: { jetStream: boolean }): Promise<OwnNatsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'paydraft-own-nats-'));
  // The product's max_payload, as every server infra/nats configures has it.
  const configFile = join(dir, 'nats.conf');
  writeFileSync(configFile, JSON.stringify({ max_payload: NATS_MAX_PAYLOAD_BYTES }));
  const store = options.jetStream ? ['-js', '-sd', join(dir, 'jetstream')] : [];
  const args = ['-c', configFile, '-a', '127.0.0.1', '-p', '-1', ...store];
  const server = spawn(NATS_SERVER, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let log = '';
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`nats-server exited (${code}): ${log}`)));
    server.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const port = /Listening for client connections on [\d.]+:(\d+)/.exec(log)?.[1];
      if (port && log.includes('Server is ready')) resolve(`nats://127.0.0.1:${port}`);
    });
  });
  server.removeAllListeners('exit');
  return {
    url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
