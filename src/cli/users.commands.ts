import { Command, CommandRunner, Option } from 'nest-commander';
import { AccountAdminService } from '../accounts/account-admin.service';
import { LoginDto } from '../accounts/dto/auth.dto';
import type { User } from '../accounts/user.entity';
import { parseInput } from '../common/validation/parse-input';
import { PageQueryDto, pageWindow } from '../common/api/pagination';
import { out } from './cli-output';
import { readPassword } from './read-password';

/** One account per line, tab-separated: id, email, role, created, and the name last, quoted (it may hold anything). */
const row = (u: User) => [u.id, u.email, u.role, u.createdAt.toISOString(), JSON.stringify(u.name)].join('\t');

@Command({ name: 'users:list', description: 'List accounts, oldest first: id, email, role (admin or user), created, name; one page (--take, --skip) or --all' })
export class UsersListCommand extends CommandRunner {
  constructor(private readonly accounts: AccountAdminService) {
    super();
  }

  async run(_args: string[], options: { take?: string; skip?: string; all?: boolean }) {
    // The API's paging rules and messages (take 1 to 250, 100 by default).
    let window = pageWindow(parseInput(PageQueryDto, { take: options.take, skip: options.skip }));
    for (;;) {
      const page = await this.accounts.list(window);
      for (const user of page.items) out(row(user));
      const shown = page.skip + page.items.length;
      if (shown >= page.total || page.items.length === 0) return;
      if (options.all) {
        window = { take: window.take, skip: shown };
        continue;
      }
      // On stderr: stdout stays one line per account.
      process.stderr.write(`${page.total - shown} more: --skip ${shown} for the next page, or --all\n`);
      return;
    }
  }

  @Option({ flags: '--take <n>', description: 'Accounts per page (1 to 250, default 100)' })
  parseTake(v: string) {
    return v;
  }

  @Option({ flags: '--skip <n>', description: 'Accounts to skip (default 0)' })
  parseSkip(v: string) {
    return v;
  }

  @Option({ flags: '--all', description: 'Every account, page after page' })
  parseAll() {
    return true;
  }
}

@Command({
  name: 'users:set-password',
  description: "Give an account a new password (the sign-up rules) and end its sessions; without --password it is read from standard input",
})
export class UsersSetPasswordCommand extends CommandRunner {
  constructor(private readonly accounts: AccountAdminService) {
    super();
  }

  async run(_args: string[], options: { email: string; password?: string }) {
    const password = options.password ?? (await readPassword(`New password for ${options.email} (not shown): `));
    const input = parseInput(LoginDto, { email: options.email, password });
    const { user, sessionsEnded } = await this.accounts.setPassword(input.email, input.password);
    out(`Changed the password of ${user.email}; ended ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'}`);
  }

  @Option({ flags: '--email <email>', description: 'The account', required: true })
  parseEmail(v: string) {
    return v;
  }

  @Option({ flags: '--password <password>', description: 'The new password (else read from standard input: a prompt, or a pipe)' })
  parsePassword(v: string) {
    return v;
  }
}

@Command({ name: 'users:make-admin', description: 'Make an existing account an administrator' })
export class UsersMakeAdminCommand extends CommandRunner {
  constructor(private readonly accounts: AccountAdminService) {
    super();
  }

  async run(_args: string[], options: { email: string }) {
    const { user, changed } = await this.accounts.makeAdmin(options.email);
    out(changed ? `${user.email} is now an administrator` : `${user.email} was already an administrator`);
  }

  @Option({ flags: '--email <email>', description: 'The account', required: true })
  parseEmail(v: string) {
    return v;
  }
}

@Command({ name: 'users:remove-admin', description: 'Take the administrator role from an account (refused for the last administrator)' })
export class UsersRemoveAdminCommand extends CommandRunner {
  constructor(private readonly accounts: AccountAdminService) {
    super();
  }

  async run(_args: string[], options: { email: string }) {
    const { user, changed } = await this.accounts.removeAdmin(options.email);
    out(changed ? `${user.email} is no longer an administrator` : `${user.email} was not an administrator`);
  }

  @Option({ flags: '--email <email>', description: 'The account', required: true })
  parseEmail(v: string) {
    return v;
  }
}

export const USER_COMMANDS = [UsersListCommand, UsersSetPasswordCommand, UsersMakeAdminCommand, UsersRemoveAdminCommand];
