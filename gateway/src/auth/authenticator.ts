import type { Caller } from '@paydraft/contracts';

/**
 * The gateway's one seam for sign-in: turns a bearer token into the caller it stands for, or
 * undefined when the token is not valid. The gateway asks it once per HTTP request and forwards the
 * caller to services in the NATS headers of every call; services never see the token.
 *
 * SessionAuthenticator, the only one in production, asks the auth service (`auth.verify-token`).
 */
export abstract class Authenticator {
  abstract authenticate(token: string): Promise<Caller | undefined>;
}
