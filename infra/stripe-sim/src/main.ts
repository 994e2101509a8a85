import { startStripeSim } from './stripe-sim-server';

// Run by npm start: STRIPE_SIM_PORT, the endpoint it signs for (STRIPE_WEBHOOK_SECRET) and where it posts;
// the connected accounts' events go to STRIPE_SIM_CONNECT_WEBHOOK_URL, signed with STRIPE_CONNECT_WEBHOOK_SECRET.
// STRIPE_SIM_HOST=0.0.0.0 lets other containers reach it (the compose demo profile); loopback by default.
const secret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secret) {
  console.error('STRIPE_WEBHOOK_SECRET must be set: the simulator signs its webhooks with it');
  process.exit(2);
}
if (process.env.STRIPE_SIM_CONNECT_WEBHOOK_URL && !process.env.STRIPE_CONNECT_WEBHOOK_SECRET) {
  console.error(
    'STRIPE_CONNECT_WEBHOOK_SECRET must be set with STRIPE_SIM_CONNECT_WEBHOOK_URL: Connect events are signed with it',
  );
  process.exit(2);
}
startStripeSim({
  host: process.env.STRIPE_SIM_HOST,
  port: Number(process.env.STRIPE_SIM_PORT ?? 12111),
  webhookUrl: process.env.STRIPE_SIM_WEBHOOK_URL,
  webhookSecret: secret,
  publicUrl: process.env.STRIPE_SIM_PUBLIC_URL,
  connectWebhookUrl: process.env.STRIPE_SIM_CONNECT_WEBHOOK_URL,
  connectWebhookSecret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
}).then(
  (sim) => {
    console.log(`Stripe simulator listening on ${sim.url}`);
    const stop = () => void sim.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
