import { UnauthorizedException } from '@nestjs/common';
import { GatewayErrorCodes, type AuthUser, type Caller } from '@paydraft/contracts';
import { currentRequestContext } from '@paydraft/nest-kit';
import type { ApiUser } from './auth.answer';
import { INVALID_TOKEN_MESSAGE } from '../request-context/enter-request-context.middleware';

/**
 * The user as the spec's calls answer it (session user and account user in one): `name` and
 * `avatar` come only from a linked Google account's profile, so they are null for the others.
 */
export function toApiUser(user: AuthUser | undefined): ApiUser {
  return {
    id: user?.id ?? '',
    email: user?.email ?? '',
    username: user?.username || null,
    name: user?.name || null,
    avatar: user?.avatarUrl || null,
    createdAt: user?.createdAt ?? '',
    hasPassword: user?.hasPassword ?? false,
    pendingEmail: user?.pendingEmail || null,
    isTester: user?.isTester ?? false,
  };
}

/** The signed-in caller of this request, or the 401 a route that needs one answers. */
export function requireCaller(): Caller {
  const caller = currentRequestContext()?.caller;
  if (!caller) {
    throw new UnauthorizedException({
      message: INVALID_TOKEN_MESSAGE,
      code: GatewayErrorCodes.INVALID_TOKEN,
    });
  }
  return caller;
}
