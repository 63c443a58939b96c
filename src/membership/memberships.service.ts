import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager } from 'typeorm';
import { UsersService } from '../accounts/users.service';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { violates } from '../database/db-errors';
import { Page, PageQueryDto, pageWindow } from '../common/api/pagination';
import { sql } from '../database/sql';
import type { GroupKind } from './group.entity';
import { GroupsService } from './groups.service';
import type { Membership, MembershipChange, NewMember } from './membership';
import { ACCEPTED_MEMBER } from './membership.entity';
import { type Acting, membershipRules } from './membership-rules';

/** A group a membership route is about: its kind (which decides the messages) and id. */
export interface GroupRef {
  kind: GroupKind;
  id: number;
}

/**
 * The memberships of every group, team or organization, under the same rules. Every change runs
 * in a transaction that first locks the group's row, so concurrent changes apply one after the
 * other and the last-owner rule counts owners no one else is changing at that moment. Two rules
 * follow a team's organization: only its accepted members join the team, and leaving it (or being
 * removed) leaves its teams. The people are accounts' (`users`), asked of `UsersService` in the
 * same transaction.
 */
@Injectable()
export class MembershipsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly groups: GroupsService,
    private readonly users: UsersService,
  ) {}

  async list(group: GroupRef, query: PageQueryDto = {}): Promise<Page<Membership>> {
    const { take, skip } = pageWindow(query);
    const items = await this.select(this.dataSource.manager, `m.group_id = $1 ORDER BY m.id LIMIT $2 OFFSET $3`, [group.id, take, skip]);
    const [{ total }] = (await sql<{ total: number }>(this.dataSource, `SELECT count(*)::int AS total FROM memberships WHERE group_id = $1`, [group.id])).rows;
    return { items, total, take, skip };
  }

  async get(group: GroupRef, id: number, m: EntityManager = this.dataSource.manager): Promise<Membership> {
    const [membership] = Number.isSafeInteger(id) ? await this.select(m, `m.group_id = $1 AND m.id = $2`, [group.id, id]) : [];
    if (!membership) throw new NotFoundError('Membership not found.');
    return membership;
  }

  async add(actor: Acting, group: GroupRef, input: NewMember): Promise<Membership> {
    if ((input.email === undefined) === (input.userId === undefined)) throw new ValidationError('Give either email or userId of the person to add.');
    const role = input.role ?? 'MEMBER';
    membershipRules.add(group.kind, actor, role);
    return this.inGroup(group, async (m, parentId) => {
      const userId = await this.findPerson(m, input);
      if (parentId !== null && !(await this.groups.isAcceptedMember(parentId, userId, { lock: true, m }))) {
        throw new ValidationError('This team belongs to an organization: only its members can join the team.');
      }
      try {
        const [{ id }] = (await sql<{ id: number }>(
          m,
          `INSERT INTO memberships (group_id, user_id, role, status) VALUES ($1, $2, $3, 'invited') RETURNING id`,
          [group.id, userId, role],
        )).rows;
        return this.get(group, id, m);
      } catch (error) {
        if (violates(error, 'memberships_group_id_user_id_key')) throw new ConflictError(`This person is already a member of the ${group.kind}, or invited to it.`);
        throw error;
      }
    });
  }

  async update(actor: Acting, group: GroupRef, id: number, change: MembershipChange): Promise<Membership> {
    if (change.role === undefined && change.accepted === undefined) throw new ValidationError('Give role or accepted.');
    return this.inGroup(group, async (m) => {
      const target = await this.get(group, id, m);
      membershipRules.change(group.kind, actor, target, change, await this.owners(m, group.id));
      const accepted = change.accepted ?? target.accepted;
      await sql(m, `UPDATE memberships SET role = $2, status = $3, updated_at = now() WHERE id = $1`, [id, change.role ?? target.role, accepted ? 'active' : 'invited']);
      return this.get(group, id, m);
    });
  }

  async remove(actor: Acting, group: GroupRef, id: number): Promise<void> {
    await this.inGroup(group, async (m) => {
      const target = await this.get(group, id, m);
      membershipRules.remove(group.kind, actor, target, await this.owners(m, group.id));
      await sql(m, `DELETE FROM memberships WHERE id = $1`, [id]);
      // Leaving an organization leaves its teams (a team has no groups below it).
      await sql(m, `DELETE FROM memberships WHERE user_id = $1 AND group_id IN (SELECT id FROM groups WHERE parent_id = $2)`, [target.userId, group.id]);
    });
  }

  /**
   * A person acts on their own membership (the settings page): accepts their invitation, or leaves
   * (declines) the group. Under the same rules as the API (the last owner cannot leave).
   */
  async actOnOwn(userId: number, group: GroupRef, action: 'accept' | 'leave'): Promise<void> {
    const rows = (await sql<{ id: number; role: Acting['role']; accepted: boolean }>(
      this.dataSource,
      `SELECT m.id, m.role, ${ACCEPTED_MEMBER('m')} AS accepted FROM memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.group_id = $1 AND g.kind = $2 AND m.user_id = $3`,
      [group.id, group.kind, userId],
    )).rows;
    const own = rows[0];
    if (!own) throw notFound(group.kind);
    const actor = { userId, role: own.accepted ? own.role : null };
    if (action === 'accept') await this.update(actor, group, own.id, { accepted: true });
    else await this.remove(actor, group, own.id);
  }

  /** Operators only (the CLI's `--accepted`): the membership counts at once, without the person accepting. */
  async accept(group: GroupRef, id: number): Promise<Membership> {
    await sql(this.dataSource, `UPDATE memberships SET status = 'active', updated_at = now() WHERE id = $1 AND group_id = $2`, [id, group.id]);
    return this.get(group, id);
  }

  /** Runs `work` with the group's row locked; 404 when there is no such group of this kind. */
  private async inGroup<T>(group: GroupRef, work: (m: EntityManager, parentId: number | null) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (m) => {
      const locked = await this.groups.lock(m, group.kind, group.id);
      if (!locked) throw notFound(group.kind);
      return work(m, locked.parentId);
    });
  }

  private async owners(m: EntityManager, groupId: number): Promise<number> {
    const [{ n }] = (await sql<{ n: number }>(
      m,
      `SELECT count(*)::int AS n FROM memberships WHERE group_id = $1 AND role = 'OWNER' AND ${ACCEPTED_MEMBER()}`,
      [groupId],
    )).rows;
    return n;
  }

  private async findPerson(m: EntityManager, input: NewMember): Promise<number> {
    const person = input.email !== undefined ? await this.users.findByEmail(input.email, m) : (await this.users.peopleOf([input.userId!], m))[0];
    if (!person) throw new ValidationError(input.email !== undefined ? `No account has the email address ${input.email}.` : `No account has the id ${input.userId}.`);
    return person.id;
  }

  private async select(m: EntityManager, where: string, params: unknown[]): Promise<Membership[]> {
    const rows = (await sql<Record<string, never>>(
      m,
      `SELECT m.id, m.group_id, m.user_id, m.role, ${ACCEPTED_MEMBER('m')} AS accepted, m.created_at, m.updated_at FROM memberships m WHERE ${where}`,
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

export const notFound = (kind: GroupKind) => new NotFoundError(`${kind === 'team' ? 'Team' : 'Organization'} not found.`);
