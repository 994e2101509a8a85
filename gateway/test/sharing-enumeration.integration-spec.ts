import { randomBytes } from 'node:crypto';
import type { TestUser } from './documents-stack';
import { SharingStack } from './sharing-stack';

const GUESSES = 10_000;
const PARALLEL = 100;

describe('share tokens cannot be guessed', () => {
  const stack = new SharingStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
    ada = stack.owner();
  });
  afterAll(() => stack.stop());

  it(`finds 0 documents behind ${GUESSES.toLocaleString('en')} random tokens of the real shape`, async () => {
    // Documents that are shared, so there is something to find.
    for (const type of ['invoice', 'quote'] as const) {
      const saved = (type === 'invoice' ? await ada.saveInvoice() : await ada.saveQuote()).body.data;
      expect((await ada.call('POST', `/api/documents/${type}/${saved.id}/share`)).status).toBe(200);
    }

    const statuses = new Map<number, number>();
    for (let done = 0; done < GUESSES; done += PARALLEL) {
      const batch = Array.from({ length: Math.min(PARALLEL, GUESSES - done) }, async (_, i) => {
        const type = (done + i) % 2 === 0 ? 'invoice' : 'quote';
        const token = randomBytes(24).toString('base64url');
        const response = await stack.gateway.fetch(`/api/documents/${type}/${token}`);
        await response.arrayBuffer();
        return response.status;
      });
      for (const status of await Promise.all(batch)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: GUESSES });
    // About 45 s locally: one indexed store read per guess (the token has the real shape, so each is looked up).
  }, 120_000);
});
