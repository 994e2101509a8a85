import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeLocalNatsAuth } from '../../nats/local-nats-auth.mjs';
import { instanceCounts, instanceNames } from './instances.mjs';
import { natsClusterSize } from './nats-cluster-size.mjs';
import { startNatsNodes } from './nats-nodes.mjs';
import { opsTokenIn } from './ops-token.mjs';
import { freePort, startProcess, stopProcess, waitForPort } from './processes.mjs';
import { superviseProcess } from './supervisor.mjs';
import { toolPath } from './tools.mjs';

export const SERVICES = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'];

/** The command that runs one app of the workspace from its TypeScript sources. */
function appCommand(app) {
  const main = app === 'gateway' ? 'gateway/src/main.ts' : `services/${app}/src/main.ts`;
  return { command: process.execPath, args: ['-r', '@swc-node/register', main] };
}

/**
 * Starts the SendGrid-compatible capture server (infra/mail-capture) unless SENDGRID_BASE_URL in
 * `env` names a provider already; returns the variables that point the mailer at it.
 */
async function startMailbox({ logDir, port, env }) {
  if (env.SENDGRID_BASE_URL) return { env: {}, url: undefined, stop: async () => {} };
  const mailPort = port ?? (await freePort());
  const apiKey = env.SENDGRID_API_KEY ?? 'SG.local-mail-capture';
  const proc = startProcess({
    name: 'mail-capture',
    command: process.execPath,
    args: ['-r', '@swc-node/register', 'infra/mail-capture/src/main.ts'],
    env: { MAIL_CAPTURE_PORT: String(mailPort), SENDGRID_API_KEY: apiKey },
    logDir,
  });
  try {
    await waitForPort(mailPort, { proc });
  } catch (error) {
    await stopProcess(proc);
    throw error;
  }
  // The server listens on 127.0.0.1: the mailer goes there directly; people get the same name as the gateway's.
  return {
    env: { SENDGRID_BASE_URL: `http://127.0.0.1:${mailPort}`, SENDGRID_API_KEY: apiKey },
    url: `http://localhost:${mailPort}`,
    stop: () => stopProcess(proc),
  };
}

/**
 * Starts the local OpenID Connect provider standing in for Google (infra/google-oidc-mock) unless
 * GOOGLE_CLIENT_ID in `env` configures a real one; returns the variables that point the gateway at it.
 */
async function startGoogleIssuer({ logDir, env }) {
  if (env.GOOGLE_CLIENT_ID) return { env: {}, url: undefined, stop: async () => {} };
  const port = await freePort();
  const proc = startProcess({
    name: 'google-oidc-mock',
    command: process.execPath,
    args: ['infra/google-oidc-mock/main.mjs'],
    env: { GOOGLE_MOCK_PORT: String(port) },
    logDir,
  });
  try {
    await waitForPort(port, { proc });
  } catch (error) {
    await stopProcess(proc);
    throw error;
  }
  // The provider names itself by localhost; the issuer must be spelled the same to pass discovery.
  const url = `http://localhost:${port}`;
  return {
    env: {
      GOOGLE_ISSUER: url,
      GOOGLE_CLIENT_ID: 'paydraft-local',
      GOOGLE_CLIENT_SECRET: 'paydraft-local-secret',
    },
    url,
    stop: () => stopProcess(proc),
  };
}

/**
 * Starts NATS with JetStream and the store, unless NATS_URL / MONGO_URL in `env`
 * point at servers that already run. Used by the stack and by the integration tests.
 * The local NATS runs locked down (infra/nats): `natsCredentialsDir` holds each app's nkey seed, and
 * `natsTestClient` adds the tests' broad `test-client` identity. With NATS_URL, the credentials are
 * NATS_CREDENTIALS_DIR's, if any. NATS_CLUSTER=3 runs three nodes as a cluster (see startNatsNodes),
 * returned as `natsNodes`.
 */
