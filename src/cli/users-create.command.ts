import { Command, CommandRunner, Option } from 'nest-commander';
import { SignupDto } from '../accounts/dto/auth.dto';
import { UsersService } from '../accounts/users.service';
import { parseInput } from '../common/validation/parse-input';
import { out } from './cli-output';

interface Options {
  email: string;
  name: string;
  password: string;
  admin?: boolean;
  timeZone?: string;
}

@Command({ name: 'users:create', description: 'Create a user account; --admin makes it an administrator' })
export class UsersCreateCommand extends CommandRunner {
  constructor(private readonly users: UsersService) {
    super();
  }

  async run(_args: string[], options: Options): Promise<void> {
    // The sign-up form's rules and messages (the password's further rules are the service's, as for sign-up).
    const input = parseInput(SignupDto, { email: options.email, name: options.name, password: options.password, timeZone: options.timeZone });
    const user = await this.users.create({
      email: input.email,
      name: input.name,
      password: input.password,
      timeZone: input.timeZone,
      role: options.admin ? 'admin' : 'user',
    });
    out(`Created ${user.role} ${user.email} (id ${user.id})`);
  }

  @Option({ flags: '--email <email>', description: 'Sign-in email address', required: true })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--name <name>', description: 'Display name', required: true })
  parseName(value: string): string {
    return value;
  }

  @Option({ flags: '--password <password>', description: 'At least 10 characters', required: true })
  parsePassword(value: string): string {
    return value;
  }

  @Option({ flags: '--time-zone <zone>', description: 'IANA time zone (default UTC)' })
  parseTimeZone(value: string): string {
    return value;
  }

  @Option({ flags: '--admin', description: 'Give the account the admin role' })
  parseAdmin(): boolean {
    return true;
  }
}
