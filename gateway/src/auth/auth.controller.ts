import { Body, ConflictException, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthRpc, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcClient, RpcError } from '@paydraft/nest-kit';
import type { Request } from 'express';
import type { z } from 'zod';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { AuthLimits } from './abuse/auth-limits';
import { requireCaller, toApiUser } from './auth-user';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  changeUsernameBodySchema,
  checkEmailBodySchema,
  confirmEmailChangeBodySchema,
  forgotPasswordBodySchema,
  isWellFormedUsername,
  loginBodySchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
  signupBodySchema,
  type SignupBody,
} from './auth.body';
import { requireBotCheck } from './bot-check/bot-check';
import { BotCheckActions, BotCheckVerifier } from './bot-check/bot-check-verifier';
import { ApiAnswer, okAnswerSchema } from '../openapi/api-answer';
import {
  emailAvailabilitySchema,
  emailChangedSchema,
  emailChangeStartedSchema,
  meAnswerSchema,
  messageAnswerSchema,
  sessionAnswerSchema,
  usernameAvailabilitySchema,
} from './auth.answer';

/** The same answer for a known and an unknown address (forgot-password must not tell them apart). */
const RESET_SENT_MESSAGE = 'If an account exists for that address, a reset link is on its way.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: AuthLimits,
    private readonly botCheck: BotCheckVerifier,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiBody({ schema: openApiSchemaOf(signupBodySchema) })
  @ApiErrorResponses({
    400: 'Invalid input (spec order), or the bot check failed (`auth.bot_check_failed`)',
    409: 'Email (redirectToLogin) or username taken',
    429: 'Too many attempts',
  })
  @ApiAnswer(sessionAnswerSchema, { status: 201, description: 'The new account, signed in' })
  async signup(
    @Body(new ZodBodyPipe(signupBodySchema)) body: SignupBody,
    // Read beside the validated body, which carries only what the auth service is sent.
    @Body('recaptchaToken') recaptchaToken: unknown,
    @Req() request: Request,
  ) {
    await this.limits.network('signup', request);
    // After the rules, so the page sees an invalid form as such; before the service, so bots cost it nothing.
    await requireBotCheck(this.botCheck, recaptchaToken, BotCheckActions.SIGNUP);
    try {
      const session = await this.rpc.request(AuthRpc.signup, body);
      return { success: true, token: session.token, user: toApiUser(session.user) };
    } catch (error) {
      if (error instanceof RpcError && error.reason === ServiceErrorReasons.EMAIL_TAKEN.code) {
        throw new ConflictException({ message: error.message, code: error.reason, redirectToLogin: true });
      }
      throw error;
    }
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with an email address or a username' })
  @ApiBody({ schema: openApiSchemaOf(loginBodySchema) })
  @ApiErrorResponses({
    400: 'Missing field',
    401: 'Invalid email/username or password',
    429: 'Too many attempts',
  })
  @ApiAnswer(sessionAnswerSchema, { description: 'Signed in' })
  async login(
    @Body(new ZodBodyPipe(loginBodySchema)) body: z.infer<typeof loginBodySchema>,
    @Req() request: Request,
  ) {
    await this.limits.network('login', request);
    const session = await this.rpc.request(AuthRpc.login, body);
    return { success: true, token: session.token, user: toApiUser(session.user) };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiErrorResponses({ 401: 'No valid session' })
  @ApiAnswer(meAnswerSchema, { description: 'The signed-in user' })
  async me() {
    requireCaller();
    const reply = await this.rpc.request(AuthRpc.me, {});
    return { success: true, user: toApiUser(reply.user) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its token is refused from now on' })
  @ApiErrorResponses({ 401: 'No valid session' })
  @ApiAnswer(okAnswerSchema)
  async logout() {
    requireCaller();
    await this.rpc.request(AuthRpc.logout, {});
    return { success: true };
  }

  @Get('check-username/:username')
  @ApiOperation({ summary: 'Whether a username is free (signup page)' })
  @ApiErrorResponses({ 400: 'The bot check failed (`auth.bot_check_failed`)', 429: 'Too many attempts' })
  @ApiAnswer(usernameAvailabilitySchema)
  async checkUsername(
    @Param('username') username: string,
    @Query('recaptchaToken') recaptchaToken: unknown,
    @Req() request: Request,
  ) {
    await this.limits.network('check-username', request);
    // Without it the public check is a free oracle for harvesting usernames.
    await requireBotCheck(this.botCheck, recaptchaToken, BotCheckActions.USERNAME_CHECK);
    return this.usernameAvailability(username);
  }

  @Get('check-username-auth/:username')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether a username is free (account page)' })
  @ApiErrorResponses({ 401: 'No valid session' })
  @ApiAnswer(usernameAvailabilitySchema)
  checkUsernameSignedIn(@Param('username') username: string) {
    requireCaller();
    return this.usernameAvailability(username);
  }

  @Post('check-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an email address is free' })
  @ApiBody({ schema: openApiSchemaOf(checkEmailBodySchema) })
  @ApiErrorResponses({ 400: 'Not an email address', 429: 'Too many attempts' })
  @ApiAnswer(emailAvailabilitySchema)
  async checkEmail(
    @Body(new ZodBodyPipe(checkEmailBodySchema)) body: z.infer<typeof checkEmailBodySchema>,
    @Req() request: Request,
  ) {
    await this.limits.network('check-email', request);
    const reply = await this.rpc.request(AuthRpc.checkEmail, body);
    return { available: reply.available };
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Change the password; the user's other sessions end at once" })
  @ApiBody({ schema: openApiSchemaOf(changePasswordBodySchema) })
  @ApiErrorResponses({ 400: 'Wrong current password or too short', 401: 'No valid session' })
  @ApiAnswer(okAnswerSchema)
  async changePassword(
    @Body(new ZodBodyPipe(changePasswordBodySchema)) body: z.infer<typeof changePasswordBodySchema>,
  ) {
    requireCaller();
    await this.rpc.request(AuthRpc.changePassword, body);
    return { success: true };
  }

  @Post('change-username')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change the username (3 to 30 letters and digits, unique regardless of case)' })
  @ApiBody({ schema: openApiSchemaOf(changeUsernameBodySchema) })
  @ApiErrorResponses({ 400: 'Not a valid username', 401: 'No valid session', 409: 'Username taken' })
  @ApiAnswer(okAnswerSchema)
  async changeUsername(
    @Body(new ZodBodyPipe(changeUsernameBodySchema)) body: z.infer<typeof changeUsernameBodySchema>,
  ) {
    requireCaller();
    await this.rpc.request(AuthRpc.changeUsername, body);
    return { success: true };
  }

  @Post('set-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Set a first password on an account that has none (Google sign-in)' })
  @ApiBody({ schema: openApiSchemaOf(setPasswordBodySchema) })
  @ApiErrorResponses({ 400: 'Too short, or a password exists already', 401: 'No valid session' })
  @ApiAnswer(okAnswerSchema)
  async setPassword(
    @Body(new ZodBodyPipe(setPasswordBodySchema)) body: z.infer<typeof setPasswordBodySchema>,
  ) {
    requireCaller();
    await this.rpc.request(AuthRpc.setPassword, body);
    return { success: true };
  }

  @Post('change-email')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Ask to change the email address; the new mailbox gets a confirmation link (24 h)',
  })
  @ApiBody({ schema: openApiSchemaOf(changeEmailBodySchema) })
  @ApiErrorResponses({
    400: 'Not an email address',
    401: 'No valid session',
    409: 'Address not usable',
    429: 'Too many mails',
  })
  @ApiAnswer(emailChangeStartedSchema, {
    description: 'A confirmation link is on its way to the new address',
  })
  async changeEmail(
    @Body(new ZodBodyPipe(changeEmailBodySchema)) body: z.infer<typeof changeEmailBodySchema>,
  ) {
    requireCaller();
    await this.limits.mailTo(body.newEmail);
    const reply = await this.rpc.request(AuthRpc.changeEmail, body);
    return {
      success: true,
      message: 'A confirmation link is on its way to the new address',
      pendingEmail: reply.pendingEmail,
    };
  }

  @Post('confirm-email-change')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm an email change with the token of its link (once)' })
  @ApiBody({ schema: openApiSchemaOf(confirmEmailChangeBodySchema) })
  @ApiErrorResponses({ 400: 'Invalid, used or expired link', 409: 'Address taken meanwhile' })
  @ApiAnswer(emailChangedSchema, { description: 'The new address' })
  async confirmEmailChange(
    @Body(new ZodBodyPipe(confirmEmailChangeBodySchema)) body: z.infer<typeof confirmEmailChangeBodySchema>,
  ) {
    const reply = await this.rpc.request(AuthRpc.confirmEmailChange, body);
    return { success: true, email: reply.email };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a reset link; answers the same whether or not the address has an account' })
  @ApiBody({ schema: openApiSchemaOf(forgotPasswordBodySchema) })
  @ApiErrorResponses({ 400: 'Not an email address', 429: 'Too many attempts' })
  @ApiAnswer(messageAnswerSchema)
  async forgotPassword(
    @Body(new ZodBodyPipe(forgotPasswordBodySchema)) body: z.infer<typeof forgotPasswordBodySchema>,
    @Req() request: Request,
  ) {
    await this.limits.network('forgot-password', request);
    await this.limits.mailTo(body.email);
    await this.rpc.request(AuthRpc.forgotPassword, body);
    return { success: true, message: RESET_SENT_MESSAGE };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the token of a reset link (once); every session ends' })
  @ApiBody({ schema: openApiSchemaOf(resetPasswordBodySchema) })
  @ApiErrorResponses({ 400: 'Invalid, used or expired link, or too short a password' })
  @ApiAnswer(messageAnswerSchema)
  async resetPassword(
    @Body(new ZodBodyPipe(resetPasswordBodySchema)) body: z.infer<typeof resetPasswordBodySchema>,
  ) {
    await this.rpc.request(AuthRpc.resetPassword, body);
    return { success: true, message: 'Password has been reset. You can now sign in.' };
  }

  private async usernameAvailability(username: string) {
    if (!isWellFormedUsername(username)) {
      return { available: false, message: 'Username must be 3 to 30 letters and numbers' };
    }
    const { available } = await this.rpc.request(AuthRpc.checkUsername, { username });
    return { available, message: available ? 'Username is available' : 'Username is already taken' };
  }
}
