import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

/** A running stack as the benches and whole-stack tests see it. */
export type RunningStack = {
  url: string;
  natsUrl: string;
  /** The stack's nkey seeds; unset leaves NATS_CREDENTIALS_DIR as the environment has it. */
  natsCredentialsDir?: string;
};

/**
 * An owner who may use the dashboard on a running stack, set up as a person would: signed up through
 * the gateway, then made a tester (Lifetime) with the operator's `npm run admin -- grant-tester`.
 * Answers the session token.
 */
export async function entitledOwner(stack: RunningStack, emailPrefix = 'owner'): Promise<string> {
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  const password = `${emailPrefix}-password`;
  const response = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, agreeToTerms: true }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await runAdmin(stack, ['grant-tester', email]);
  return token;
}

function runAdmin(stack: RunningStack, args: string[]): Promise<void> {
  const credentials = stack.natsCredentialsDir ? { NATS_CREDENTIALS_DIR: stack.natsCredentialsDir } : {};
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'infra/admin/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NATS_URL: stack.natsUrl, ...credentials },
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`admin ${args[0]} exited ${code}`)),
    );
  });
}
