import { OAuth2Server } from 'oauth2-mock-server';

/** The Google account the next sign-in at the mock issuer comes back as. */
export type MockGoogleAccount = {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
};

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server, on a free port). It
 * authorizes at once, without a login page; `account` decides the `sub` and `email` of the tokens it
 * signs from then on.
 */
export class MockGoogleIssuer {
  readonly server = new OAuth2Server();
  account: MockGoogleAccount = { sub: 'google-sub', email: 'someone@example.com' };

  get url(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('the mock issuer is not started');
    return url;
  }

  async start() {
    await this.server.issuer.keys.generate('RS256');
    this.server.service.on('beforeTokenSigning', (token) => {
      token.payload.sub = this.account.sub;
      token.payload.email = this.account.email;
      token.payload.email_verified = this.account.emailVerified ?? true;
      token.payload.name = this.account.name;
      token.payload.picture = this.account.picture;
    });
    await this.server.start(0, '127.0.0.1');
  }

  stop() {
    return this.server.stop();
  }

  /** An ID token signed by the issuer, as Google's button hands one to the page. */
  idToken(audience: string): Promise<string> {
    return this.server.issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, {
          sub: this.account.sub,
          email: this.account.email,
          email_verified: this.account.emailVerified ?? true,
          name: this.account.name,
          picture: this.account.picture,
          aud: audience,
        });
      },
    });
  }
}
