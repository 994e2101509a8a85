import { AuthRpc, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcError, type RpcClient } from '@paydraft/nest-kit';
import type { AdminCommand } from './admin-args';

/** One line for the operator, and the process's exit code (0 done, 1 refused or failed). */
export type AdminOutcome = { readonly exitCode: 0 | 1; readonly line: string };

/** The label the spec gives a tester's plan. */
export const TESTER_PLAN_LABEL = 'Lifetime (Beta Tester)';

/** Runs one parsed command through the auth service; RpcErrors become a line, anything else is thrown. */
export async function runAdminCommand(command: AdminCommand, client: RpcClient): Promise<AdminOutcome> {
  const isTester = command.action === 'grant-tester';
  try {
    const { user, changed } = await client.request(AuthRpc.setTester, { email: command.email, isTester });
    const who = user?.email ?? command.email;
    return { exitCode: 0, line: describe(who, isTester, changed) };
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    if (error.reason === ServiceErrorReasons.ACCOUNT_NOT_FOUND.code) {
      return { exitCode: 1, line: `No account with that email: ${command.email}` };
    }
    return { exitCode: 1, line: `Failed (${error.reason || 'error'}): ${error.message}` };
  }
}

function describe(email: string, isTester: boolean, changed: boolean): string {
  if (isTester) {
    return changed
      ? `${email} is now a tester (${TESTER_PLAN_LABEL}).`
      : `${email} was already a tester; nothing changed.`;
  }
  return changed ? `${email} is no longer a tester.` : `${email} was not a tester; nothing changed.`;
}
