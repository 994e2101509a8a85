import {
  dockerReachable,
  mongoContainerUrl,
  natsContainerArgs,
  startTestInfra,
} from '../scripts/lib/containers.mjs';

type Infra = { natsUrl: string; mongoUrl: string; stop: () => Promise<void> };

const localInfra: Infra = {
  natsUrl: 'nats://127.0.0.1:4001',
  mongoUrl: 'mongodb://127.0.0.1:27001',
  stop: async () => {},
};
const containerInfra: Infra = {
  natsUrl: 'nats://localhost:32768',
  mongoUrl: 'mongodb://localhost:32769/?directConnection=true',
  stop: async () => {},
};

/** Runs the choice with recording stand-ins for Docker, the containers and the local servers. */
async function choose(
  env: Record<string, string>,
  { docker, containersFail = false }: { docker: boolean; containersFail?: boolean },
) {
  const calls = { probe: 0, containers: [] as unknown[], local: 0 };
  const lines: string[] = [];
  const infra = await startTestInfra({
    env,
    probe: async () => {
      calls.probe += 1;
      return docker;
    },
    startContainers: async (options: unknown) => {
      calls.containers.push(options);
      if (containersFail) throw new Error('(HTTP code 404) no such image - mongo:7\nmore detail');
      return containerInfra;
    },
    startLocal: async () => {
      calls.local += 1;
      return localInfra;
    },
    log: (line: string) => lines.push(line),
  });
  return { infra, calls, lines };
}

describe('integration tests: where NATS and the store come from', () => {
  it('with a Docker engine, both run in containers and no local server starts', async () => {
    const { infra, calls, lines } = await choose({}, { docker: true });
    expect(infra).toBe(containerInfra);
    expect(calls).toEqual({ probe: 1, containers: [{ env: {} }], local: 0 });
    expect(lines).toEqual(['Integration tests: nats:2 and mongo:7 in Docker containers']);
  });

  it('without a Docker engine, the local servers start', async () => {
    const { infra, calls, lines } = await choose({}, { docker: false });
    expect(infra).toBe(localInfra);
    expect(calls).toEqual({ probe: 1, containers: [], local: 1 });
    expect(lines).toEqual([
      'Integration tests: local nats-server and FerretDB (no Docker engine; MONGO_URL=mongodb://… runs against MongoDB)',
    ]);
  });

  it('NATS_URL and MONGO_URL together win: Docker is not even asked, the URLs are named but not printed', async () => {
    const env = { NATS_URL: 'nats://nats.example:4222', MONGO_URL: 'mongodb://user:secret@db.example:27017' };
    const { infra, calls, lines } = await choose(env, { docker: true });
    expect(infra).toBe(localInfra);
    expect(calls).toEqual({ probe: 0, containers: [], local: 1 });
    expect(lines).toEqual(['Integration tests: NATS from NATS_URL, store from MONGO_URL']);
    expect(lines.join('\n')).not.toContain('secret');
  });

  it('with only MONGO_URL given and Docker there, only NATS runs in a container', async () => {
    const env = { MONGO_URL: 'mongodb://db.example:27017' };
    const { infra, calls, lines } = await choose(env, { docker: true });
    expect(infra).toBe(containerInfra);
    expect(calls.containers).toEqual([{ env }]);
    expect(lines).toEqual(['Integration tests: nats:2 in Docker containers, store from MONGO_URL']);
  });

  it('containers that fail to start (no image, no registry) fall back to the local servers with the first line of the reason', async () => {
    const { infra, calls, lines } = await choose({}, { docker: true, containersFail: true });
    expect(infra).toBe(localInfra);
    expect(calls.local).toBe(1);
    expect(lines).toEqual([
      'Integration tests: local nats-server and FerretDB (the containers did not start: (HTTP code 404) no such image - mongo:7; MONGO_URL=mongodb://… runs against MongoDB)',
    ]);
  });

  it('Docker counts as reachable only when Testcontainers finds a container runtime', async () => {
    await expect(dockerReachable(async () => ({}))).resolves.toBe(true);
    await expect(
      dockerReachable(async () => {
        throw new Error('Could not find a working container runtime strategy');
      }),
    ).resolves.toBe(false);
  });

  it('a Docker engine that does not answer counts as unreachable once the probe times out', async () => {
    const started = Date.now();
    await expect(dockerReachable(() => new Promise(() => {}), 50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers quickly on a machine without Docker (Testcontainers gives up in milliseconds)', async () => {
    const started = Date.now();
    const reachable = await dockerReachable();
    // Either answer is right for the machine; what matters is that the probe never stalls the run.
    expect(typeof reachable).toBe('boolean');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the containers are addressed the way a client outside Docker can reach them', () => {
    expect(natsContainerArgs(false)).toEqual(['-js']);
    expect(natsContainerArgs(true)).toEqual(['-js', '-c', '/etc/nats/paydraft.conf']);
    expect(mongoContainerUrl('localhost', 32769)).toBe('mongodb://localhost:32769/?directConnection=true');
  });
});
