import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { isIanaTimeZone } from '../common/time/time-zone';
import { prepared, sql } from '../database/sql';
import { PasswordService, passwordProblem } from './password.service';
import { User, UserRole } from './user.entity';

export interface NewUser {
  email: string;
  name: string;
  password: string;
  timeZone?: string;
  role?: UserRole;
}

const USER_COLUMNS = `id, email, name, time_zone AS "timeZone", week_start AS "weekStart", locale, password_hash AS "passwordHash",
          role, created_at AS "createdAt", updated_at AS "updatedAt"`;
const FIND_BY_ID = prepared('users_find_by_id', `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`);

/** A column worked out from another folder's table: a scalar subquery of that folder's, given the user id's SQL. */
export type UserColumn = (userId: string) => string;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
  ) {}

  /** Creates an account. Throws `ValidationError` (weak password, bad time zone) or `ConflictError` (email taken). */
  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    const problem = passwordProblem(input.password, email);
    if (problem) throw new ValidationError(problem);
    const timeZone = input.timeZone ?? 'UTC';
    if (!isIanaTimeZone(timeZone)) throw new ValidationError(`"${timeZone}" is not an IANA time zone.`);
    const passwordHash = await this.passwords.hash(input.password);
    // The unique constraint decides, so two simultaneous signups cannot both take one address.
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({ email, name: input.name.trim(), timeZone, passwordHash, role: input.role ?? 'user' })
      .orIgnore()
      .returning('id')
      .execute();
    const row = (inserted.raw as { id: number }[])[0];
    if (!row) throw new ConflictError('An account with this email address already exists.');
    return (await this.findById(row.id))!;
  }

  /** Changes the profile fields a person (or an app with PROFILE_WRITE) may edit. */
  async updateProfile(id: number, changes: Partial<Pick<User, 'name' | 'timeZone' | 'weekStart' | 'locale'>>): Promise<User> {
    const values: Partial<User> = {};
    if (changes.name !== undefined) {
      values.name = changes.name.trim();
      if (!values.name) throw new ValidationError('The name must not be empty.');
    }
    if (changes.timeZone !== undefined) {
      if (!isIanaTimeZone(changes.timeZone)) throw new ValidationError(`"${changes.timeZone}" is not an IANA time zone.`);
      values.timeZone = changes.timeZone;
    }
    if (changes.weekStart !== undefined) values.weekStart = changes.weekStart;
    if (changes.locale !== undefined) values.locale = canonicalLocale(changes.locale);
    if (Object.keys(values).length > 0) await this.users.update({ id }, values);
    const user = await this.findById(id);
    if (!user) throw new NotFoundError('No such user.');
    return user;
  }

  /** By id, in one prepared statement: `GET /v2/me` asks this on every call. */
  async findById(id: number): Promise<User | null> {
    const { rows: [row] } = await sql<User>(this.users.manager.connection, FIND_BY_ID, [id]);
    return row ? Object.assign(new User(), row) : null;
  }

  /**
   * A reader of one person's row with further columns read in the same statement, each a scalar
   * subquery written by the folder that owns its table (a profile names the default schedule and
   * the organization: one round trip, not three). Made once, as a prepared statement.
   */
  rowWith<K extends string>(name: string, columns: Record<K, UserColumn>): (id: number) => Promise<{ user: User; extra: Record<K, unknown> } | null> {
    const keys = Object.keys(columns) as K[];
    const extra = keys.map((key) => `(${columns[key]('u.id')}) AS "${key}"`).join(', ');
    const statement = prepared(name, `SELECT ${USER_COLUMNS}, ${extra} FROM users u WHERE u.id = $1`);
    return async (id) => {
      const { rows: [row] } = await sql<User & Record<K, unknown>>(this.users.manager.connection, statement, [id]);
      if (!row) return null;
      const values = Object.fromEntries(keys.map((key) => [key, row[key]])) as Record<K, unknown>;
      for (const key of keys) delete (row as Record<string, unknown>)[key];
      return { user: Object.assign(new User(), row), extra: values };
    };
  }

  /**
   * `m`, here and below: the caller's transaction, when it asks from inside one. The read then runs
   * on the transaction's connection: from a second one it could wait for ever on a pool the
   * caller's lock holders have filled (the embedded database's pool has one connection).
   */
  findByEmail(email: string, m: EntityManager = this.users.manager): Promise<User | null> {
    return m.findOneBy(User, { email: normalizeEmail(email) });
  }

  /** These accounts' names and email addresses, in the database's order of emails (as lists of people show them). */
  async peopleOf(ids: number[], m: EntityManager = this.users.manager): Promise<Pick<User, 'id' | 'name' | 'email'>[]> {
    return ids.length ? m.find(User, { select: { id: true, name: true, email: true }, where: { id: In(ids) }, order: { email: 'ASC' } }) : [];
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A BCP 47 language tag in its canonical form (`en-gb` → `en-GB`). */
function canonicalLocale(tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) return canonical;
  } catch {
    // fall through
  }
  throw new ValidationError(`"${tag}" is not a BCP 47 language tag (e.g. en, en-GB, pt-BR).`);
}
