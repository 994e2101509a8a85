import { Injectable } from '@nestjs/common';
import { AuthEvents, ServiceErrorReasons } from '@paydraft/contracts';
import { EventPublisher, InjectModel, isDuplicateKeyError, ServiceException } from '@paydraft/nest-kit';
import type { Model } from 'mongoose';
import { OneTimeTokensService } from '../passwords/one-time-tokens.service';
import { USER_MODEL, type User } from '../users/user.schema';
import { identityKey, isEmail } from './account-rules';
import { AccountsService } from './accounts.service';

const NOT_USABLE = 'This email address is not usable';

/** Changing the address an account signs in with, confirmed from the new mailbox (24 hours). */
@Injectable()
export class EmailChangeService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<User>,
    private readonly accounts: AccountsService,
    private readonly tokens: OneTimeTokensService,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Records the address as pending and asks the mailer (by event) to send the confirmation link; the
   * links of earlier requests stop working (OneTimeTokensService.issue), so only the latest confirms.
   */
  async request(userId: string, newEmail: string): Promise<string> {
    const user = await this.accounts.existing(userId);
    const email = newEmail.trim();
    if (!isEmail(email))
      throw new ServiceException(ServiceErrorReasons.INVALID, 'Please enter a valid email address');
    if (identityKey(email) === user.emailKey || !(await this.accounts.isEmailAvailable(email))) {
      throw new ServiceException(ServiceErrorReasons.EMAIL_TAKEN, NOT_USABLE);
    }
    await this.users.updateOne({ _id: userId }, { $set: { pendingEmail: email } });
    const { token, expiresAt } = await this.tokens.issue('email_change', userId, email);
    await this.events.publish(AuthEvents.emailChangeRequested, {
      userId,
      newEmail: email,
      token,
      expiresAt: expiresAt.toISOString(),
    });
    return email;
  }

  /**
   * Makes the token's address the account's; the token then stops working, and so does every reset
   * link sent before, to whichever address: a reset now goes only to the new one.
   */
  async confirm(token: string): Promise<string> {
    const used = await this.tokens.consume('email_change', token);
    if (!used?.subject) {
      throw new ServiceException(
        ServiceErrorReasons.INVALID_EMAIL_CHANGE_TOKEN,
        'Invalid or expired confirmation link',
      );
    }
    const user = await this.accounts.existing(used.userId);
    const email = used.subject;
    try {
      await this.users.updateOne(
        { _id: user._id },
        {
          $set: { email, emailKey: identityKey(email) },
          ...(user.pendingEmail === email ? { $unset: { pendingEmail: 1 } } : {}),
        },
      );
    } catch (error) {
      // Another account took the address since the request.
      if (isDuplicateKeyError(error)) {
        throw new ServiceException(ServiceErrorReasons.EMAIL_TAKEN, NOT_USABLE);
      }
      throw error;
    }
    await this.tokens.revoke('password_reset', user._id);
    await this.events.publish(AuthEvents.userEmailChanged, {
      userId: user._id,
      oldEmail: user.email,
      newEmail: email,
    });
    return email;
  }
}
