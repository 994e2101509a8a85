import { startTestInfra, type TestInfra } from './test-infra';

declare global {
  var paydraftTestInfra: TestInfra | undefined;
}

/** Jest global setup: one NATS and one store for the whole integration run; workers inherit the URLs. */
export default async function setup() {
  const infra = await startTestInfra();
  globalThis.paydraftTestInfra = infra;
  process.env.NATS_URL = infra.natsUrl;
  process.env.MONGO_URL = infra.mongoUrl;
}
