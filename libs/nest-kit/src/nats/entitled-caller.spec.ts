import { create } from '@bufbuild/protobuf';
import { CallerSchema, ErrorCode, Plan } from '@paydraft/contracts';
import { entitlementRefusal, requireEntitledCaller, requireReadingCaller } from './entitled-caller';
import { ServiceException } from './service-exception';

const caller = (plan: Plan, planEndedAt = 0n) => create(CallerSchema, { userId: 'u1', plan, planEndedAt });

const refusalOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error instanceof ServiceException ? { code: error.code, reason: error.reason } : error;
  }
  return undefined;
};

describe('requireEntitledCaller', () => {
  it.each([Plan.PRO, Plan.LIFETIME])('lets plan %s through', (plan) => {
    expect(requireEntitledCaller(caller(plan)).userId).toBe('u1');
    expect(entitlementRefusal(plan)).toBeUndefined();
  });

  it('refuses a Free caller with 403 billing.no_plan', () => {
    expect(refusalOf(() => requireEntitledCaller(caller(Plan.FREE)))).toEqual({
      code: ErrorCode.PERMISSION_DENIED,
      reason: 'billing.no_plan',
    });
  });

  it('answers an unknown plan with a retryable 503, not as Free', () => {
    expect(refusalOf(() => requireEntitledCaller(caller(Plan.UNSPECIFIED)))).toEqual({
      code: ErrorCode.UNAVAILABLE,
      reason: 'billing.plan_unknown',
    });
  });

  it('refuses a call without a caller as unauthenticated', () => {
    expect(refusalOf(() => requireEntitledCaller(undefined))).toEqual({
      code: ErrorCode.UNAUTHENTICATED,
      reason: 'auth.caller_required',
    });
  });
});

describe('a lapsed caller (Free, with a Pro subscription or trial that ended)', () => {
  const lapsed = caller(Plan.FREE, 1_790_000_000n);

  it('reads its own data: requireReadingCaller lets it through, as it does entitled callers', () => {
    expect(requireReadingCaller(lapsed).userId).toBe('u1');
    expect(requireReadingCaller(caller(Plan.PRO)).userId).toBe('u1');
  });

  it('is refused every write with 403 billing.plan_lapsed and a message that says to renew', () => {
    expect(refusalOf(() => requireEntitledCaller(lapsed))).toEqual({
      code: ErrorCode.PERMISSION_DENIED,
      reason: 'billing.plan_lapsed',
    });
    expect(() => requireEntitledCaller(lapsed)).toThrow(/Renew your plan/);
  });

  it('a Free caller who never had Pro reads nothing either: 403 billing.no_plan', () => {
    expect(refusalOf(() => requireReadingCaller(caller(Plan.FREE)))).toEqual({
      code: ErrorCode.PERMISSION_DENIED,
      reason: 'billing.no_plan',
    });
    expect(refusalOf(() => requireReadingCaller(caller(Plan.UNSPECIFIED)))).toMatchObject({
      reason: 'billing.plan_unknown',
    });
  });
});
