import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClockModule } from '../common/time/clock.module';
import { AuthFailure } from './auth-failure.entity';
import { AuthFailuresService } from './auth-failures.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf.service';
import { PasswordService } from './password.service';
import { Session } from './session.entity';
import { SessionFlash } from './session-flash.entity';
import { SessionFlashService } from './session-flash.service';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';
import { SettingsPagesController } from './settings.pages.controller';
import { SignInPurposes } from './sign-in-purpose';
import { AdminWork } from './admin-work';
import { AccountsJobs } from './accounts.jobs';
import { AccountAdminService } from './account-admin.service';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, Session, SessionFlash, AuthFailure]), ClockModule],
  controllers: [AuthController, SettingsPagesController],
  providers: [
    AuthService,
    AuthFailuresService,
    CsrfService,
    PasswordService,
    SessionGuard,
    SessionsService,
    SessionFlashService,
    SignInPurposes,
    AdminWork,
    UsersService,
    AccountAdminService,
    AccountsJobs,
  ],
  exports: [AccountAdminService, AuthFailuresService, CsrfService, SessionGuard, SessionsService, SessionFlashService, SignInPurposes, AdminWork, UsersService],
})
export class AccountsModule {}
