import { fromBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { AuthEvents, type EventContract } from '@paydraft/contracts';
import { connectTestClient } from '@paydraft/nest-kit/testing';
import { randomUUID } from 'node:crypto';
import type { GatewayFixture } from './gateway-fixture';

/** A fresh account's credentials, unique per call so tests never meet each other's accounts. */
export function newAccount() {
  const id = randomUUID().slice(0, 8);
  return { email: `user-${id}@example.com`, username: `user${id}`, password: `secret-${id}` };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The HTTP calls of the auth routes, as the page makes them. */
export class AuthClient {
  constructor(private readonly gateway: GatewayFixture) {}

  post(path: string, body: unknown, token?: string) {
    const init = json(body);
    if (token) init.headers = { ...init.headers, authorization: `Bearer ${token}` };
    return this.gateway.fetch(`/api/auth/${path}`, init);
  }

  get(path: string, token?: string) {
    return this.gateway.fetch(
      `/api/auth/${path}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );
  }

  signup(account: { email: string; username?: string; password: string }) {
    return this.post('signup', { ...account, confirmPassword: account.password, agreeToTerms: true });
  }

  /** Signs up and returns the session token. */
  async signedUp(account = newAccount()): Promise<string> {
    const response = await this.signup(account);
    if (response.status !== 201)
      throw new Error(`signup answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  }

  /** Signs in and returns the session token. */
  async signedIn(emailOrUsername: string, password: string): Promise<string> {
    const response = await this.post('login', { emailOrUsername, password });
    if (response.status !== 200)
      throw new Error(`login answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  }
}

/** Collects the events published on one subject (the links the auth service asks the mailer to send). */
export async function listenFor<Payload extends DescMessage>(contract: EventContract<Payload>) {
  const connection = await connectTestClient('test-auth-events');
  const received: MessageShape<Payload>[] = [];
  const subscription = connection.subscribe(contract.subject);
  void (async () => {
    for await (const message of subscription) received.push(fromBinary(contract.payload, message.data));
  })();
  await connection.flush();
  return { received, close: () => connection.drain() };
}

export const listenForResetLinks = () => listenFor(AuthEvents.passwordResetRequested);