export async function startInfra({ dataDir, logDir, ports, env = {}, natsTestClient = false }) {
  const running = [];
  const stop = async () => {
    for (const server of running.reverse()) await server.stop();
  };
  const startServer = async (name, bin, args, port) => {
    const proc = startProcess({ name, command: toolPath(bin), args, logDir });
    running.push({ stop: () => stopProcess(proc) });
    await waitForPort(port, { proc });
  };
  let natsCredentialsDir = env.NATS_CREDENTIALS_DIR;
  let nats;
  try {
    if (!env.NATS_URL) {
      const auth = writeLocalNatsAuth(join(dataDir, 'nats-auth'), { testClient: natsTestClient });
      natsCredentialsDir = auth.credentialsDir;
      const count = natsClusterSize(env);
      const takenPorts = Object.values(ports).filter((port) => typeof port === 'number' && port > 0);
      nats = await startNatsNodes({ count, clientPort: ports.nats, authConfigFile: auth.configFile, dataDir, logDir, takenPorts });
      running.push({ stop: nats.stop });
    }
    if (!env.MONGO_URL) {
      const args = ['-listen', `127.0.0.1:${ports.store}`, '-data', join(dataDir, 'ferretdb')];
      await startServer('store', 'ferretdb-local', args, ports.store);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    natsUrl: env.NATS_URL ?? nats.url,
    natsNodes: nats?.nodes ?? [],
    natsCredentialsDir,
    mongoUrl: env.MONGO_URL ?? `mongodb://127.0.0.1:${ports.store}`,
    stop,
  };
}

/**
 * Starts the stateful Stripe simulator (infra/stripe-sim) unless STRIPE_SECRET_KEY in `env` configures
 * real Stripe; returns the variables that point billing at it. It signs its webhooks with a secret of
 * this run and posts them to the gateway's /api/stripe/webhook; the connected accounts' events (pay
 * now, Stripe Connect) go to /api/stripe/connect/webhook, signed with a Connect secret of this run.
 */
async function startStripeSimulator({ logDir, port, gatewayPort, env }) {
  if (env.STRIPE_SECRET_KEY) return { env: {}, url: undefined, stop: async () => {} };
  const simPort = port ?? (await freePort());
  const webhookSecret = `whsec_local_${randomBytes(24).toString('hex')}`;
  const connectWebhookSecret = `whsec_local_connect_${randomBytes(24).toString('hex')}`;
  const proc = startProcess({
    name: 'stripe-sim',
    command: process.execPath,
    args: ['-r', '@swc-node/register', 'infra/stripe-sim/src/main.ts'],
    env: {
      STRIPE_SIM_PORT: String(simPort),
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_SIM_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/stripe/webhook`,
      STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
      STRIPE_SIM_CONNECT_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/stripe/connect/webhook`,
      STRIPE_SIM_PUBLIC_URL: `http://localhost:${simPort}`,
    },
    logDir,
  });
  try {
    await waitForPort(simPort, { proc });
  } catch (error) {
    await stopProcess(proc);
    throw error;
  }
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local_simulator',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${simPort}`,
    },
    url: `http://localhost:${simPort}`,
    stop: () => stopProcess(proc),
  };
}

/**
 * Starts the infrastructure, the local stand-ins for outside services, every service and the gateway,
 * and waits for /api/health to answer 200. The gateway's OPS_TOKEN is env's, else the one kept in
 * `<dataDir>/ops-token` (made on the first start); the stack reads the detail of /api/health with it
 * and returns it as `opsToken`. `mailboxUrl` is the capture server's, unless
 * SENDGRID_BASE_URL was given; `googleIssuerUrl` the local Google stand-in's, unless GOOGLE_CLIENT_ID
 * was given; `stripeSimUrl` the Stripe simulator's, unless STRIPE_SECRET_KEY was given.
 * Each service runs `<SERVICE>_INSTANCES` times (once by default; `instances` says how many). With
 * `supervise` (npm start) the services and the gateway are started again with backoff when they exit,
 * and `onAppEvent` hears of each exit and restart (see superviseProcess); the tests leave it off, so a
 * crash fails them instead of being papered over by a restart.
 */
