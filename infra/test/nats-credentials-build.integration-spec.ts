// The compose stack's NATS credentials job from its production build: `node main.js <dir>` in
// dist/apps/nats-credentials, as its container runs it, then nats-server with the written auth.conf
// and compose's flags. Self-contained: a NATS of its own, since the run's shared one has its own auth.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NATS_IDENTITIES } from '@paydraft/contracts';
import { connectNats, nkeySeedFile } from '@paydraft/nest-kit';
import { connect, ErrorCode, nkeys, type NatsConnection } from 'nats';
import { freePort } from '../scripts/lib/processes.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const appDir = path.join(repoRoot, 'dist', 'apps', 'nats-credentials');
// infra/scripts/lib/tools.mjs's toolPath('nats-server'); that ES module cannot be required from here.
const natsServerBin = path.join(repoRoot, '.tools', 'bin', 'nats-server');

function runNode(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const modeOf = (file: string) => statSync(file).mode & 0o777;
const identityDir = (dir: string, identity: string) => path.join(dir, 'identities', identity);
const seedOf = (dir: string, identity: string) =>
  readFileSync(nkeySeedFile(identityDir(dir, identity), identity), 'utf8').trim();

describe('nats-credentials, built and run with plain node', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'paydraft-nats-credentials-'));
  const authDir = path.join(work, 'nats-auth');
  let firstSeeds: Record<string, string>;
  let server: ChildProcess | undefined;
  let natsUrl = '';
  let monitorPort = 0;
  let serverLog = '';
  const open: NatsConnection[] = [];

  beforeAll(async () => {
    runNode(['infra/build/main.mjs', 'nats-credentials'], repoRoot);
    runNode(['main.js', authDir], appDir);
    firstSeeds = Object.fromEntries(NATS_IDENTITIES.map((identity) => [identity, seedOf(authDir, identity)]));
    // As after `docker compose up` again: the seeds stay, so running apps keep signing in.
    runNode(['main.js', authDir], appDir);

    const port = await freePort();
    monitorPort = await freePort();
    natsUrl = `nats://127.0.0.1:${port}`;
    // docker-compose.yml's nats command, on free ports and a throw-away store directory.
    const args = ['-c', path.join(authDir, 'auth.conf'), '-js', '-sd', path.join(work, 'js')];
    server = spawn(
      natsServerBin,
      [...args, '-m', String(monitorPort), '-a', '127.0.0.1', '-p', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk) => (serverLog += chunk));
    server.stderr!.on('data', (chunk) => (serverLog += chunk));
  }, 180_000);

  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.close()));
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise((resolve) => {
        server!.once('exit', resolve);
        server!.kill('SIGTERM');
      });
    }
    rmSync(work, { recursive: true, force: true });
  });

  /** Signs in as `identity` from its own directory, as that identity's container does. */
  async function signInAs(identity: string): Promise<NatsConnection> {
    // connectNats waits for the server for ever; a server that never came up fails here with its log.
    const timer = setTimeout(
      () => console.error(`no NATS connection as ${identity} yet:\n${serverLog}`),
      15_000,
    );
    try {
      const connection = await connectNats(natsUrl, identity, {
        credentialsDir: identityDir(authDir, identity),
      });
      open.push(connection);
      return connection;
    } finally {
      clearTimeout(timer);
    }
  }

  it('bundles only the packages it imports: no Nest, no database driver', () => {
    const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@bufbuild/protobuf', 'nats']);
  });

  it('writes each identity its own directory holding only its seed, readable by its owner alone', () => {
    expect(readdirSync(path.join(authDir, 'identities')).sort()).toEqual([...NATS_IDENTITIES].sort());
    for (const identity of NATS_IDENTITIES) {
      const dir = identityDir(authDir, identity);
      expect({ identity, files: readdirSync(dir), dirMode: modeOf(dir) }).toEqual({
        identity,
        files: [`${identity}.nk`],
        dirMode: 0o700,
      });
      expect({ identity, seedMode: modeOf(nkeySeedFile(dir, identity)) }).toEqual({
        identity,
        seedMode: 0o600,
      });
    }
    expect(modeOf(path.join(authDir, 'auth.conf'))).toBe(0o600);
  });

  it("keeps the seeds on a second run, and auth.conf names each identity's public key", () => {
    const config = readFileSync(path.join(authDir, 'auth.conf'), 'utf8');
    for (const identity of NATS_IDENTITIES) {
      expect({ identity, seed: seedOf(authDir, identity) }).toEqual({ identity, seed: firstSeeds[identity] });
      const publicKey = nkeys.fromSeed(new TextEncoder().encode(firstSeeds[identity])).getPublicKey();
      expect(config).toContain(`# ${identity}: ${publicKey}\n`);
      expect(config).toContain(`"nkey": "${publicKey}"`);
    }
  });

  it('lets a service sign in with its own seed and refuses a client without credentials', async () => {
    const mailer = await signInAs('mailer');
    await expect(mailer.flush()).resolves.toBeUndefined();
    await expect(connect({ servers: natsUrl, reconnect: false })).rejects.toMatchObject({
      code: ErrorCode.AuthorizationViolation,
    });
  }, 30_000);

  it("gives a container no other identity's seed: the mailer's directory cannot sign in as documents", async () => {
    await expect(
      connectNats(natsUrl, 'documents', { credentialsDir: identityDir(authDir, 'mailer') }),
    ).rejects.toThrow('No NATS credentials for "documents"');
  });

  it("answers compose's healthcheck on the monitoring port without credentials", async () => {
    await signInAs('gateway');
    const response = await fetch(`http://127.0.0.1:${monitorPort}/healthz`);
    expect(response.status).toBe(200);
  }, 30_000);
});
