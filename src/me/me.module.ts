import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MeController } from './me.controller';

@Module({ imports: [AccountsModule], controllers: [MeController] })
export class MeModule {}
