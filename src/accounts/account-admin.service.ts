import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../common/api/pagination';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { sql } from '../database/sql';
import { PasswordService, passwordProblem } from './password.service';
import { User } from './user.entity';
import { normalizeEmail } from './users.service';

/** What an operator does to accounts (the CLI): list them, reset a password, give or take the admin role. */
@Injectable()
export class AccountAdminService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
  ) {}

  /** Accounts, oldest first, one page (`take`, `skip`: as `PageQueryDto` validated them). */
  async list({ take, skip }: { take: number; skip: number }): Promise<Page<User>> {
    const [items, total] = await this.users.findAndCount({ order: { id: 'ASC' }, take, skip });
    return { items, total, take, skip };
  }

  /**
   * Gives an account a new password, under the rules of sign-up, hashed as every password is, and
   * ends the account's sessions in the same transaction: whoever was signed in (the person, or
   * someone who had taken the account over) signs in again, with the new password. The apps the
   * account authorized keep their grants: after a takeover, the person revokes them at
   * /settings/apps once signed in.
   */
  async setPassword(email: string, password: string): Promise<{ user: User; sessionsEnded: number }> {
    const address = normalizeEmail(email);
    const problem = passwordProblem(password, address);
    if (problem) throw new ValidationError(problem);
    const passwordHash = await this.passwords.hash(password);
    return this.users.manager.transaction(async (m) => {
      const { rows: [row] } = await sql<{ id: number }>(m, `UPDATE users SET password_hash = $2, updated_at = now() WHERE email = $1 RETURNING id`, [address, passwordHash]);
      if (!row) throw noAccount(email);
      const { affected } = await sql(m, `DELETE FROM sessions WHERE user_id = $1`, [row.id]);
      return { user: (await m.findOneBy(User, { id: row.id }))!, sessionsEnded: affected };
    });
  }

  /** Makes an account an administrator; `changed` is false when it already was one. */
  async makeAdmin(email: string): Promise<{ user: User; changed: boolean }> {
    const address = normalizeEmail(email);
    const { affected } = await sql(this.users.manager, `UPDATE users SET role = 'admin', updated_at = now() WHERE email = $1 AND role <> 'admin'`, [address]);
    const user = await this.users.findOneBy({ email: address });
    if (!user) throw noAccount(email);
    return { user, changed: affected > 0 };
  }

  /**
   * Takes the admin role from an account; `changed` is false when it was not an administrator.
   * Refused for the last administrator: nobody could review clients any more, and only the CLI
   * could make a new one.
   */
  async removeAdmin(email: string): Promise<{ user: User; changed: boolean }> {
    const address = normalizeEmail(email);
    return this.users.manager.transaction(async (m) => {
      // Every administrator's row, locked: two removals at once take turns, and the second sees what
      // the first left (its lock wait ends with the rows re-read), so they cannot remove the last two.
      const { rows: admins } = await sql<{ id: number; email: string }>(m, `SELECT id, email FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`, []);
      const target = admins.find((a) => a.email === address);
      if (target && admins.length === 1) {
        throw new ConflictError(`${target.email} is the last administrator; make another account an administrator first.`);
      }
      if (target) await sql(m, `UPDATE users SET role = 'user', updated_at = now() WHERE id = $1`, [target.id]);
      const user = await m.findOneBy(User, { email: address });
      if (!user) throw noAccount(email);
      return { user, changed: target !== undefined };
    });
  }
}

const noAccount = (email: string) => new NotFoundError(`No user with the email ${email}.`);
