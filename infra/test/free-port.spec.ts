import { createServer } from 'node:net';
import { freePort } from '../scripts/lib/processes.mjs';

// The one freePort every script, test and bench uses to start a server beside a running stack.
describe('freePort', () => {
  it('gives a port a server can then listen on at 127.0.0.1', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect(server.address()).toMatchObject({ port });
    await new Promise((resolve) => server.close(resolve));
  });
});
