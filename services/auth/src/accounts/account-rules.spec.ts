import { identityKey, isEmailLogin, signupProblems } from './account-rules';

describe('signupProblems', () => {
  it('accepts an address, no username and a 6-character password', () => {
    expect(signupProblems({ email: 'ada@example.com', username: '', password: '123456' })).toEqual([]);
  });

  it('names every problem in the spec order', () => {
    expect(signupProblems({ email: 'nope', username: 'a_', password: '12345' })).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Username must be between 3 and 30 characters long',
      'Username can only contain letters and numbers',
    ]);
  });

  it('refuses a username of 31 characters and accepts one of 30', () => {
    expect(signupProblems({ email: 'a@b.co', username: 'a'.repeat(31), password: '123456' })).toHaveLength(1);
    expect(signupProblems({ email: 'a@b.co', username: 'a'.repeat(30), password: '123456' })).toEqual([]);
  });
});

describe('identityKey and isEmailLogin', () => {
  it('make addresses and usernames unique regardless of case and spaces', () => {
    expect(identityKey('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('tell an address from a username by its @', () => {
    expect(isEmailLogin('ada@example.com')).toBe(true);
    expect(isEmailLogin('ada')).toBe(false);
  });
});
