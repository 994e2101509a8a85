import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { AccountExport } from './export/account-export';

@Module({
  controllers: [AccountController],
  providers: [AccountExport],
})
export class AccountModule {}
