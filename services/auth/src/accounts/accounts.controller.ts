import { Controller } from '@nestjs/common';
import { AuthRpc } from '@paydraft/contracts';
import { Caller, RpcHandler, type RpcRequest } from '@paydraft/nest-kit';
import { AccountDeletionService } from '../deletion/account-deletion.service';
import { PasswordsService } from '../passwords/passwords.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccountsService, toAuthUser } from './accounts.service';
import { EmailChangeService } from './email-change.service';
import { GoogleAccountsService } from './google-accounts.service';
import { TestersService } from './testers.service';

/** Every auth.* subject: decode, call the rule, encode. */
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
    private readonly emailChange: EmailChangeService,
    private readonly testers: TestersService,
    private readonly google: GoogleAccountsService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @RpcHandler(AuthRpc.googleSignIn)
  googleSignIn(request: RpcRequest<typeof AuthRpc.googleSignIn>) {
    return this.google.signIn(request);
  }

  @RpcHandler(AuthRpc.googleLoginCode)
  googleLoginCode(request: RpcRequest<typeof AuthRpc.googleLoginCode>) {
    return this.google.loginCode(request);
  }

  @RpcHandler(AuthRpc.exchangeLoginCode)
  exchangeLoginCode(request: RpcRequest<typeof AuthRpc.exchangeLoginCode>) {
    return this.google.exchange(request.code);
  }

  @RpcHandler(AuthRpc.signup)
  signup(request: RpcRequest<typeof AuthRpc.signup>) {
    return this.accounts.signup(request);
  }

  @RpcHandler(AuthRpc.login)
  login(request: RpcRequest<typeof AuthRpc.login>) {
    return this.accounts.login(request);
  }

  @RpcHandler(AuthRpc.me)
  async me(_request: RpcRequest<typeof AuthRpc.me>, @Caller() caller: Caller) {
    return { user: await this.accounts.me(caller.userId) };
  }

  /** Signed in (account page), the caller's own username counts as available: keeping it is fine. */
  @RpcHandler(AuthRpc.checkUsername)
  async checkUsername(
    request: RpcRequest<typeof AuthRpc.checkUsername>,
    @Caller({ optional: true }) caller: Caller | undefined,
  ) {
    return { available: await this.accounts.isUsernameAvailable(request.username, caller?.userId) };
  }

  @RpcHandler(AuthRpc.checkEmail)
  async checkEmail(request: RpcRequest<typeof AuthRpc.checkEmail>) {
    return { available: await this.accounts.isEmailAvailable(request.email) };
  }

  @RpcHandler(AuthRpc.changePassword)
  async changePassword(request: RpcRequest<typeof AuthRpc.changePassword>, @Caller() caller: Caller) {
    await this.passwords.change(caller, request.currentPassword, request.newPassword);
    return {};
  }

  @RpcHandler(AuthRpc.logout)
  async logout(_request: RpcRequest<typeof AuthRpc.logout>, @Caller() caller: Caller) {
    await this.sessions.end(caller.sessionId);
    return {};
  }

  @RpcHandler(AuthRpc.deleteAccount)
  async deleteAccount(request: RpcRequest<typeof AuthRpc.deleteAccount>, @Caller() caller: Caller) {
    await this.deletion.delete(caller.userId, request);
    return {};
  }

  @RpcHandler(AuthRpc.forgotPassword)
  async forgotPassword(request: RpcRequest<typeof AuthRpc.forgotPassword>) {
    await this.passwords.forgot(request.email);
    return {};
  }

  @RpcHandler(AuthRpc.resetPassword)
  async resetPassword(request: RpcRequest<typeof AuthRpc.resetPassword>) {
    await this.passwords.reset(request.token, request.password);
    return {};
  }

  @RpcHandler(AuthRpc.changeUsername)
  async changeUsername(request: RpcRequest<typeof AuthRpc.changeUsername>, @Caller() caller: Caller) {
    await this.accounts.changeUsername(caller.userId, request.newUsername);
    return {};
  }

  @RpcHandler(AuthRpc.setPassword)
  async setPassword(request: RpcRequest<typeof AuthRpc.setPassword>, @Caller() caller: Caller) {
    await this.passwords.set(caller.userId, request.newPassword);
    return {};
  }

  @RpcHandler(AuthRpc.changeEmail)
  async changeEmail(request: RpcRequest<typeof AuthRpc.changeEmail>, @Caller() caller: Caller) {
    return { pendingEmail: await this.emailChange.request(caller.userId, request.newEmail) };
  }

  @RpcHandler(AuthRpc.confirmEmailChange)
  async confirmEmailChange(request: RpcRequest<typeof AuthRpc.confirmEmailChange>) {
    return { email: await this.emailChange.confirm(request.token) };
  }

  /** Asked by the gateway for every bearer token; no cache anywhere, so an ended session is refused at once. */
  @RpcHandler(AuthRpc.verifyToken)
  async verifyToken(request: RpcRequest<typeof AuthRpc.verifyToken>) {
    const session = await this.sessions.verify(request.token);
    const user = await this.accounts.existing(session.userId);
    return { userId: user._id, sessionId: session.sessionId, isTester: user.isTester };
  }

  /** Internal (the mailer, for the owner's notifications): no caller, the id comes from an event. */
  @RpcHandler(AuthRpc.contact)
  contact(request: RpcRequest<typeof AuthRpc.contact>) {
    return this.accounts.contact(request.userId);
  }

  /**
   * Operator only (`npm run admin -- grant-tester EMAIL`): no gateway route calls it, so it cannot be
   * reached from the web, and it takes no caller because an operator is no signed-in user.
   */
  @RpcHandler(AuthRpc.setTester)
  async setTester(request: RpcRequest<typeof AuthRpc.setTester>) {
    const { user, changed } = await this.testers.setTester(request.email, request.isTester);
    return { user: toAuthUser(user), changed };
  }
}
