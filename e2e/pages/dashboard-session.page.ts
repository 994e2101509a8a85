import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '..', '..');

export type TestAccount = { email: string; username: string; password: string };

/** A fresh account's details; the address and username are unique to this run. */
export function newTestAccount(prefix: string): TestAccount {
  const id = randomUUID().replace(/-/g, '').slice(0, 10);
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}${id}`, password: 'secret-pass-1' };
}

/** Creates the account through the API (POST /api/auth/signup), as the sign-up page would. */
export async function signUpThroughApi(account: TestAccount): Promise<void> {
  const response = await fetch(appUrl('/api/auth/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, confirmPassword: account.password, agreeToTerms: true }),
  });
  if (response.status !== 201)
    throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
}

/** The operator command that marks an account as a tester (treated as Lifetime). */
export async function grantTester(email: string): Promise<void> {
  const natsUrl = process.env.PAYDRAFT_NATS_URL;
  if (!natsUrl) throw new Error('PAYDRAFT_NATS_URL is not set: run through e2e/jest.config.cjs');
  await run('node', ['-r', '@swc-node/register', 'infra/admin/main.ts', 'grant-tester', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, NATS_URL: natsUrl },
  });
}

/** Signs in on the /login page, as a person would, and waits for the page it leads to. */
export async function signInThroughLoginPage(
  page: Page,
  account: TestAccount,
  landing: RegExp,
): Promise<void> {
  await page.goto(appUrl('/login'));
  await page.getByLabel('Email or username').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(landing);
}

/** A new account with tester access (treated as Lifetime): what most dashboard tests start from. */
export async function newTester(prefix: string): Promise<TestAccount> {
  const account = newTestAccount(prefix);
  await signUpThroughApi(account);
  await grantTester(account.email);
  return account;
}

/** A new tester, signed in on `page` through the login page and landed on /dashboard. */
export async function signedInTester(page: Page, prefix: string): Promise<TestAccount> {
  const account = await newTester(prefix);
  await signInThroughLoginPage(page, account, /\/dashboard$/);
  return account;
}
