import { ADMIN_USAGE, parseAdminArgs } from '../admin/admin-args';

describe('npm run admin -- arguments', () => {
  it('takes a command and one address, trimmed', () => {
    expect(parseAdminArgs(['grant-tester', ' ada@example.com '])).toEqual({
      ok: true,
      command: { action: 'grant-tester', email: 'ada@example.com' },
    });
    expect(parseAdminArgs(['revoke-tester', 'ada@example.com'])).toEqual({
      ok: true,
      command: { action: 'revoke-tester', email: 'ada@example.com' },
    });
  });

  it.each([
    [[], 'No command given.'],
    [['grant-testers', 'ada@example.com'], "Unknown command 'grant-testers'."],
    [['grant-tester'], "grant-tester needs the account's email address."],
    [['revoke-tester', 'ada@example.com', 'bob@example.com'], 'Unexpected arguments: bob@example.com'],
    [['grant-tester', 'ada'], "'ada' is not an email address."],
    [['grant-tester', ''], "'' is not an email address."],
  ])('refuses %j with the problem and the usage', (args, problem) => {
    expect(parseAdminArgs(args)).toEqual({ ok: false, message: `${problem}\n${ADMIN_USAGE}` });
  });

  it('the usage names both commands', () => {
    expect(ADMIN_USAGE).toContain('grant-tester EMAIL');
    expect(ADMIN_USAGE).toContain('revoke-tester EMAIL');
  });
});
