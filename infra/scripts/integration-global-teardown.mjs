import { rmSync } from 'node:fs';

export default async function teardown() {
  const infra = globalThis.paydraftTestInfra;
  await infra?.stop();
  if (infra) rmSync(infra.dataDir, { recursive: true, force: true });
}
