// A local OpenID Connect provider standing in for Google in `npm start` and the browser tests
// (oauth2-mock-server, started from this script because its CLI cannot set the claims). It signs in
// at once, without a login page, as GOOGLE_MOCK_EMAIL, or as the address a sign-in passes in
// `login_hint` (so each browser test can be its own Google account); `sub` follows from the address,
// so the same address is the same Google account across runs.
import { createHash } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.GOOGLE_MOCK_PORT ?? 0);
// 0.0.0.0 in the compose demo profile; the issuer URL stays http://localhost:<port> either way.
const host = process.env.GOOGLE_MOCK_HOST ?? '127.0.0.1';
const defaultEmail = process.env.GOOGLE_MOCK_EMAIL ?? 'google.user@example.com';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

/** login_hint of each authorization code not yet redeemed. */
const hints = new Map();

server.service.on('beforeAuthorizeRedirect', (authorizeRedirectUri, req) => {
  const code = authorizeRedirectUri.url.searchParams.get('code');
  const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint : '';
  if (code && hint) hints.set(code, hint);
});

server.service.on('beforeTokenSigning', (token, req) => {
  const code = typeof req.body?.code === 'string' ? req.body.code : '';
  const email = hints.get(code) ?? defaultEmail;
  token.payload.email = email;
  token.payload.email_verified = true;
  token.payload.name = displayNameOf(email);
  token.payload.sub = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21);
});

server.service.on('beforeResponse', (_response, req) => {
  if (typeof req.body?.code === 'string') hints.delete(req.body.code);
});

/** 'ada.lovelace@example.com' → 'Ada Lovelace', as a Google profile would name its owner. */
function displayNameOf(email) {
  return email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

await server.start(port, host);
console.log(`Google OIDC mock issuer at ${server.issuer.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
