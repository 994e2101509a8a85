import { Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { USER_MODEL, type User } from '../users/user.schema';
import { identityKey } from './account-rules';

export const NO_ACCOUNT_MESSAGE = 'No account with that email';

/**
 * The tester flag, set by an operator. A tester is treated as Lifetime (the gateway reads the flag
 * on every token check), so granting or revoking takes effect on the user's next request.
 */
@Injectable()
export class TestersService {
  constructor(@InjectModel(USER_MODEL) private readonly users: Model<User>) {}

  /** Sets (never toggles) the flag, so a repeated call is harmless; `changed` tells whether it did anything. */
  async setTester(email: string, isTester: boolean): Promise<{ user: User; changed: boolean }> {
    // One atomic read-and-write: the flag before the update tells whether this call changed it.
    const before = await this.users
      .findOneAndUpdate({ emailKey: identityKey(email) }, { $set: { isTester } })
      .lean<User>();
    if (!before) throw new ServiceException(ServiceErrorReasons.ACCOUNT_NOT_FOUND, NO_ACCOUNT_MESSAGE);
    return { user: { ...before, isTester }, changed: before.isTester !== isTester };
  }
}
