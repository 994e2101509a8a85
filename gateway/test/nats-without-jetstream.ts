import { spawn } from 'node:child_process';
import { join } from 'node:path';

const NATS_SERVER = join(__dirname, '..', '..', '.tools', 'bin', 'nats-server');

/**
 * A NATS server of the test's own, without JetStream and without credentials: requests and replies
 * work, but every key-value call fails, as when the shared rate-limit store is out of reach.
 */
export async function startNatsWithoutJetStream(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', '-1'], { stdio: ['ignore', 'ignore', 'pipe'] });
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
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
