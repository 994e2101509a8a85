/**
 * `npm run bench:auth`: what one sign-in costs. First the argon2id hash and verify alone, with the
 * auth service's default cost; then sign-ins (POST /api/auth/login) and signed-in requests
 * (GET /api/auth/me: token check against the session store) through the whole product started on
 * free ports, as `npm start` runs it.
 */
import { argon2id, hash, verify } from 'argon2';
import { authEnvSchema } from '../services/auth/src/config/auth.config';
import { startProduct } from './lib/product';
import { ms, timeIt, type Timing } from './lib/stats';

const row = (name: string, timing: Timing) => `| ${name} | ${ms(timing.median)} | ${ms(timing.p95)} |`;

async function main(): Promise<void> {
  const config = authEnvSchema.parse({});
  const options = {
    type: argon2id,
    memoryCost: config.AUTH_ARGON2_MEMORY_KIB,
    timeCost: config.AUTH_ARGON2_PASSES,
    parallelism: 1,
  };
  const stored = await hash('correct horse battery staple', options);
  const rows = [
    row(
      `argon2id hash (m=${options.memoryCost} KiB, t=${options.timeCost}, p=1)`,
      await timeIt(30, 3, () => hash('a password', options)),
    ),
    row('argon2id verify', await timeIt(30, 3, () => verify(stored, 'correct horse battery staple'))),
  ];

  const product = await startProduct();
  try {
    const post = (path: string, body: unknown) =>
      fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const account = { email: 'bench@example.com', password: 'bench-password' };
    const signup = await post('/api/auth/signup', {
      ...account,
      confirmPassword: account.password,
      agreeToTerms: true,
    });
    const { token } = (await signup.json()) as { token: string };
    const login = async () => {
      const response = await post('/api/auth/login', {
        emailOrUsername: account.email,
        password: account.password,
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    };
    const me = async () => {
      const response = await fetch(`${product.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`me answered ${response.status}`);
    };
    rows.push(row('sign-in through the gateway (POST /api/auth/login)', await timeIt(50, 5, login)));
    rows.push(row('signed-in request (GET /api/auth/me)', await timeIt(50, 5, me)));
  } finally {
    await product.stop();
  }
  console.log(['| what | median | p95 |', '|---|---|---|', ...rows].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
