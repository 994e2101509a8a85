// Where the integration tests' NATS and store come from. With a Docker engine: MongoDB itself (mongo:7)
// and nats:2 in containers, so the same suite proves the services against real MongoDB and not only
// against FerretDB; without one (this workplace, CI): the local nats-server and FerretDB `npm start` uses.
import { MongoDBContainer } from '@testcontainers/mongodb';
import { GenericContainer, getContainerRuntimeClient, Wait } from 'testcontainers';

export const MONGO_IMAGE = 'mongo:7';
export const NATS_IMAGE = 'nats:2';
const NATS_PORT = 4222;
const NATS_CONFIG_IN_CONTAINER = '/etc/nats/paydraft.conf';

/** Longest wait for a Docker engine: one named by DOCKER_HOST that does not answer must not stall the tests. */
const DOCKER_PROBE_TIMEOUT_MS = 5_000;

/**
 * True when Testcontainers finds a container runtime within `timeoutMs`; without one it gives up within
 * milliseconds.
 */
export async function dockerReachable(
  connect = getContainerRuntimeClient,
  timeoutMs = DOCKER_PROBE_TIMEOUT_MS,
) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([connect().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** nats-server's arguments in the container: JetStream, and the given configuration file when there is one. */
export const natsContainerArgs = (withConfig) => [
  '-js',
  ...(withConfig ? ['-c', NATS_CONFIG_IN_CONTAINER] : []),
];

/**
 * The mapped port is on the Docker host; the replica set that the MongoDB module starts names its
 * member by the container's host name, unreachable from here, hence a direct connection.
 */
export const mongoContainerUrl = (host, port) => `mongodb://${host}:${port}/?directConnection=true`;

/**
 * Starts nats:2 and mongo:7 for whichever of NATS_URL / MONGO_URL `env` lacks; returns both URLs and a
 * stop that removes the containers. `natsConfigFile`, when given, is copied in and read with -c (the
 * authorization of a locked-down NATS).
 */
export async function startTestContainers({ env, natsConfigFile }) {
  const startNats = async () => {
    let nats = new GenericContainer(NATS_IMAGE)
      .withCommand(natsContainerArgs(Boolean(natsConfigFile)))
      .withExposedPorts(NATS_PORT)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/));
    if (natsConfigFile)
      nats = nats.withCopyFilesToContainer([
        { source: natsConfigFile, target: NATS_CONFIG_IN_CONTAINER, mode: 0o444 },
      ]);
    return nats.start();
  };
  const startMongo = () => new MongoDBContainer(MONGO_IMAGE).start();
  const results = await Promise.allSettled([
    env.NATS_URL ? undefined : startNats(),
    env.MONGO_URL ? undefined : startMongo(),
  ]);
  const started = results.filter((r) => r.status === 'fulfilled' && r.value).map((r) => r.value);
  const stop = async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [nats, mongo] = results.map((r) => r.value);
  return {
    natsUrl: env.NATS_URL ?? `nats://${nats.getHost()}:${nats.getMappedPort(NATS_PORT)}`,
    mongoUrl: env.MONGO_URL ?? mongoContainerUrl(mongo.getHost(), mongo.getMappedPort(27017)),
    stop,
  };
}

/**
 * The integration tests' NATS and store, with a one-line account of where they come from: NATS_URL and
 * MONGO_URL when both are set; else containers when Docker answers (`probe`); else, and also when the
 * containers fail to start (no image, no registry), the local servers (`startLocal`). Either way a URL
 * that `env` gives is used as it is.
 */
export async function startTestInfra({
  env,
  startLocal,
  startContainers = startTestContainers,
  probe = dockerReachable,
  log = console.log,
}) {
  // The variables are named, not printed: a URL may carry a password.
  const given = [env.NATS_URL && 'NATS from NATS_URL', env.MONGO_URL && 'store from MONGO_URL'].filter(
    Boolean,
  );
  const account = (started) => `Integration tests: ${[...started, ...given].join(', ')}`;
  if (given.length === 2) {
    log(account([]));
    return startLocal();
  }
  let reason = 'no Docker engine';
  if (await probe()) {
    try {
      const infra = await startContainers({ env });
      const images = [!env.NATS_URL && NATS_IMAGE, !env.MONGO_URL && MONGO_IMAGE].filter(Boolean);
      log(account([`${images.join(' and ')} in Docker containers`]));
      return infra;
    } catch (error) {
      reason = `the containers did not start: ${String(error.message).split('\n')[0]}`;
    }
  }
  const local = [!env.NATS_URL && 'nats-server', !env.MONGO_URL && 'FerretDB'].filter(Boolean);
  log(account([`local ${local.join(' and ')} (${reason}; MONGO_URL=mongodb://… runs against MongoDB)`]));
  return startLocal();
}
