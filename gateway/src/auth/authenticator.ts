import type { Caller } from '@paydraft/contracts';

/**
 * The gateway's one seam for sign-in: turns a bearer token into the caller it stands for, or
 * undefined when the token is not valid. The gateway asks it once per HTTP request and forwards the
 * caller to services in the NATS headers of every call; services never see the token.
 *
 * Until accounts exist its only implementation is SignedTokenAuthenticator (tokens signed with
 * AUTH_TOKEN_SECRET, issued only by tests); the accounts issue replaces it with one that asks the auth
 * service (`auth.verify-token`), without any other part of the gateway or of the services changing.
 */
export abstract class Authenticator {
  abstract authenticate(token: string): Promise<Caller | undefined>;
}
