import { Command, CommandRunner, Option } from 'nest-commander';
import { UsersService } from '../accounts/users.service';
import { isEmail } from 'class-validator';
import { CliError, out } from './cli-output';

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
    // The sign-up page's rule: the address someone signs in with must be one.
    if (!isEmail(options.email)) throw new CliError(`"${options.email}" is not an email address.`);
    const user = await this.users.create({
      email: options.email,
      name: options.name,
      password: options.password,
      timeZone: options.timeZone,
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
