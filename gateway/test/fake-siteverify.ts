import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers for a token; a token it does not know fails, as Google's would. */
export type FakeVerdict = { success: boolean; action?: string; score?: number } | 'hang';

/**
 * A local stand-in for Google's siteverify (out of reach on these machines): POST
 * application/x-www-form-urlencoded `secret` and `response`, answered with the verdict set for that
 * token; a wrong secret fails like Google's invalid-input-secret. 'hang' never answers, for time-outs.
 */
export class FakeSiteverify {
  readonly secret = 'fake-recaptcha-secret';
  /** The tokens asked about, in order, so tests can see whether the gateway asked at all. */
  readonly asked: string[] = [];
  private readonly verdicts = new Map<string, FakeVerdict>();
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      this.asked.push(token);
      const verdict = this.verdicts.get(token) ?? { success: false };
      if (verdict === 'hang') return;
      const answer =
        form.get('secret') === this.secret && verdict.success
          ? { ...verdict, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
          : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });

  set(token: string, verdict: FakeVerdict): this {
    this.verdicts.set(token, verdict);
    return this;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/recaptcha/api/siteverify`;
  }

  async stop(): Promise<void> {
    // Hanging requests would keep close() waiting for ever.
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
