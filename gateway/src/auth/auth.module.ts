import { Module } from '@nestjs/common';
import { AuthLimits } from './abuse/auth-limits';
import { AuthController } from './auth.controller';

@Module({ controllers: [AuthController], providers: [AuthLimits] })
export class AuthModule {}
