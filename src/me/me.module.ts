import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MeController } from './me.controller';
import { ProfilesService } from './profiles.service';

@Module({ imports: [AccountsModule], controllers: [MeController], providers: [ProfilesService], exports: [ProfilesService] })
export class MeModule {}
