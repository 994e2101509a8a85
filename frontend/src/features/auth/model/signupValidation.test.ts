import { firstSignupProblem, isWellFormedUsername, type SignupFormValues } from './signupValidation';

const valid: SignupFormValues = {
  email: 'ada@example.com',
  username: 'ada',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreeToTerms: true,
};

describe('firstSignupProblem (in order)', () => {
  it('names each rule in the spec order as the ones before it are fixed', () => {
    // Every rule broken at once; fixing them one by one must reveal them in the spec's order.
    let values: SignupFormValues = {
      email: 'ada@example.com',
      username: 'a_',
      password: 'abc',
      confirmPassword: 'abd',
      agreeToTerms: false,
    };
    const seen: string[] = [];
    const fixes: ((v: SignupFormValues) => SignupFormValues)[] = [
      (v) => ({ ...v, confirmPassword: v.password }),
      (v) => ({ ...v, password: 'secret1', confirmPassword: 'secret1' }),
      (v) => ({ ...v, agreeToTerms: true }),
    ];
    for (const fix of fixes) {
      seen.push(firstSignupProblem(values, 'unavailable') ?? 'none');
      values = fix(values);
    }
    seen.push(firstSignupProblem(values, 'unavailable') ?? 'none');
    seen.push(firstSignupProblem(values, 'checking') ?? 'none');
    seen.push(firstSignupProblem(values, 'unchecked') ?? 'none');
    seen.push(firstSignupProblem({ ...values, username: 'ab_c' }, 'unchecked') ?? 'none');
    seen.push(firstSignupProblem({ ...values, username: 'abc' }, 'available') ?? 'none');

    expect(seen).toEqual([
      'Passwords do not match',
      'Password must be at least 6 characters long',
      'Please agree to the terms and conditions',
      'Please choose a different username or leave it empty',
      'Please wait for username validation to complete',
      'Username must be between 3 and 30 characters long',
      'Username can only contain letters and numbers',
      'none',
    ]);
  });

  it('checks the password length even when both fields are empty', () => {
    expect(firstSignupProblem({ ...valid, password: '', confirmPassword: '' }, 'available')).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('accepts no username at all, whatever the check last said', () => {
    expect(firstSignupProblem({ ...valid, username: '' }, 'unavailable')).toBeNull();
    expect(firstSignupProblem({ ...valid, username: '   ' }, 'checking')).toBeNull();
  });

  it('refuses a username over 30 characters', () => {
    expect(firstSignupProblem({ ...valid, username: 'a'.repeat(31) }, 'unchecked')).toBe(
      'Username must be between 3 and 30 characters long',
    );
  });
});

describe('isWellFormedUsername', () => {
  it.each([
    ['abc', true],
    ['A1b2C3', true],
    ['a'.repeat(30), true],
    ['ab', false],
    ['a'.repeat(31), false],
    ['ab c', false],
    ['abé', false],
    ['ab-c', false],
  ])('%s → %s', (name, expected) => {
    expect(isWellFormedUsername(name)).toBe(expected);
  });
});
