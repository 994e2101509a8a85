'use strict';
// Container healthcheck for a Paydraft service, which has no HTTP port and answers
// health over NATS instead: `node infra/scripts/healthcheck.cjs <service>`.
// Exit 0 when `<service>.health` replies without a Paydraft-Error header, else 1.
const { connect, ErrorCode, Match } = require('nats');

const TIMEOUT_MS = 2000;
const service = process.argv[2];

if (!service) {
  console.error('usage: node infra/scripts/healthcheck.cjs <service>');
  process.exit(2);
}

// Resolves to the reported error, or null when the service is healthy.
async function healthError() {
  const nc = await connect({
    servers: process.env.NATS_URL || 'nats://localhost:4222',
    timeout: TIMEOUT_MS,
  });
  try {
    // The health request is an empty protobuf message, which encodes to zero bytes.
    const reply = await nc.request(`${service}.health`, new Uint8Array(0), { timeout: TIMEOUT_MS });
    const { headers } = reply;
    if (!headers?.has('Paydraft-Error', Match.IgnoreCase)) return null;
    return headers.get('Paydraft-Error', Match.IgnoreCase) || 'unhealthy';
  } finally {
    await nc.close();
  }
}

healthError().then(
  (error) => {
    if (error) console.error(`${service}: ${error}`);
    process.exit(error ? 1 : 0);
  },
  (err) => {
    // nats reports "no subscriber" as a bare "503"; say what it means.
    const reason = err.code === ErrorCode.NoResponders ? 'no instance is answering' : err.message;
    console.error(`${service}: ${reason}`);
    process.exit(1);
  },
);
