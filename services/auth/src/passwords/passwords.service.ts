import { Injectable } from '@nestjs/common';
import { AuthEvents, ServiceErrorReasons, type Caller } from '@paydraft/contracts';
import { EventPublisher, InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { accountLockKey, LoginFailuresService } from '../abuse/login-failures.service';
import { identityKey, PASSWORD_MIN_LENGTH } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { USER_MODEL, type User } from '../users/user.schema';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';

const tooShort = (password: string) => password.length < PASSWORD_MIN_LENGTH;

/** Changing, forgetting and resetting a password, and what that does to open sessions. */
@Injectable()
export class PasswordsService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<User>,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: OneTimeTokensService,
    private readonly events: EventPublisher,
    private readonly failures: LoginFailuresService,
  ) {}

  /**
   * New password; every other session of the user ends at once, the caller's stays signed in. The
   * current password is a password guess like a sign-in's, so it counts on the same lock.
   */
  async change(caller: Caller, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.accounts.existing(caller.userId);
    if (tooShort(newPassword)) throw this.invalid('Password must be at least 6 characters long');
    await this.failures.attempt(accountLockKey(user._id));
    if (!user.passwordHash || !(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw new ServiceException(ServiceErrorReasons.WRONG_PASSWORD, 'Current password is incorrect');
    }
    await this.failures.release(accountLockKey(user._id));
    await this.users.updateOne(
      { _id: user._id },
      { $set: { passwordHash: await this.hasher.hash(newPassword) } },
    );
    await this.sessions.endAllOf(user._id, caller.sessionId);
  }

  /** A first password for an account that has none (Google sign-in only); sessions stay as they are. */
  async set(userId: string, newPassword: string): Promise<void> {
    if (tooShort(newPassword)) throw this.invalid('Password must be at least 6 characters long');
    const passwordHash = await this.hasher.hash(newPassword);
    // Only where no password exists, in the same update, so two racing requests cannot both set one.
    const updated = await this.users.updateOne(
      { _id: userId, passwordHash: { $exists: false } },
      { $set: { passwordHash } },
    );
    if (updated.matchedCount === 0) {
      await this.accounts.existing(userId);
      throw new ServiceException(
        ServiceErrorReasons.PASSWORD_ALREADY_SET,
        'A password is already set: change it instead',
      );
    }
  }

  /**
   * Issues a reset token and asks the mailer (by event) to send the link. An unknown address does
   * nothing and answers the same, so the call does not tell which addresses have accounts.
   */
  async forgot(email: string): Promise<void> {
    const user = await this.users.findOne({ emailKey: identityKey(email) }).lean<User>();
    if (!user) return;
    const { token, expiresAt } = await this.tokens.issue('password_reset', user._id);
    await this.events.publish(AuthEvents.passwordResetRequested, {
      userId: user._id,
      email: user.email,
      token,
      expiresAt: expiresAt.toISOString(),
    });
  }

  /** Sets the password a reset link was for; the link then stops working and every session ends. */
  async reset(token: string, password: string): Promise<void> {
    if (tooShort(password)) throw this.invalid('Password must be at least 6 characters long');
    const userId = (await this.tokens.consume('password_reset', token))?.userId;
    if (!userId) {
      throw new ServiceException(ServiceErrorReasons.INVALID_RESET_TOKEN, 'Invalid or expired reset link');
    }
    await this.users.updateOne({ _id: userId }, { $set: { passwordHash: await this.hasher.hash(password) } });
    await this.sessions.endAllOf(userId);
  }

  private invalid(message: string) {
    return new ServiceException(ServiceErrorReasons.INVALID_SIGNUP, message);
  }
}
