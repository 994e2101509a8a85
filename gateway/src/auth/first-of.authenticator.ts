import type { Caller } from '@paydraft/contracts';
import { Authenticator } from './authenticator';

/** The caller of the first authenticator that accepts the token. */
export class FirstOfAuthenticator extends Authenticator {
  constructor(private readonly authenticators: readonly Authenticator[]) {
    super();
  }

  async authenticate(token: string): Promise<Caller | undefined> {
    for (const authenticator of this.authenticators) {
      const caller = await authenticator.authenticate(token);
      if (caller) return caller;
    }
    return undefined;
  }
}
