import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { isOrganizationMemberLocked } from '../memberships/membership-tables';
import { violates } from '../../common/api/db-errors';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import type { TeamAccess } from '../access/group-access';
import { CreateTeamDto, UpdateTeamDto } from './dto/team.dto';
import { TeamMembership } from './team-membership.entity';
import { Team } from './team.entity';

export interface MyTeam {
  team: Team;
  membership: TeamMembership;
}

/** Teams: created by anyone (who becomes the first owner), changed by admins, deleted by owners. */
@Injectable()
export class TeamsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A team whose first owner is `userId`; in an organization, of which they must be a member. */
  async create(userId: number, dto: CreateTeamDto, organizationId: number | null = null): Promise<Team> {
    return this.dataSource.transaction((m) => this.insert(m, userId, dto, organizationId));
  }

  /** Inserts a team with `ownerId` as its first, accepted, owner (inside the caller's transaction). */
  async insert(m: EntityManager, ownerId: number, dto: CreateTeamDto, organizationId: number | null = null): Promise<Team> {
    if (organizationId !== null) {
      if (!(await isOrganizationMemberLocked(m, organizationId, ownerId))) throw new ValidationError('A team of an organization is owned by one of its members.');
    }
    const team = await this.saving(m, m.create(Team, { ...fields(dto), organizationId }));
    await m.insert(TeamMembership, { teamId: team.id, userId: ownerId, role: 'OWNER', accepted: true });
    return team;
  }

  /** The person's teams, invitations included (`membership.accepted` tells them apart). */
  async listMine(userId: number, query: PageQueryDto = {}): Promise<Page<MyTeam>> {
    const { take, skip } = pageWindow(query);
    const [memberships, total] = await this.dataSource.manager.findAndCount(TeamMembership, {
      where: { userId },
      relations: { team: true },
      order: { teamId: 'ASC' },
      take,
      skip,
    });
    return { items: memberships.map((membership) => ({ team: membership.team!, membership })), total, take, skip };
  }

  findBySlug(slug: string): Promise<Team | null> {
    return this.dataSource.manager.findOneBy(Team, { slug });
  }

  async get(access: TeamAccess): Promise<Team> {
    const team = await this.dataSource.manager.findOneBy(Team, { id: access.teamId });
    if (!team) throw new NotFoundError('Team not found.');
    return team;
  }

  async update(access: TeamAccess, dto: UpdateTeamDto): Promise<Team> {
    const team = await this.get(access);
    return this.saving(this.dataSource.manager, Object.assign(team, fields(dto)));
  }

  /** Deletes the team with its memberships and event types; its bookings stay with their hosts. */
  async delete(access: TeamAccess): Promise<void> {
    await this.dataSource.manager.delete(Team, { id: access.teamId });
  }

  private async saving(m: EntityManager, team: Team): Promise<Team> {
    try {
      return await m.save(team);
    } catch (error) {
      if (violates(error, 'teams_slug_key')) throw new ConflictError(`The slug "${team.slug}" is taken by another team.`);
      throw error;
    }
  }
}

/** The fields a create or update sets; absent ones (and null for a field that cannot be empty) stay as they are. */
function fields(dto: UpdateTeamDto): Partial<Team> {
  const out: Partial<Team> = {};
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
