import { rmSync } from 'node:fs';

export default async function teardown() {
  await globalThis.paydraftStack?.stop();
  if (process.env.PAYDRAFT_E2E_DATA) rmSync(process.env.PAYDRAFT_E2E_DATA, { recursive: true, force: true });
}
