import { Inject, Injectable } from '@nestjs/common';
import { UnauthorizedError } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuthFailuresService, FailureLimit } from './auth-failures.service';
import { PasswordService } from './password.service';
import { User } from './user.entity';
import { NewUser, normalizeEmail, UsersService } from './users.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly failures: AuthFailuresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Checks an email and password. Failures are counted per account (whether or not it exists, so
   * the limit reveals nothing), and past the limit every attempt is refused with 429 until the
   * window ends, even a correct one: letting a correct password through would tell a guesser when
   * they found it. Each attempt is reserved before bcrypt runs, so parallel guesses count too.
   */
  async authenticate(email: string, password: string): Promise<User> {
    const limit: FailureLimit = {
      key: `login:${normalizeEmail(email)}`,
      max: this.config.limits.loginFailuresPer15Minutes,
      windowSeconds: 15 * 60,
      message: 'Too many failed sign-in attempts for this account.',
    };
    await this.failures.reserve(limit);
    const user = await this.users.findByEmail(email);
    if (!(await this.passwords.verify(password, user?.passwordHash)) || !user) {
      throw new UnauthorizedError('Incorrect email or password.', 'invalid_credentials');
    }
    await this.failures.release(limit);
    return user;
  }

  /**
   * Creates an account from the sign-up form. Sign-up must say when an address is taken (the person
   * needs to know), so it answers "does this address have an account?" to anyone: every attempt
   * counts, per address and per IP, before anything is checked, and past either limit the answer
   * is 429 whatever the outcome would have been. An hour is long enough to make bulk checks
   * useless and short enough for a person who mistyped a few times.
   */
  async signUp(input: NewUser, ip: string): Promise<User> {
    const hour = { windowSeconds: 3600, message: 'Too many sign-up attempts.' };
    await this.failures.reserve({ ...hour, key: `signup:ip:${ip}`, max: this.config.limits.signupsPerIpPerHour });
    await this.failures.reserve({ ...hour, key: `signup:email:${normalizeEmail(input.email)}`, max: this.config.limits.signupsPerAddressPerHour });
    return this.users.create(input);
  }
}
