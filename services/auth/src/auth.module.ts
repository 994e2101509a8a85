import { Module, type DynamicModule } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { LOGIN_FAILURE_MODEL, loginFailureSchema } from './abuse/login-failure.schema';
import { LoginFailuresService } from './abuse/login-failures.service';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { EmailChangeService } from './accounts/email-change.service';
import { GoogleAccountsService } from './accounts/google-accounts.service';
import { TestersService } from './accounts/testers.service';
import { AccountDeletionService } from './deletion/account-deletion.service';
import { UserDeletedController } from './deletion/user-deleted.controller';
import { AUTH_CONFIG, type AuthEnv } from './config/auth.config';
import { ONE_TIME_TOKEN_MODEL, oneTimeTokenSchema } from './passwords/one-time-token.schema';
import { OneTimeTokensService } from './passwords/one-time-tokens.service';
import { PasswordHasher } from './passwords/password-hasher';
import { PasswordsService } from './passwords/passwords.service';
import { PurgeExpiredService } from './sessions/purge-expired.service';
import { SESSION_MODEL, sessionSchema } from './sessions/session.schema';
import { SessionsService } from './sessions/sessions.service';
import { USER_MODEL, userSchema } from './users/user.schema';

/** Accounts, sessions and password tokens, in the auth service's own database. */
@Module({})
export class AuthModule {
  static register(config: AuthEnv): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        MongoModule.forFeature([
          { name: USER_MODEL, schema: userSchema },
          { name: SESSION_MODEL, schema: sessionSchema },
          { name: ONE_TIME_TOKEN_MODEL, schema: oneTimeTokenSchema },
          { name: LOGIN_FAILURE_MODEL, schema: loginFailureSchema },
        ]),
      ],
      controllers: [AccountsController, UserDeletedController],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        PasswordHasher,
        LoginFailuresService,
        SessionsService,
        OneTimeTokensService,
        AccountsService,
        PasswordsService,
        EmailChangeService,
        TestersService,
        GoogleAccountsService,
        PurgeExpiredService,
        AccountDeletionService,
      ],
    };
  }
}
