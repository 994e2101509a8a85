import 'reflect-metadata';
import { ownDatabase, runService } from '@paydraft/nest-kit';
import { authEnvSchema } from './config/auth.config';
import { AuthModule } from './auth.module';

runService({ service: 'auth', envSchema: authEnvSchema, store: ownDatabase('auth'), feature: () => AuthModule });
