import { Injectable } from '@nestjs/common';
import { InjectModel } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import {
  ONE_TIME_TOKEN_MODEL,
  ONE_TIME_TOKEN_TTL_MS,
  type OneTimeToken,
  type OneTimeTokenKind,
} from './one-time-token.schema';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use tokens for links sent by mail; only their hashes are stored. */
@Injectable()
export class OneTimeTokensService {
  constructor(@InjectModel(ONE_TIME_TOKEN_MODEL) private readonly tokens: Model<OneTimeToken>) {}

  /** A new token (256 random bits, base64url) for the user, and when it stops working. */
  async issue(
    kind: OneTimeTokenKind,
    userId: string,
    subject?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[kind]);
    await this.tokens.create({ tokenHash: digest(token), kind, userId, subject, expiresAt });
    return { token, expiresAt };
  }

  /**
   * The user a valid token was issued to, marking it used in the same update that finds it, so two
   * requests racing with one token cannot both succeed. Undefined when unknown, used or expired.
   */
  async consume(
    kind: OneTimeTokenKind,
    token: string,
  ): Promise<{ userId: string; subject?: string } | undefined> {
    const now = new Date();
    const found = await this.tokens
      .findOneAndUpdate(
        { tokenHash: digest(token), kind, usedAt: { $exists: false }, expiresAt: { $gt: now } },
        { $set: { usedAt: now } },
      )
      .lean();
    return found ? { userId: found.userId, subject: found.subject ?? undefined } : undefined;
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return (await this.tokens.deleteMany({ expiresAt: { $lte: now } })).deletedCount;
  }
}
