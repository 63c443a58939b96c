import { type DataSource, type EntityManager } from 'typeorm';
import type { UsersService } from '../../accounts/users.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { violates } from '../../common/api/db-errors';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { AddMemberDto, Membership, UpdateMemberDto } from './membership.dto';
import { ACCEPTED_MEMBER } from './membership-columns';
import { type Acting, membershipRules, type Unit } from './membership-rules';
import { sql } from '../../database/sql';

/** Where a kind of group keeps its memberships, and what else a change involves. Identifiers are constants of ours, never input. */
export interface MembershipTables {
  unit: Unit;
  groups: 'teams' | 'organizations';
  table: 'team_memberships' | 'organization_memberships';
  groupColumn: 'team_id' | 'organization_id';
  /** Runs before a membership is added, in its transaction (e.g. "only the organization's members may join its teams"). */
  beforeAdd?: (m: EntityManager, groupId: number, userId: number) => Promise<void>;
  /** Runs after a membership is removed, in its transaction (e.g. leaving an organization leaves its teams). */
  afterRemove?: (m: EntityManager, groupId: number, removed: Membership) => Promise<void>;
}

/**
 * The memberships of one kind of group (teams, organizations). Every change runs in a transaction
 * that first locks the group's row, so concurrent changes apply one after the other and the
 * last-owner rule counts owners no one else is changing at that moment. The people are accounts'
 * (`users`): they are asked of `UsersService`, not read here, in the same transaction.
 */
export class Memberships {
  constructor(
    private readonly dataSource: DataSource,
    private readonly t: MembershipTables,
    private readonly users: UsersService,
  ) {}

