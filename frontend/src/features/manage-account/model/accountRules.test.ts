import {
  AccountMessages,
  isEmailAddress,
  passwordProblem,
  sameIdentity,
  usernameProblem,
} from './accountRules';

describe('account rules', () => {
  it.each([
    ['', AccountMessages.usernameRequired],
    ['   ', AccountMessages.usernameRequired],
    ['ab', AccountMessages.usernameLength],
    ['a'.repeat(31), AccountMessages.usernameLength],
    ['ada_lovelace', AccountMessages.usernameCharacters],
    ['ada lovelace', AccountMessages.usernameCharacters],
    ['abc', undefined],
    ['Ada1815', undefined],
    ['a'.repeat(30), undefined],
  ])('username %j: %s', (username, problem) => {
    expect(usernameProblem(username)).toBe(problem);
  });

  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['', false],
  ])('email %j looks like an address: %s', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
  });

  it('treats addresses and usernames alike regardless of case', () => {
    expect(sameIdentity('Ada@Example.com', 'ada@example.com ')).toBe(true);
    expect(sameIdentity('ada', 'adb')).toBe(false);
  });

  describe('password dialog', () => {
    const form = (currentPassword: string, newPassword: string, confirmPassword: string) => ({
      currentPassword,
      newPassword,
      confirmPassword,
    });

    it('needs all three fields when the account has a password', () => {
      expect(passwordProblem(form('', 'secret1', 'secret1'), true)).toBe('All fields are required');
      expect(passwordProblem(form('old', '', 'secret1'), true)).toBe('All fields are required');
      expect(passwordProblem(form('old', 'secret1', ''), true)).toBe('All fields are required');
    });

    it('needs the password and its confirmation when setting a first one', () => {
      expect(passwordProblem(form('', '', 'secret1'), false)).toBe('Password and confirmation are required');
      expect(passwordProblem(form('', 'secret1', 'secret1'), false)).toBeUndefined();
    });

    it('checks the match before the length', () => {
      expect(passwordProblem(form('old', 'abc', 'abd'), true)).toBe('Passwords do not match');
      expect(passwordProblem(form('old', 'abcde', 'abcde'), true)).toBe(
        'Password must be at least 6 characters long',
      );
      expect(passwordProblem(form('old', 'abcdef', 'abcdef'), true)).toBeUndefined();
    });
  });
});
