import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { AUTH_CONFIG, type AuthEnv } from '../config/auth.config';
import { digestOf, newOpaqueToken } from '../tokens/opaque-token';
import { SESSION_MODEL, type Session } from './session.schema';

export type OpenSession = { userId: string; sessionId: string };

/**
 * Opens, checks and ends server-side sessions. A token is an opaque random string that names its
 * session by hash: the gateway asks about every request anyway, so a signature would add nothing.
 * The hash is the session's `_id`, the one key the local store finds without reading every session.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(SESSION_MODEL) private readonly sessions: Model<Session>,
    @Inject(AUTH_CONFIG) private readonly config: AuthEnv,
  ) {}

  /** A new session for the user, and the token that names it. */
  async open(userId: string): Promise<string> {
    const token = newOpaqueToken();
    await this.sessions.create({
      _id: digestOf(token),
      userId,
      expiresAt: new Date(Date.now() + this.config.AUTH_SESSION_TTL_HOURS * 3600_000),
    });
    return token;
  }

  /** The open session a token names; SESSION_INVALID when there is none, or it ended or expired. */
  async verify(token: string): Promise<OpenSession> {
    const session = await this.sessions
      .findOne(
        { _id: digestOf(token), endedAt: { $exists: false }, expiresAt: { $gt: new Date() } },
        { userId: 1 },
      )
      .lean<Pick<Session, '_id' | 'userId'>>();
    if (!session) throw new ServiceException(ServiceErrorReasons.SESSION_INVALID, 'Authentication expired');
    return { userId: session.userId, sessionId: session._id };
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.updateOne(
      { _id: sessionId, endedAt: { $exists: false } },
      { $set: { endedAt: new Date() } },
    );
  }

  /** Ends every session of the user, except `keep` (the one that changed the password). */
  async endAllOf(userId: string, keep?: string): Promise<void> {
    const filter = keep ? { userId, _id: { $ne: keep } } : { userId };
    await this.sessions.updateMany(
      { ...filter, endedAt: { $exists: false } },
      { $set: { endedAt: new Date() } },
    );
  }

  /** Sessions past their expiry, ended or not, are of no use to anyone. */
  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.sessions.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
