// `npm start`: install and build what is missing, run the whole product, stop it all on Ctrl-C.
import { join } from 'node:path';
import { startBanner } from './lib/banner.mjs';
import { DATA_DIR } from './lib/paths.mjs';
import { canConnect } from './lib/processes.mjs';
import { setupAll } from './lib/setup.mjs';
import { instanceNames } from './lib/instances.mjs';
import { natsClusterSize } from './lib/nats-cluster-size.mjs';
import { opsTokenFile } from './lib/ops-token.mjs';
import { SERVICES, startStack, waitForHealth } from './lib/stack.mjs';

const ports = {
  gateway: Number(process.env.PORT ?? 8080),
  nats: Number(process.env.NATS_PORT ?? 4222),
  store: Number(process.env.STORE_PORT ?? 27017),
  mail: Number(process.env.MAIL_CAPTURE_PORT ?? 8025),
  stripe: Number(process.env.STRIPE_SIM_PORT ?? 8027),
};

async function assertPortsFree() {
  const wanted = [['PORT', ports.gateway]];
  if (!process.env.NATS_URL) {
    for (let node = 0; node < natsClusterSize(process.env); node++) wanted.push(['NATS_PORT', ports.nats + node]);
  }
  if (!process.env.MONGO_URL) wanted.push(['STORE_PORT', ports.store]);
  if (!process.env.SENDGRID_BASE_URL) wanted.push(['MAIL_CAPTURE_PORT', ports.mail]);
  if (!process.env.STRIPE_SECRET_KEY) wanted.push(['STRIPE_SIM_PORT', ports.stripe]);
  for (const [variable, port] of wanted) {
    if (await canConnect(port)) {
      throw new Error(`port ${port} is already in use (another Paydraft still running?); set ${variable} to another port`);
    }
  }
}

/** One row per service: instances answering / started, and restarts of its processes so far. */
function printTable(health, instances = {}, restarts = {}) {
  console.table(
    health.services.map((s) => ({
      service: s.name,
      status: s.status,
      instances: `${s.instances}/${instances[s.name] ?? 1}`,
      restarts: instanceNames(s.name, instances[s.name] ?? 1).reduce((sum, name) => sum + (restarts[name] ?? 0), 0),
      version: s.version,
      'latency ms': s.latencyMs,
      store: s.store,
    })),
  );
}

/** A local cluster's nodes, so a person can kill one and watch /api/health report it. */
function printNatsNodes(nodes) {
  if (nodes.length < 2) return;
  const listed = nodes.map((node) => `${node.name} pid ${node.pid} (port ${node.port})`).join(', ');
  console.log(`NATS cluster: ${listed}; a node killed stays down until the next npm start`);
}

function printStatus(url, mailboxUrl, googleIssuerUrl, stripeSimUrl, health, instances, opsTokenSource, natsNodes) {
  console.log(`\nPaydraft is running at ${url}`);
  if (googleIssuerUrl) console.log(`Google sign-in: local OIDC provider at ${googleIssuerUrl} (signs in at once, no password)`);
  if (stripeSimUrl) console.log(`Stripe: local simulator at ${stripeSimUrl} (card 4000 0000 0000 0002 declines; clock: POST ${stripeSimUrl}/sim/clock/advance)`);
  if (stripeSimUrl) console.log(`Stripe Connect (pay now): onboarding completes on one click; refund a card payment: POST ${stripeSimUrl}/sim/charges/<pi_ or ch_ id>/refund`);
  console.log(mailboxUrl ? `Mailbox: ${mailboxUrl}\n` : `Mail: delivered through ${process.env.SENDGRID_BASE_URL}\n`);
  printTable(health, instances);
  printNatsNodes(natsNodes);
  console.log(`Status in detail: curl -H "X-Ops-Token: ${opsTokenSource}" ${url}/api/health (anyone else gets up/down only)`);
  console.log(`Logs: ${join(DATA_DIR, 'logs')}   Data: ${DATA_DIR}   Stop: Ctrl-C\n`);
}

const started = Date.now();
try {
  await setupAll();
  await assertPortsFree();
  console.log(startBanner({ env: process.env, ports, services: SERVICES }));
  let stack;
  // A supervised process that exits is started again; each exit and restart gets a line, and the table
  // is printed again once /api/health counts every instance.
  const onAppEvent = (event) => {
    const at = new Date().toLocaleTimeString();
    if (event.type === 'exited') {
      const how = event.signal ? `killed by ${event.signal}` : `exit code ${event.code}`;
      console.log(`[${at}] ${event.name} stopped (${how}); restarting in ${(event.restartInMs / 1000).toFixed(1)} s`);
      return;
    }
    console.log(`[${at}] ${event.name} restarted (restart ${event.restarts}, pid ${event.pid})`);
    if (!stack) return;
    waitForHealth(ports.gateway, 60_000, stack.instances, stack.opsToken).then(
      (health) => printTable(health, stack.instances, stack.restarts()),
      (error) => console.log(`[${new Date().toLocaleTimeString()}] ${error.message}`),
    );
  };
  const env = { ...process.env };
  stack = await startStack({ dataDir: DATA_DIR, logDir: join(DATA_DIR, 'logs'), ports, env, supervise: true, onAppEvent });
  const opsTokenSource = process.env.OPS_TOKEN ? '$OPS_TOKEN' : `$(cat ${opsTokenFile(DATA_DIR)})`;
  printStatus(stack.url, stack.mailboxUrl, stack.googleIssuerUrl, stack.stripeSimUrl, stack.health, stack.instances, opsTokenSource, stack.natsNodes);
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Paydraft…');
    await stack.stop();
    console.log('Stopped. Data kept in .data/');
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
}

