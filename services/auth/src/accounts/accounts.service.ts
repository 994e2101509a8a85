import { Injectable } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import {
  AuthEvents,
  AuthUserSchema,
  ServiceErrorReasons,
  type AuthUser,
  type LoginRequest,
  type SignupRequest,
} from '@paydraft/contracts';
import { EventPublisher, InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { accountLockKey, LoginFailuresService, unknownLoginLockKey } from '../abuse/login-failures.service';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { USER_MODEL, type User } from '../users/user.schema';
import { identityKey, isEmailLogin, signupProblems, usernameProblem } from './account-rules';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/username or password';

/** Sign-up, sign-in and what a signed-in user reads of their account. */
@Injectable()
export class AccountsService {
  /** Verified against when no account matches, so an unknown login costs what a wrong password costs. */
  private decoyHash?: Promise<string>;

  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<User>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly events: EventPublisher,
    private readonly failures: LoginFailuresService,
  ) {}

  async signup(request: SignupRequest): Promise<{ token: string; user: AuthUser }> {
    const problems = signupProblems(request);
    if (problems.length > 0)
      throw new ServiceException(ServiceErrorReasons.INVALID_SIGNUP, problems.join('. '));
    const username = request.username.trim();
    await this.refuseTaken(request.email, username);
    const passwordHash = await this.hasher.hash(request.password);
    const user = await this.insert({
      _id: randomUUID(),
      email: request.email.trim(),
      emailKey: identityKey(request.email),
      ...(username ? { username, usernameKey: identityKey(username) } : {}),
      passwordHash,
    });
    await this.events.publish(AuthEvents.userRegistered, {
      userId: user._id,
      email: user.email,
      username: user.username ?? '',
    });
    return { token: await this.sessions.open(user._id), user: toAuthUser(user) };
  }

  async login(request: LoginRequest): Promise<{ token: string; user: AuthUser }> {
    const key = identityKey(request.emailOrUsername);
    const user = await this.users
      .findOne(isEmailLogin(key) ? { emailKey: key } : { usernameKey: key })
      .lean<User>();
    const lockKey = user ? accountLockKey(user._id) : unknownLoginLockKey(key);
    await this.failures.attempt(lockKey);
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.decoy()), request.password);
    if (!user?.passwordHash || !matches) {
      throw new ServiceException(ServiceErrorReasons.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE);
    }
    await this.failures.release(lockKey);
    return { token: await this.sessions.open(user._id), user: toAuthUser(user) };
  }

  async me(userId: string): Promise<AuthUser> {
    return toAuthUser(await this.existing(userId));
  }

  /**
   * Where to reach an account's owner for mail they did not ask for in this request (a client decided
   * on their quote): the current address and username. NOT_FOUND when the account is gone.
   */
  async contact(userId: string): Promise<{ email: string; username: string; isTester: boolean }> {
    const user = userId
      ? await this.users
          .findById(userId, { email: 1, username: 1, isTester: 1 })
          .lean<Pick<User, '_id' | 'email' | 'username' | 'isTester'>>()
      : null;
    if (!user) throw new ServiceException(ServiceErrorReasons.ACCOUNT_NOT_FOUND, 'No account has this id');
    return { email: user.email, username: user.username ?? '', isTester: user.isTester };
  }

  /** Free, or held by `exceptUserId` (the account asking). */
  async isUsernameAvailable(username: string, exceptUserId?: string): Promise<boolean> {
    const holder = await this.users.findOne({ usernameKey: identityKey(username) }, { _id: 1 }).lean<User>();
    return !holder || holder._id === exceptUserId;
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    return !(await this.users.exists({ emailKey: identityKey(email) }));
  }

  /** A new username, unique regardless of case; the user's own, in another case, is fine. */
  async changeUsername(userId: string, newUsername: string): Promise<void> {
    const username = newUsername.trim();
    const problem = usernameProblem(username);
    if (problem) throw new ServiceException(ServiceErrorReasons.INVALID_SIGNUP, problem);
    const user = await this.existing(userId);
    const usernameKey = identityKey(username);
    if (usernameKey !== user.usernameKey && !(await this.isUsernameAvailable(username))) {
      throw new ServiceException(ServiceErrorReasons.USERNAME_TAKEN, 'Username is already taken');
    }
    try {
      await this.users.updateOne({ _id: userId }, { $set: { username, usernameKey } });
    } catch (error) {
      // Taken by a concurrent change since the check.
      if (!isDuplicateKeyError(error)) throw error;
      throw new ServiceException(ServiceErrorReasons.USERNAME_TAKEN, 'Username is already taken');
    }
  }

  /** The account, or SESSION_INVALID: a session whose user is gone is no session. */
  async existing(userId: string): Promise<User> {
    const user = await this.users.findById(userId).lean<User>();
    if (!user) throw new ServiceException(ServiceErrorReasons.SESSION_INVALID, 'Authentication expired');
    return user;
  }

  private async refuseTaken(email: string, username: string) {
    if (!(await this.isEmailAvailable(email))) {
      throw new ServiceException(
        ServiceErrorReasons.EMAIL_TAKEN,
        'An account with this email already exists',
      );
    }
    if (username && !(await this.isUsernameAvailable(username))) {
      throw new ServiceException(ServiceErrorReasons.USERNAME_TAKEN, 'Username is already taken');
    }
  }

  /** Inserts; a unique-index race lost to a concurrent sign-up is the same refusal as the check. */
  private async insert(fields: Partial<User> & { _id: string }): Promise<User> {
    try {
      return (await this.users.create(fields)).toObject<User>();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await this.refuseTaken(fields.email ?? '', fields.username ?? '');
      throw error;
    }
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash(randomUUID());
    return this.decoyHash;
  }
}

export function toAuthUser(user: User): AuthUser {
  return create(AuthUserSchema, {
    id: user._id,
    email: user.email,
    username: user.username ?? '',
    createdAt: user.createdAt.toISOString(),
    hasPassword: Boolean(user.passwordHash),
    pendingEmail: user.pendingEmail ?? '',
    isTester: user.isTester,
    name: user.googleName ?? '',
    avatarUrl: user.googleAvatarUrl ?? '',
  });
}
