import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ConflictError, ValidationError } from '../common/errors/domain-errors';
import { violates } from '../database/db-errors';
import { Page, PageQueryDto, pageWindow } from '../common/api/pagination';
import { sql } from '../database/sql';
import { Group, type GroupKind } from './group.entity';
import type { MemberRole } from './member-role';
import { ACCEPTED_MEMBER, ACCEPTED_MEMBERSHIP, GroupMembership } from './membership.entity';

/** What a group's creator or its admins set: its name, slug and (teams) profile. */
export type GroupFields = Partial<Pick<Group, 'name' | 'slug' | 'logoUrl' | 'bio' | 'timeZone'>>;

/** One of a person's groups, with their membership. */
export interface OwnGroup {
  id: number;
  name: string;
  slug: string;
  role: MemberRole;
  accepted: boolean;
}

/** An organization where the person holds a role, by name. */
export interface OrganizationRole {
  name: string;
  role: MemberRole;
}

/** A group of the person's, with their membership in it (invitations included). */
export interface GroupWithMembership {
  group: Group;
  membership: GroupMembership;
}

/**
 * The groups, teams and organizations alike: who belongs to what. The one place that reads and
 * writes the group rows; the memberships' rules are `MembershipsService`'s.
 */
@Injectable()
export class GroupsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A group whose first, accepted, owner is `ownerId` (inside the caller's transaction). A team
   * of an organization is owned by one of its members: their membership is locked meanwhile (see
   * `isAcceptedMember`).
   */
  async create(m: EntityManager, kind: GroupKind, ownerId: number, fields: GroupFields, parentId: number | null = null): Promise<Group> {
    if (parentId !== null && !(await this.isAcceptedMember(parentId, ownerId, { lock: true, m }))) {
      throw new ValidationError('A team of an organization is owned by one of its members.');
    }
    const group = await this.saving(m, m.create(Group, { ...fields, kind, parentId }));
    await m.insert(GroupMembership, { groupId: group.id, userId: ownerId, role: 'OWNER', status: 'active' });
    return group;
  }

  /** Saves a changed group; a slug another group of its kind has is a conflict. */
  save(group: Group, m: EntityManager = this.dataSource.manager): Promise<Group> {
    return this.saving(m, group);
  }

  find(kind: GroupKind, id: number, m: EntityManager = this.dataSource.manager): Promise<Group | null> {
    return Number.isSafeInteger(id) ? m.findOneBy(Group, { kind, id }) : Promise.resolve(null);
  }

  findBySlug(kind: GroupKind, slug: string): Promise<Group | null> {
    return this.dataSource.manager.findOneBy(Group, { kind, slug });
  }

  /** Deletes the group with its memberships (and what refers to it, as the foreign keys say). */
  async delete(kind: GroupKind, id: number): Promise<void> {
    await this.dataSource.manager.delete(Group, { kind, id });
  }

  /** The group's row, locked until the transaction ends; null when there is no such group of this kind. */
  async lock(m: EntityManager, kind: GroupKind, id: number): Promise<Group | null> {
    return Number.isSafeInteger(id) ? m.findOne(Group, { where: { kind, id }, lock: { mode: 'pessimistic_write' } }) : null;
  }

  /** Every group of this kind, oldest first. */
  async list(kind: GroupKind, query: PageQueryDto = {}): Promise<Page<Group>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(Group, { where: { kind }, order: { id: 'ASC' }, take, skip });
    return { items, total, take, skip };
  }

  /** An organization's teams, oldest first. */
  async teamsOf(organizationId: number, query: PageQueryDto = {}): Promise<Page<Group>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(Group, { where: { kind: 'team', parentId: organizationId }, order: { id: 'ASC' }, take, skip });
    return { items, total, take, skip };
  }

  /** The person's groups of this kind, invitations included, by group id. */
  async mine(userId: number, kind: GroupKind, query: PageQueryDto = {}): Promise<Page<GroupWithMembership>> {
    const { take, skip } = pageWindow(query);
    const [memberships, total] = await this.dataSource.manager.findAndCount(GroupMembership, {
      where: { userId, group: { kind } },
      relations: { group: true },
      order: { groupId: 'ASC' },
      take,
      skip,
    });
    return { items: memberships.map((membership) => ({ group: membership.group!, membership })), total, take, skip };
  }

  /** Every group the person belongs to or is invited to, by kind, by name. */
  async ownGroups(userId: number): Promise<Record<GroupKind, OwnGroup[]>> {
    const rows = (await sql<OwnGroup & { kind: GroupKind }>(
      this.dataSource,
      `SELECT g.kind, g.id, g.name, g.slug, m.role, ${ACCEPTED_MEMBER('m')} AS accepted FROM memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.user_id = $1 ORDER BY g.name, g.id`,
      [userId],
    )).rows;
    const of = (kind: GroupKind) => rows.filter((r) => r.kind === kind).map(({ kind: _kind, ...group }) => group);
    return { team: of('team'), organization: of('organization') };
  }

  /**
   * Whether the person is an accepted member of the group. `lock` keeps their membership until the
   * caller's transaction commits: a removal from an organization running meanwhile either ends
   * first (and this finds no membership) or waits, then removes the person from the organization's
   * teams, including the one the caller is adding them to or creating. Read without the lock, the
   * two could pass each other and leave a team member outside the organization. `FOR KEY SHARE`
   * blocks the removal's delete but not a role change; an accepted membership never goes back to
   * an invitation.
   */
  async isAcceptedMember(groupId: number, userId: number, options: { lock?: boolean; m?: EntityManager } = {}): Promise<boolean> {
    const rows = (await sql<unknown>(
      options.m ?? this.dataSource,
      `SELECT id FROM memberships WHERE group_id = $1 AND user_id = $2 AND ${ACCEPTED_MEMBER()}${options.lock ? ' FOR KEY SHARE' : ''}`,
      [groupId, userId],
    )).rows;
    return rows.length > 0;
  }

  /** The accepted memberships of these people in the group (those that are). */
  acceptedMemberships(m: EntityManager, groupId: number, userIds: number[]): Promise<GroupMembership[]> {
    return userIds.length ? m.findBy(GroupMembership, { groupId, userId: In(userIds), ...ACCEPTED_MEMBERSHIP }) : Promise.resolve([]);
  }

  /** The accepted owners of these groups, as (group, person) pairs. */
  async ownersOf(groupIds: number[]): Promise<{ groupId: number; userId: number }[]> {
    if (groupIds.length === 0) return [];
    return (await sql<{ groupId: number; userId: number }>(
      this.dataSource,
      `SELECT group_id AS "groupId", user_id AS "userId" FROM memberships WHERE group_id = ANY($1) AND role = 'OWNER' AND ${ACCEPTED_MEMBER()}`,
      [groupIds],
    )).rows;
  }

  /** Makes the person an accepted owner of the group, adding them or promoting and accepting their membership. */
  async makeOwner(m: EntityManager, groupId: number, userId: number): Promise<void> {
    await sql(
      m,
      `INSERT INTO memberships (group_id, user_id, role, status) VALUES ($1, $2, 'OWNER', 'active')
       ON CONFLICT (group_id, user_id) DO UPDATE SET role = 'OWNER', status = 'active', updated_at = now()`,
      [groupId, userId],
    );
  }

  /** The organizations where the person holds a role (accepted), by name: the consent page names them. */
  async organizationRolesOf(userId: number): Promise<OrganizationRole[]> {
    return (await sql<OrganizationRole>(
      this.dataSource,
      `SELECT g.name, m.role FROM memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.user_id = $1 AND g.kind = 'organization' AND ${ACCEPTED_MEMBER('m')} ORDER BY g.name`,
      [userId],
    )).rows;
  }

  private async saving(m: EntityManager, group: Group): Promise<Group> {
    try {
      return await m.save(group);
    } catch (error) {
      if (violates(error, 'groups_kind_slug_key')) throw new ConflictError(`The slug "${group.slug}" is taken by another ${group.kind}.`);
      throw error;
    }
  }
}
