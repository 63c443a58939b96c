import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { mapPage, Page, PageQueryDto } from '../../common/api/pagination';
import { type GroupFields, GroupsService } from '../../membership/groups.service';
import type { MemberRole } from '../../membership/member-role';
import type { TeamAccess } from '../access/group-access';
import { CreateTeamDto, UpdateTeamDto } from './dto/team.dto';
import { type Team, teamOf } from './team';

/** The person's membership in one of their teams. */
export interface TeamMembership {
  id: number;
  teamId: number;
  userId: number;
  role: MemberRole;
  accepted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface MyTeam {
  team: Team;
  membership: TeamMembership;
}

/** Teams: created by anyone (who becomes the first owner), changed by admins, deleted by owners. */
@Injectable()
export class TeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly groups: GroupsService,
  ) {}

  /** A team whose first owner is `userId`; in an organization, of which they must be a member. */
  async create(userId: number, dto: CreateTeamDto, organizationId: number | null = null): Promise<Team> {
    return this.dataSource.transaction((m) => this.insert(m, userId, dto, organizationId));
  }

  /** Inserts a team with `ownerId` as its first, accepted, owner (inside the caller's transaction). */
  async insert(m: EntityManager, ownerId: number, dto: CreateTeamDto, organizationId: number | null = null): Promise<Team> {
    return teamOf(await this.groups.create(m, 'team', ownerId, fields(dto), organizationId));
  }

  /** The person's teams, invitations included (`membership.accepted` tells them apart). */
  async listMine(userId: number, query: PageQueryDto = {}): Promise<Page<MyTeam>> {
    return mapPage(await this.groups.mine(userId, 'team', query), ({ group, membership: m }) => ({
      team: teamOf(group),
      membership: { id: m.id, teamId: m.groupId, userId: m.userId, role: m.role, accepted: m.status === 'active', createdAt: m.createdAt, updatedAt: m.updatedAt },
    }));
  }

  async findBySlug(slug: string): Promise<Team | null> {
    const group = await this.groups.findBySlug('team', slug);
    return group && teamOf(group);
  }

  async get(access: TeamAccess): Promise<Team> {
    return teamOf(await this.group(access));
  }

  async update(access: TeamAccess, dto: UpdateTeamDto): Promise<Team> {
    const group = await this.group(access);
    return teamOf(await this.groups.save(Object.assign(group, fields(dto))));
  }

  /** Deletes the team with its memberships and event types; its bookings stay with their hosts. */
  async delete(access: TeamAccess): Promise<void> {
    await this.groups.delete('team', access.teamId);
  }

  private async group(access: TeamAccess) {
    const group = await this.groups.find('team', access.teamId);
    if (!group) throw new NotFoundError('Team not found.');
    return group;
  }
}

/** The fields a create or update sets; absent ones (and null for a field that cannot be empty) stay as they are. */
function fields(dto: UpdateTeamDto): GroupFields {
  const out: GroupFields = {};
  if (dto.name != null) {
    out.name = dto.name.trim();
    if (!out.name) throw new ValidationError('name must not be blank');
  }
  if (dto.slug != null) out.slug = dto.slug;
  if (dto.logoUrl !== undefined) out.logoUrl = dto.logoUrl;
  if (dto.bio !== undefined) out.bio = dto.bio;
  if (dto.timeZone != null) out.timeZone = dto.timeZone;
  return out;
}
