import { startBanner } from '../scripts/lib/banner.mjs';

const ports = { gateway: 8390, nats: 4590, store: 27390, mail: 8395, stripe: 8397 };
const services = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'];

describe("npm start's banner", () => {
  it('names everything it starts and the ports people connect to', () => {
    expect(startBanner({ env: {}, ports, services })).toBe(
      'Starting NATS on port 4590, FerretDB on port 27390, the mail capture server on port 8395, ' +
        'the Google sign-in stand-in, the Stripe simulator on port 8397, 6 services and the gateway on port 8390',
    );
  });

  it('counts the processes when a service runs several instances', () => {
    const env = { PDF_RENDER_INSTANCES: '3', MAILER_INSTANCES: '2' };
    expect(startBanner({ env, ports, services })).toContain(
      '6 services (9 processes: mailer ×2, pdf-render ×3)',
    );
  });

  it('names the NATS cluster and its ports with NATS_CLUSTER=3, and refuses another size', () => {
    expect(startBanner({ env: { NATS_CLUSTER: '3' }, ports, services })).toMatch(
      /^Starting a 3-node NATS cluster on ports 4590–4592, FerretDB/,
    );
    expect(() => startBanner({ env: { NATS_CLUSTER: '2' }, ports, services })).toThrow(
      'NATS_CLUSTER must be 1 or 3, not "2"',
    );
  });

  it('leaves out what the environment provides and says which variables did', () => {
    const env = {
      NATS_URL: 'nats://nats.example:4222',
      MONGO_URL: 'mongodb://user:secret@db.example',
      SENDGRID_BASE_URL: 'https://api.sendgrid.com',
      GOOGLE_CLIENT_ID: 'id',
      STRIPE_SECRET_KEY: 'sk_test_x',
    };
    const banner = startBanner({ env, ports, services });
    expect(banner).toBe(
      'Starting 6 services and the gateway on port 8390 ' +
        '(using NATS_URL, MONGO_URL, SENDGRID_BASE_URL, GOOGLE_CLIENT_ID and STRIPE_SECRET_KEY)',
    );
    expect(banner).not.toContain('secret');
  });

  it('refuses a bad instance count with the variable named, before anything starts', () => {
    expect(() => startBanner({ env: { PDF_RENDER_INSTANCES: 'many' }, ports, services })).toThrow(
      "PDF_RENDER_INSTANCES must be a whole number from 1 to 16, not 'many'",
    );
  });
});
