import { create } from '@bufbuild/protobuf';
import { CallerSchema, ErrorCode, Plan } from '@paydraft/contracts';
import { entitlementRefusal, requireEntitledCaller } from './entitled-caller';
import { ServiceException } from './service-exception';

const caller = (plan: Plan) => create(CallerSchema, { userId: 'u1', plan });

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