  async list(groupId: number, query: PageQueryDto = {}): Promise<Page<Membership>> {
    const { take, skip } = pageWindow(query);
    const items = await this.select(this.dataSource.manager, `m.${this.t.groupColumn} = $1 ORDER BY m.id LIMIT $2 OFFSET $3`, [groupId, take, skip]);
    const [{ total }] = (
      await sql<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total FROM ${this.t.table} WHERE ${this.t.groupColumn} = $1`, [groupId])
    ).rows;
    return { items, total, take, skip };
  }

  async get(groupId: number, id: number, m: EntityManager = this.dataSource.manager): Promise<Membership> {
    const [membership] = Number.isSafeInteger(id) ? await this.select(m, `m.${this.t.groupColumn} = $1 AND m.id = $2`, [groupId, id]) : [];
    if (!membership) throw new NotFoundError('Membership not found.');
    return membership;
  }

  async add(actor: Acting, groupId: number, dto: AddMemberDto): Promise<Membership> {
    if ((dto.email === undefined) === (dto.userId === undefined)) throw new ValidationError('Give either email or userId of the person to add.');
    const role = dto.role ?? 'MEMBER';
    membershipRules.add(this.t.unit, actor, role);
    return this.inGroup(groupId, async (m) => {
      const userId = await this.findPerson(m, dto);
      await this.t.beforeAdd?.(m, groupId, userId);
      try {
        const [{ id }] = (await sql<{ id: number }>(
          m,
          `INSERT INTO ${this.t.table} (${this.t.groupColumn}, user_id, role, accepted) VALUES ($1, $2, $3, false) RETURNING id`,
          [groupId, userId, role],
        )).rows;
        return this.get(groupId, id, m);
      } catch (error) {
        if (violates(error, `${this.t.table}_${this.t.groupColumn}_user_id_key`)) {
          throw new ConflictError(`This person is already a member of the ${this.t.unit}, or invited to it.`);
        }
        throw error;
      }
    });
  }

  async update(actor: Acting, groupId: number, id: number, dto: UpdateMemberDto): Promise<Membership> {
    if (dto.role === undefined && dto.accepted === undefined) throw new ValidationError('Give role or accepted.');
    return this.inGroup(groupId, async (m) => {
      const target = await this.get(groupId, id, m);
      membershipRules.change(this.t.unit, actor, target, dto, await this.owners(m, groupId));
      await sql(m, `UPDATE ${this.t.table} SET role = $2, accepted = $3, updated_at = now() WHERE id = $1`,
        [id, dto.role ?? target.role, dto.accepted ?? target.accepted],
      );
      return this.get(groupId, id, m);
    });
  }

  async remove(actor: Acting, groupId: number, id: number): Promise<void> {
    await this.inGroup(groupId, async (m) => {
      const target = await this.get(groupId, id, m);
      membershipRules.remove(this.t.unit, actor, target, await this.owners(m, groupId));
      await sql(m, `DELETE FROM ${this.t.table} WHERE id = $1`, [id]);
      await this.t.afterRemove?.(m, groupId, target);
    });
  }

  /**
   * A person acts on their own membership (the settings page): accepts their invitation, or leaves
   * (declines) the group. Under the same rules as the API (the last owner cannot leave).
   */
  async actOnOwn(userId: number, groupId: number, action: 'accept' | 'leave'): Promise<void> {
    const rows = (await sql<{ id: number; role: Acting['role']; accepted: boolean }>(
      this.dataSource,
      `SELECT id, role, accepted FROM ${this.t.table} WHERE ${this.t.groupColumn} = $1 AND user_id = $2`, [
      groupId,
      userId,
    ])).rows;
    const own = rows[0];
    if (!own) throw new NotFoundError(`${this.t.unit === 'team' ? 'Team' : 'Organization'} not found.`);
    const actor = { userId, role: own.accepted ? own.role : null };
    if (action === 'accept') await this.update(actor, groupId, own.id, { accepted: true });
    else await this.remove(actor, groupId, own.id);
  }

  /** Operators only (the CLI's `--accepted`): the membership counts at once, without the person accepting. */
  async accept(groupId: number, id: number): Promise<Membership> {
    await sql(
      this.dataSource,
      `UPDATE ${this.t.table} SET accepted = true, updated_at = now() WHERE id = $1 AND ${this.t.groupColumn} = $2`, [id, groupId]);
    return this.get(groupId, id);
  }

  private async inGroup<T>(groupId: number, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      const rows = (await sql<unknown>(m, `SELECT id FROM ${this.t.groups} WHERE id = $1 FOR UPDATE`, [groupId])).rows;
      if (rows.length === 0) throw new NotFoundError(`${this.t.unit === 'team' ? 'Team' : 'Organization'} not found.`);
      return work(m);
    });
  }

  private async owners(m: EntityManager, groupId: number): Promise<number> {
    const [{ n }] = (await sql<{ n: number }>(
      m,
      `SELECT count(*)::int AS n FROM ${this.t.table} WHERE ${this.t.groupColumn} = $1 AND role = 'OWNER' AND ${ACCEPTED_MEMBER()}`,
      [groupId],
    )).rows;
    return n;
  }

  private async findPerson(m: EntityManager, dto: AddMemberDto): Promise<number> {
    const person = dto.email !== undefined ? await this.users.findByEmail(dto.email, m) : (await this.users.peopleOf([dto.userId!], m))[0];
    if (!person) throw new ValidationError(dto.email !== undefined ? `No account has the email address ${dto.email}.` : `No account has the id ${dto.userId}.`);
    return person.id;
  }

  private async select(m: EntityManager, where: string, params: unknown[]): Promise<Membership[]> {
    const rows = (await sql<Record<string, never>>(
      m,
      `SELECT m.id, m.${this.t.groupColumn} AS group_id, m.user_id, m.role, m.accepted, m.created_at, m.updated_at
         FROM ${this.t.table} m WHERE ${where}`,
      params,
    )).rows;
    const people = await this.users.peopleOf([...new Set(rows.map((r) => r.user_id as number))], m);
    const person = (userId: number) => people.find((p) => p.id === userId)!;
    return rows.map((r) => ({
      id: r.id,
      groupId: r.group_id,
      userId: r.user_id,
      role: r.role,
      accepted: r.accepted,
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
      user: { name: person(r.user_id).name, email: person(r.user_id).email },
    }));
  }
}
