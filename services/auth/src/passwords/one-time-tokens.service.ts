import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model, Types } from 'mongoose';
import { digestOf, newOpaqueToken } from '../tokens/opaque-token';
import {
  ONE_TIME_TOKEN_MODEL,
  ONE_TIME_TOKEN_TTL_MS,
  ONLY_NEWEST_KINDS,
  type OneTimeToken,
  type OneTimeTokenKind,
} from './one-time-token.schema';

/** Single-use tokens for links sent by mail; only their hashes are stored. */
@Injectable()
export class OneTimeTokensService {
  constructor(@InjectModel(ONE_TIME_TOKEN_MODEL) private readonly tokens: Model<OneTimeToken>) {}

  /**
   * A new token (256 random bits, base64url) for the user, and when it stops working. For a kind of
   * which only the newest works, it then ends the user's older ones: those with a smaller id. Two
   * requests racing each end the other's only if it is older, so exactly one link survives, the one
   * with the greatest id.
   */
  async issue(
    kind: OneTimeTokenKind,
    userId: string,
    subject?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[kind]);
    const created = await this.tokens.create({ tokenHash: digestOf(token), kind, userId, subject, expiresAt });
    if (ONLY_NEWEST_KINDS.has(kind)) await this.revoke(kind, userId, created._id);
    return { token, expiresAt };
  }

  /** Ends the user's unused tokens of this kind: all of them, or those issued before `newer`. */
  async revoke(kind: OneTimeTokenKind, userId: string, newer?: Types.ObjectId): Promise<void> {
    await this.tokens.updateMany(
      {
        userId,
        kind,
        usedAt: { $exists: false },
        revokedAt: { $exists: false },
        ...(newer ? { _id: { $lt: newer } } : {}),
      },
      { $set: { revokedAt: new Date() } },
    );
  }

  /**
   * The user a valid token was issued to, marking it used in the same update that finds it, so two
   * requests racing with one token cannot both succeed. Undefined when unknown, used, ended or expired.
   */
  async consume(
    kind: OneTimeTokenKind,
    token: string,
  ): Promise<{ userId: string; subject?: string } | undefined> {
    const now = new Date();
    const found = await this.tokens
      .findOneAndUpdate(
        {
          tokenHash: digestOf(token),
          kind,
          usedAt: { $exists: false },
          revokedAt: { $exists: false },
          expiresAt: { $gt: now },
        },
        { $set: { usedAt: now } },
      )
      .lean();
    return found ? { userId: found.userId, subject: found.subject ?? undefined } : undefined;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.tokens.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
