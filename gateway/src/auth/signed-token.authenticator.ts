import type { Caller } from '@paydraft/contracts';
import { Authenticator } from './authenticator';
import { verifyCallerToken } from './signed-token';

/**
 * Accepts tokens signed with AUTH_TOKEN_SECRET. Without a secret (the default, and production until
 * accounts exist) it accepts none, so a bearer token can never make anyone signed in by accident.
 */
export class SignedTokenAuthenticator extends Authenticator {
  constructor(private readonly secret: string | undefined) {
    super();
  }

  async authenticate(token: string): Promise<Caller | undefined> {
    return this.secret ? verifyCallerToken(token, this.secret) : undefined;
  }
}
