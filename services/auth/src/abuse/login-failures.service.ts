import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { AUTH_CONFIG, type AuthEnv } from '../config/auth.config';
import { LOGIN_FAILURE_MODEL, type LoginFailure } from './login-failure.schema';

/** The lock of one account: sign-in and change-password count on it together. */
export const accountLockKey = (userId: string) => `user:${userId}`;

/** The lock of a login that matches no account, so an unknown name locks exactly like a known one. */
export const unknownLoginLockKey = (login: string) => `login:${login}`;

/**
 * Password attempts per account, in the auth service's database: counted by account rather than by
 * what was typed (an address and a username are one account) and shared by every gateway instance.
 *
 * An attempt is counted before its password is checked, in the one update that also reads the count
 * (`attempt`), so parallel wrong passwords cannot all pass a check made before any of them was
 * recorded; a right password then gives its attempt back (`release`), so only failures lock.
 */
@Injectable()
export class LoginFailuresService {
  constructor(
    @InjectModel(LOGIN_FAILURE_MODEL) private readonly failures: Model<LoginFailure>,
    @Inject(AUTH_CONFIG) private readonly config: AuthEnv,
  ) {}

  /**
   * Counts one attempt at `key`, opening a new window when the last one has ended. Throws
   * TOO_MANY_ATTEMPTS (with the seconds left) when the window then holds more than the limit.
   */
  async attempt(key: string, now = new Date()): Promise<void> {
    await this.failures.deleteOne({ _id: key, windowEndsAt: { $lte: now } });
    const window = await this.countOne(key, now);
    if (window.count <= this.config.AUTH_LOGIN_FAILURE_LIMIT) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.windowEndsAt.getTime() - now.getTime()) / 1000));
    throw new ServiceException(
      ServiceErrorReasons.TOO_MANY_ATTEMPTS,
      'Too many attempts. Please try again later.',
      { retryAfterSeconds },
    );
  }

  /** Takes back the attempt of a password that was right. */
  async release(key: string): Promise<void> {
    await this.failures.updateOne({ _id: key, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.failures.deleteMany({ windowEndsAt: { $lte: now } })).deletedCount;
  }

  /** The window after counting one more attempt in it. */
  private async countOne(key: string, now: Date): Promise<LoginFailure> {
    const windowEndsAt = new Date(now.getTime() + this.config.AUTH_LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    const increment = () =>
      this.failures
        .findOneAndUpdate(
          { _id: key },
          { $inc: { count: 1 }, $setOnInsert: { windowEndsAt } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<LoginFailure>()
        .orFail();
    try {
      return await increment();
    } catch (error) {
      // Two attempts racing to open the window: the loser's upsert collides; counting again finds it.
      if (!isDuplicateKeyError(error)) throw error;
      return increment();
    }
  }
}
