import {
  Body,
  Controller,
  Get,
  HttpCode,
  Logger,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AuthRpc, GatewayErrorCodes, ServiceErrorReasons, type SessionReply } from '@paydraft/contracts';
import { RpcClient, RpcError } from '@paydraft/nest-kit';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodBodyPipe } from '../../common/zod-body.pipe';
import { ApiErrorResponses } from '../../openapi/api-error.response';
import { openApiSchemaOf } from '../../openapi/zod-schema';
import { AuthLimits } from '../abuse/auth-limits';
import { toApiUser } from '../auth-user';
import { exchangeCodeBodySchema, googleCredentialBodySchema } from '../auth.body';
import type { GoogleIdentity } from './google-oidc';
import { GoogleSignIn } from './google-sign-in';
import { cookieValue, GOOGLE_STATE_COOKIE, GOOGLE_STATE_TTL_SECONDS } from './google-state-cookie';
import { ApiAnswer } from '../../openapi/api-answer';
import { googleSessionAnswerSchema } from '../auth.answer';

/** The `error` query values /login shows (auth/callback and login). */
export const GoogleSignInErrors = {
  EMAIL_ALREADY_LINKED: 'email_already_linked',
  FAILED: 'google_auth_failed',
} as const;

/**
 * Google sign-in: the redirect flow (start, callback, then the page exchanges a one-time code for its
 * session, so no long-lived token is ever in a URL) and the ID-token flow of Google's button.
 */
@ApiTags('auth')
@Controller('auth')
export class GoogleController {
  private readonly logger = new Logger(GoogleController.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly google: GoogleSignIn,
    private readonly limits: AuthLimits,
  ) {}

  @Get('google')
  @ApiOperation({ summary: "Start Google sign-in: redirects to the issuer's authorization page" })
  @ApiResponse({
    status: 302,
    description: "To the issuer's authorization page, or /login?error=… if it is unreachable",
  })
  @ApiErrorResponses({ 404: 'Google sign-in is not configured (`auth.google_sign_in_off`)' })
  async start(@Res() response: Response) {
    const { oidc, stateCookie, appBaseUrl } = this.google.require();
    let started: Awaited<ReturnType<typeof oidc.start>>;
    try {
      started = await oidc.start();
    } catch (error) {
      // The issuer unreachable (discovery failed): the page shows the same message as any failure.
      this.logger.warn(
        `Google sign-in could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
      return response.redirect(302, `${appBaseUrl}/login?error=${GoogleSignInErrors.FAILED}`);
    }
    response.cookie(GOOGLE_STATE_COOKIE, stateCookie.seal(started.pending), {
      httpOnly: true,
      // Lax: the cookie must come back on the issuer's top-level redirect to the callback.
      sameSite: 'lax',
      secure: appBaseUrl.startsWith('https:'),
      path: '/api/auth/google',
      maxAge: GOOGLE_STATE_TTL_SECONDS * 1000,
    });
    return response.redirect(302, started.url);
  }

  @Get('google/callback')
  @ApiOperation({
    summary: 'Where the issuer sends the browser back: on to /auth/callback?code= or /login?error=',
  })
  @ApiResponse({
    status: 302,
    description: 'To /auth/callback?code=… (a one-time code for POST /api/auth/exchange), or /login?error=…',
  })
  async callback(@Req() request: Request, @Res() response: Response, @Query('error') issuerError?: string) {
    const { oidc, stateCookie, appBaseUrl } = this.google.require();
    // The state cookie serves one attempt only, whatever its outcome.
    response.clearCookie(GOOGLE_STATE_COOKIE, { path: '/api/auth/google' });
    const pending = stateCookie.open(cookieValue(request.headers.cookie, GOOGLE_STATE_COOKIE));
    const fail = (error: string) => response.redirect(302, `${appBaseUrl}/login?error=${error}`);
    if (!pending || issuerError) return fail(GoogleSignInErrors.FAILED);
    try {
      const identity = await oidc.finish(new URL(request.originalUrl, appBaseUrl), pending);
      const { code } = await this.rpc.request(AuthRpc.googleLoginCode, signInRequestOf(identity));
      return response.redirect(302, `${appBaseUrl}/auth/callback?code=${encodeURIComponent(code)}`);
    } catch (error) {
      if (isReason(error, ServiceErrorReasons.EMAIL_ALREADY_LINKED.code)) {
        return fail(GoogleSignInErrors.EMAIL_ALREADY_LINKED);
      }
      this.logger.warn(`Google sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return fail(GoogleSignInErrors.FAILED);
    }
  }

  @Post('google')
  @HttpCode(200)
  @ApiOperation({ summary: "Sign in with an ID token from Google's button" })
  @ApiBody({ schema: openApiSchemaOf(googleCredentialBodySchema) })
  @ApiErrorResponses({
    401: 'The credential does not verify (`auth.google_credential_invalid`)',
    404: 'Google sign-in is not configured (`auth.google_sign_in_off`)',
    409: 'The address is linked to another Google account (`auth.email_already_linked`)',
    429: 'Too many attempts',
  })
  @ApiAnswer(googleSessionAnswerSchema, { description: 'Signed in' })
  async credential(
    @Body(new ZodBodyPipe(googleCredentialBodySchema)) body: z.infer<typeof googleCredentialBodySchema>,
    @Req() request: Request,
  ) {
    const { oidc } = this.google.require();
    await this.limits.network('login', request);
    const identity = await oidc.verifyCredential(body.credential).catch((error: unknown) => {
      this.logger.warn(
        `Google credential refused: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new UnauthorizedException({
        message: 'Google sign-in failed. Please try again.',
        code: GatewayErrorCodes.GOOGLE_CREDENTIAL_INVALID,
      });
    });
    const session = await this.rpc.request(AuthRpc.googleSignIn, signInRequestOf(identity));
    return sessionAnswer(session);
  }

  @Post('exchange')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade the single-use code of /auth/callback for a session' })
  @ApiBody({ schema: openApiSchemaOf(exchangeCodeBodySchema) })
  @ApiErrorResponses({
    401: 'Unknown, used or expired code (`auth.invalid_login_code`)',
    429: 'Too many attempts',
  })
  @ApiAnswer(googleSessionAnswerSchema, { description: 'Signed in' })
  async exchange(
    @Body(new ZodBodyPipe(exchangeCodeBodySchema)) body: z.infer<typeof exchangeCodeBodySchema>,
    @Req() request: Request,
  ) {
    await this.limits.network('login', request);
    const session = await this.rpc.request(AuthRpc.exchangeLoginCode, { code: body.code });
    return sessionAnswer(session);
  }
}

function isReason(error: unknown, reason: string): boolean {
  return error instanceof RpcError && error.reason === reason;
}

function signInRequestOf(identity: GoogleIdentity) {
  return {
    googleSubject: identity.subject,
    email: identity.email,
    name: identity.name,
    picture: identity.picture,
  };
}

/** The spec's answer to a Google sign-in: `isNewUser` when this sign-in created the account. */
function sessionAnswer(session: SessionReply) {
  return { success: true, token: session.token, isNewUser: session.isNewUser, user: toApiUser(session.user) };
}
