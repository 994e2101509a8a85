import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { AUTH_CONFIG, type AuthEnv } from '../config/auth.config';
import { LOGIN_FAILURE_MODEL, type LoginFailure } from './login-failure.schema';

/**
 * Failed sign-ins per account, in the auth service's database: counted by account rather than by
 * what was typed (an address and a username are one account) and shared by every gateway instance.
 */
@Injectable()
export class LoginFailuresService {
  constructor(
    @InjectModel(LOGIN_FAILURE_MODEL) private readonly failures: Model<LoginFailure>,
    @Inject(AUTH_CONFIG) private readonly config: AuthEnv,
  ) {}

  /** Throws TOO_MANY_ATTEMPTS (with the seconds left) when the key has used up its window. */
  async refuseIfLocked(key: string, now = new Date()): Promise<void> {
    const window = await this.failures.findOne({ _id: key, windowEndsAt: { $gt: now } }).lean<LoginFailure>();
    if (!window || window.count < this.config.AUTH_LOGIN_FAILURE_LIMIT) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.windowEndsAt.getTime() - now.getTime()) / 1000));
    throw new ServiceException(
      ServiceErrorReasons.TOO_MANY_ATTEMPTS,
      'Too many attempts. Please try again later.',
      {
        retryAfterSeconds,
      },
    );
  }

  /** Counts one failure, opening a new window when the last one has ended. */
  async record(key: string, now = new Date()): Promise<void> {
    await this.failures.deleteOne({ _id: key, windowEndsAt: { $lte: now } });
    const windowEndsAt = new Date(now.getTime() + this.config.AUTH_LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    const increment = () =>
      this.failures.updateOne(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { windowEndsAt } },
        { upsert: true },
      );
    try {
      await increment();
    } catch (error) {
      // Two failures racing to open the window: the loser's upsert collides; counting again finds it.
      if (!isDuplicateKeyError(error)) throw error;
      await increment();
    }
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.failures.deleteMany({ windowEndsAt: { $lte: now } })).deletedCount;
  }
}
