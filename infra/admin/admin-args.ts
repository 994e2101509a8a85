/** What `npm run admin -- <command> EMAIL` can be asked: the operator commands, one account each. */
export type AdminCommand = { readonly action: 'grant-tester' | 'revoke-tester'; readonly email: string };

export type ParsedAdminArgs =
  { readonly ok: true; readonly command: AdminCommand } | { readonly ok: false; readonly message: string };

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command> EMAIL',
  '  grant-tester EMAIL    mark the account as a tester (treated as Lifetime)',
  '  revoke-tester EMAIL   make it an ordinary account again',
  "NATS_URL names the NATS server, or a cluster's nodes separated by commas (default nats://127.0.0.1:4222, the one `npm start` runs).",
].join('\n');

const ACTIONS: readonly AdminCommand['action'][] = ['grant-tester', 'revoke-tester'];

/** Only a shape check: whether an account has the address is the auth service's answer. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

const isAction = (value: string): value is AdminCommand['action'] =>
  (ACTIONS as readonly string[]).includes(value);

/** The arguments after `--`; anything but exactly a known command and one address is a usage error. */
export function parseAdminArgs(args: readonly string[]): ParsedAdminArgs {
  const [action, email, ...extra] = args;
  const refuse = (problem: string): ParsedAdminArgs => ({ ok: false, message: `${problem}\n${ADMIN_USAGE}` });
  if (action === undefined) return refuse('No command given.');
  if (!isAction(action)) return refuse(`Unknown command '${action}'.`);
  if (email === undefined) return refuse(`${action} needs the account's email address.`);
  if (extra.length > 0) return refuse(`Unexpected arguments: ${extra.join(' ')}`);
  if (!looksLikeEmail(email.trim())) return refuse(`'${email}' is not an email address.`);
  return { ok: true, command: { action, email: email.trim() } };
}
