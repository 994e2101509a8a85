import { Injectable } from '@nestjs/common';
import { AuthEvents, ServiceErrorReasons, type DeleteAccountRequest } from '@paydraft/contracts';
import { EventPublisher, InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { LOGIN_FAILURE_MODEL, type LoginFailure } from '../abuse/login-failure.schema';
import { accountLockKey, LoginFailuresService } from '../abuse/login-failures.service';
import { AccountsService } from '../accounts/accounts.service';
import { ONE_TIME_TOKEN_MODEL, type OneTimeToken } from '../passwords/one-time-token.schema';
import { PasswordHasher } from '../passwords/password-hasher';
import { SESSION_MODEL, type Session } from '../sessions/session.schema';
import { USER_MODEL, type User } from '../users/user.schema';

/** What an account without a password types to delete it. */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deleting an account. The request proves it is the owner (password, or the typed confirmation for a
 * Google-only account), announces `auth.user.deleted` and then removes the account and its sessions,
 * so the token is refused from the next request on. Announcing first means a failure in between
 * leaves the account in place to try again, never an account gone with its data kept.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<User>,
    @InjectModel(SESSION_MODEL) private readonly sessions: Model<Session>,
    @InjectModel(ONE_TIME_TOKEN_MODEL) private readonly tokens: Model<OneTimeToken>,
    @InjectModel(LOGIN_FAILURE_MODEL) private readonly failures: Model<LoginFailure>,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly lock: LoginFailuresService,
    private readonly events: EventPublisher,
  ) {}

  async delete(userId: string, request: DeleteAccountRequest): Promise<void> {
    const user = await this.accounts.existing(userId);
    await this.requireOwner(user, request);
    await this.events.publish(AuthEvents.userDeleted, { userId: user._id, email: user.email });
    await this.sessions.deleteMany({ userId: user._id });
    await this.users.deleteOne({ _id: user._id });
  }

  /** What is left once the account is gone; run again on a redelivery, it finds nothing. */
  async eraseRest(userId: string): Promise<void> {
    await this.sessions.deleteMany({ userId });
    await this.users.deleteOne({ _id: userId });
    await this.tokens.deleteMany({ userId });
    await this.failures.deleteOne({ _id: accountLockKey(userId) });
  }

  /** A password is a guess like a sign-in's, so it counts on the same lock. */
  private async requireOwner(user: User, request: DeleteAccountRequest): Promise<void> {
    if (!user.passwordHash) {
      if (request.confirm === DELETE_CONFIRMATION) return;
      throw new ServiceException(
        ServiceErrorReasons.DELETE_NOT_CONFIRMED,
        `Type ${DELETE_CONFIRMATION} to confirm deleting your account`,
      );
    }
    await this.lock.attempt(accountLockKey(user._id));
    if (!(await this.hasher.verify(user.passwordHash, request.password))) {
      throw new ServiceException(ServiceErrorReasons.WRONG_PASSWORD, 'Password is incorrect');
    }
    await this.lock.release(accountLockKey(user._id));
  }
}
