import type { INestMicroservice } from '@nestjs/common';
import { getModelToken } from '@paydraft/nest-kit';
import { startTestService, uniqueDbName } from '@paydraft/nest-kit/testing';
import type { Model } from 'mongoose';
import { LOGIN_FAILURE_MODEL, type LoginFailure } from '../src/abuse/login-failure.schema';
import { authDefinition } from '../src/auth.definition';
import { ONE_TIME_TOKEN_MODEL, type OneTimeToken } from '../src/passwords/one-time-token.schema';
import { PurgeExpiredService } from '../src/sessions/purge-expired.service';
import { SESSION_MODEL, type Session } from '../src/sessions/session.schema';

const HOUR = 3600_000;

describe('purging what has expired (the store has no TTL indexes)', () => {
  let auth: INestMicroservice;

  beforeAll(async () => {
    auth = await startTestService(authDefinition, {
      MONGO_DB_NAME: uniqueDbName('auth'),
    });
  });
  afterAll(() => auth.close());

  it('deletes expired sessions, tokens and failure windows, and keeps the live ones', async () => {
    const sessions = auth.get<Model<Session>>(getModelToken(SESSION_MODEL));
    const tokens = auth.get<Model<OneTimeToken>>(getModelToken(ONE_TIME_TOKEN_MODEL));
    const failures = auth.get<Model<LoginFailure>>(getModelToken(LOGIN_FAILURE_MODEL));
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    await sessions.create([
      { _id: 'old', userId: 'u', expiresAt: past },
      { _id: 'live', userId: 'u', expiresAt: future },
    ]);
    await tokens.create([
      { tokenHash: 'old', kind: 'password_reset', userId: 'u', expiresAt: past },
      { tokenHash: 'live', kind: 'email_change', userId: 'u', expiresAt: future },
    ]);
    await failures.create([
      { _id: 'user:old', count: 10, windowEndsAt: past },
      { _id: 'user:live', count: 3, windowEndsAt: future },
    ]);

    await auth.get(PurgeExpiredService).purge();

    expect((await sessions.find().lean()).map((row) => row._id)).toEqual(['live']);
    expect((await tokens.find().lean()).map((row) => row.tokenHash)).toEqual(['live']);
    expect((await failures.find().lean()).map((row) => row._id)).toEqual(['user:live']);
  });
});
