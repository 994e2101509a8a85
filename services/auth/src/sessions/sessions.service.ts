import { Inject, Injectable } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { InjectModel, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AUTH_CONFIG, type AuthEnv } from '../config/auth.config';
import { SESSION_MODEL, type Session } from './session.schema';
import { signSessionToken, verifySessionToken } from './session-token';

export type OpenSession = { userId: string; sessionId: string };

/** Opens, checks and ends server-side sessions; a token is only as good as its session. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectModel(SESSION_MODEL) private readonly sessions: Model<Session>,
    @Inject(AUTH_CONFIG) private readonly config: AuthEnv,
  ) {}

  /** A new session for the user, and the token that names it. */
  async open(userId: string): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.AUTH_SESSION_TTL_HOURS * 3600;
    const session = await this.sessions.create({
      _id: randomUUID(),
      userId,
      expiresAt: new Date(expiresAt * 1000),
    });
    return signSessionToken(
      { sub: userId, sid: session._id, iat: issuedAt, exp: expiresAt },
      this.config.AUTH_JWT_SECRET,
    );
  }

  /** The open session a token names; SESSION_INVALID when the token or its session is not good. */
  async verify(token: string): Promise<OpenSession> {
    const secrets = [this.config.AUTH_JWT_SECRET, this.config.AUTH_JWT_PREVIOUS_SECRET].filter(
      (secret): secret is string => secret !== undefined,
    );
    const claims = verifySessionToken(token, secrets);
    const open =
      claims &&
      (await this.sessions.exists({
        _id: claims.sid,
        userId: claims.sub,
        endedAt: { $exists: false },
        expiresAt: { $gt: new Date() },
      }));
    if (!claims || !open)
      throw new ServiceException(ServiceErrorReasons.SESSION_INVALID, 'Authentication expired');
    return { userId: claims.sub, sessionId: claims.sid };
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
