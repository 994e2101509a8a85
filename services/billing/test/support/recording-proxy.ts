import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `account`: the Stripe-Account header (a request on a connected account), if any. */
export type Recorded = { method: string; path: string; status: number; account?: string };

/**
 * Passes every request on to `target` and records method, path (ids replaced by `:id`) and the status
 * answered, so a test knows which Stripe requests billing made and that each was accepted.
 */
export async function startRecordingProxy(target: string) {
  const upstream = new URL(target);
  const recorded: Recorded[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '')
      .split('?')[0]
      .replace(/\/(cus|sub|price|cs|bps|in|pi|ch|acct)_\w+/g, '/:id');
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const account = incoming.headers['stripe-account'];
        recorded.push({
          method: incoming.method ?? '',
          path,
          status: answer.statusCode ?? 0,
          ...(typeof account === 'string' && { account }),
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
