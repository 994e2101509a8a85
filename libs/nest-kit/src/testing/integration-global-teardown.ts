export default async function teardown() {
  await globalThis.paydraftTestInfra?.stop();
}