export async function startStack({ dataDir, logDir, ports, env = {}, supervise = false, onAppEvent }) {
  const instances = instanceCounts(SERVICES, env);
  const store = await startInfra({ dataDir, logDir, ports, env });
  const standIns = [];
  const stopStandIns = async () => {
    for (const standIn of standIns.reverse()) await standIn.stop();
  };
  let mailbox, google, stripe;
  try {
    standIns.push((mailbox = await startMailbox({ logDir, port: ports.mail, env })));
    standIns.push((google = await startGoogleIssuer({ logDir, env })));
    standIns.push(
      (stripe = await startStripeSimulator({ logDir, port: ports.stripe, gatewayPort: ports.gateway, env })),
    );
  } catch (error) {
    await stopStandIns();
    await store.stop();
    throw error;
  }
  const infra = { ...store, stop: () => stopStandIns().then(store.stop) };
  // The mailer delivers to the capture server (or to the provider env names) from here on, Google
  // sign-in goes to the local provider unless env configures a client, and billing to the simulator
  // unless env configures Stripe.
  env = { ...env, ...mailbox.env, ...google.env, ...stripe.env };
  const opsToken = env.OPS_TOKEN ?? opsTokenIn(dataDir);
  const apps = new Map();
  const appEnv = {
    // Links in mails (password reset, email change) lead to this stack's pages.
    APP_BASE_URL: `http://localhost:${ports.gateway}`,
    // npm start and the browser tests move time with the development clock (docs/scheduling.md);
    // docker-compose and production never set it.
    DEV_CLOCK: 'on',
    // A local cluster keeps every stream on each of its three nodes, so any one of them may die.
    ...(infra.natsNodes.length === 3 ? { JETSTREAM_REPLICAS: '3' } : {}),
    ...env,
    OPS_TOKEN: opsToken,
    NATS_URL: infra.natsUrl,
    ...(infra.natsCredentialsDir ? { NATS_CREDENTIALS_DIR: infra.natsCredentialsDir } : {}),
    MONGO_URL: infra.mongoUrl,
    PORT: String(ports.gateway),
  };

  const stop = async () => {
    // All at once: Ctrl-C reaches every child too, and one stopped later would be restarted meanwhile.
    await Promise.all([...apps.values()].map((proc) => proc.stop()));
    await infra.stop();
  };
  const startApp = (app, name = app) => {
    const spec = { name, ...appCommand(app), env: appEnv, logDir };
    const proc = supervise ? superviseProcess({ ...spec, onEvent: onAppEvent }) : unsupervised(spec);
    apps.set(name, proc);
    return proc;
  };

  try {
    for (const service of SERVICES) {
      for (const name of instanceNames(service, instances[service])) startApp(service, name);
    }
    await waitForPort(ports.gateway, { proc: startApp('gateway'), timeoutMs: 60_000 });
    const health = await waitForHealth(ports.gateway, 60_000, instances, opsToken);
    return {
      url: `http://localhost:${ports.gateway}`,
      natsUrl: infra.natsUrl,
      /** The local NATS nodes (none when NATS_URL named servers): name, ports, pid, kill() and start(). */
      natsNodes: infra.natsNodes,
      mongoUrl: infra.mongoUrl,
      natsCredentialsDir: infra.natsCredentialsDir,
      mailboxUrl: mailbox.url,
      googleIssuerUrl: google.url,
      stripeSimUrl: stripe.url,
      health,
      instances,
      opsToken,
      /** Restarts so far per process name (pdf-render-2 for the second of several instances). */
      restarts: () => Object.fromEntries([...apps].map(([name, proc]) => [name, proc.restarts])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process that stays down when it exits, with the shape superviseProcess gives. */
function unsupervised(spec) {
  const proc = startProcess(spec);
  return { ...proc, restarts: 0, stop: () => stopProcess(proc) };
}

/**
 * Polls /api/health, in detail with `opsToken`, until every service is up, with `instances[service]`
 * instances if given; returns the last answer.
 */
export async function waitForHealth(port, timeoutMs, instances = {}, opsToken) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const headers = opsToken ? { 'x-ops-token': opsToken } : {};
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers });
      last = await response.json();
      const allInstances = last.services?.every((s) => s.instances >= (instances[s.name] ?? 1));
      if (response.status === 200 && allInstances) return last;
    } catch {
      // The gateway is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const down = last?.services?.filter((s) => s.status !== 'up').map((s) => s.name) ?? ['gateway'];
  const short = last?.services
    ?.filter((s) => s.status === 'up' && s.instances < (instances[s.name] ?? 1))
    .map((s) => `${s.name} (${s.instances} of ${instances[s.name]} instances)`);
  const missing = down.length > 0 ? `${down.join(', ')} down` : `${short.join(', ')} short`;
  throw new Error(`not healthy within ${timeoutMs} ms: ${missing}`);
}
