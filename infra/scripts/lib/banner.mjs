import { instanceCounts } from './instances.mjs';
import { natsClusterSize } from './nats-cluster-size.mjs';

/** "a, b and c". */
const listed = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * `npm start`'s line before it starts the stack: what it starts, on which ports, and what `env` has it
 * leave out (a server NATS_URL / MONGO_URL names, real SendGrid, Google or Stripe), so the line matches
 * what runs.
 */
export function startBanner({ env, ports, services }) {
  const counts = instanceCounts(services, env);
  const processes = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const several = services
    .filter((service) => counts[service] > 1)
    .map((service) => `${service} ×${counts[service]}`);
  const servicesPart =
    processes > services.length
      ? `${services.length} services (${processes} processes: ${several.join(', ')})`
      : `${services.length} services`;
  const started = [
    !env.NATS_URL && natsPart(natsClusterSize(env), ports.nats),
    !env.MONGO_URL && `FerretDB on port ${ports.store}`,
    !env.SENDGRID_BASE_URL && `the mail capture server on port ${ports.mail}`,
    !env.GOOGLE_CLIENT_ID && 'the Google sign-in stand-in',
    !env.STRIPE_SECRET_KEY && `the Stripe simulator on port ${ports.stripe}`,
    servicesPart,
    `the gateway on port ${ports.gateway}`,
  ].filter(Boolean);
  const given = [
    env.NATS_URL && 'NATS_URL',
    env.MONGO_URL && 'MONGO_URL',
    env.SENDGRID_BASE_URL && 'SENDGRID_BASE_URL',
    env.GOOGLE_CLIENT_ID && 'GOOGLE_CLIENT_ID',
    env.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
  ].filter(Boolean);
  return `Starting ${listed(started)}${given.length > 0 ? ` (using ${listed(given)})` : ''}`;
}

const natsPart = (nodes, port) =>
  nodes === 1 ? `NATS on port ${port}` : `a ${nodes}-node NATS cluster on ports ${port}–${port + nodes - 1}`;
