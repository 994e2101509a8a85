import { Injectable } from '@nestjs/common';
import {
  AuthEvents,
  ServiceErrorReasons,
  type AuthUser,
  type GoogleSignInRequest,
} from '@paydraft/contracts';
import { EventPublisher, InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { OneTimeTokensService } from '../passwords/one-time-tokens.service';
import { SessionsService } from '../sessions/sessions.service';
import { USER_MODEL, type User } from '../users/user.schema';
import { identityKey } from './account-rules';
import { toAuthUser } from './accounts.service';

const ALREADY_LINKED_MESSAGE = 'This email is already linked to another Google account';

/** The login code's subject when the sign-in created the account, so the exchange can say so. */
const NEW_ACCOUNT = 'new_account';

type GoogleAccount = { user: User; created: boolean };

/**
 * Google sign-in after the gateway has verified the ID token: the account linked to the Google
 * subject, else the account with the address (linked now), else a new account without a password.
 */
@Injectable()
export class GoogleAccountsService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<User>,
    private readonly sessions: SessionsService,
    private readonly tokens: OneTimeTokensService,
    private readonly events: EventPublisher,
  ) {}

  async signIn(request: GoogleSignInRequest): Promise<{ token: string; user: AuthUser; isNewUser: boolean }> {
    const { user, created } = await this.accountFor(request);
    return { token: await this.sessions.open(user._id), user: toAuthUser(user), isNewUser: created };
  }

  /** A single-use code for the redirect flow; only its hash is stored. */
  async loginCode(request: GoogleSignInRequest): Promise<{ code: string }> {
    const { user, created } = await this.accountFor(request);
    return {
      code: (await this.tokens.issue('login_code', user._id, created ? NEW_ACCOUNT : undefined)).token,
    };
  }

  async exchange(code: string): Promise<{ token: string; user: AuthUser; isNewUser: boolean }> {
    const found = code ? await this.tokens.consume('login_code', code) : undefined;
    const user = found ? await this.users.findById(found.userId).lean<User>() : null;
    if (!found || !user)
      throw new ServiceException(ServiceErrorReasons.INVALID_LOGIN_CODE, 'Invalid or expired sign-in code');
    return {
      token: await this.sessions.open(user._id),
      user: toAuthUser(user),
      isNewUser: found.subject === NEW_ACCOUNT,
    };
  }

  private async accountFor(request: GoogleSignInRequest): Promise<GoogleAccount> {
    if (!request.googleSubject || !request.email) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_SIGNUP,
        'A Google subject and email are required',
      );
    }
    const profile = profileOf(request);
    const linked = await this.users
      .findOneAndUpdate(
        { googleSubject: request.googleSubject },
        { $set: profile },
        { returnDocument: 'after' },
      )
      .lean<User>();
    if (linked) return { user: linked, created: false };
    const emailKey = identityKey(request.email);
    // Only an account without a Google subject is linked, in the same update that finds it, so two
    // Google accounts racing for one address cannot both win.
    const link = await this.users
      .findOneAndUpdate(
        { emailKey, googleSubject: { $exists: false } },
        { $set: { googleSubject: request.googleSubject, ...profile } },
        { returnDocument: 'after' },
      )
      .lean<User>();
    if (link) return { user: link, created: false };
    if (await this.users.exists({ emailKey })) {
      throw new ServiceException(ServiceErrorReasons.EMAIL_ALREADY_LINKED, ALREADY_LINKED_MESSAGE);
    }
    return this.create(request, emailKey);
  }

  private async create(request: GoogleSignInRequest, emailKey: string): Promise<GoogleAccount> {
    try {
      const user = (
        await this.users.create({
          _id: randomUUID(),
          email: request.email.trim(),
          emailKey,
          googleSubject: request.googleSubject,
          ...profileOf(request),
        })
      ).toObject<User>();
      await this.events.publish(AuthEvents.userRegistered, {
        userId: user._id,
        email: user.email,
        username: '',
      });
      return { user, created: true };
    } catch (error) {
      // A concurrent sign-in created or linked it first: take that account (or refuse, as above).
      if (!isDuplicateKeyError(error)) throw error;
      return this.accountFor(request);
    }
  }
}

/** The Google profile kept on the account; a field Google no longer sends is cleared. */
function profileOf(request: GoogleSignInRequest) {
  return { googleName: request.name, googleAvatarUrl: request.picture };
}
