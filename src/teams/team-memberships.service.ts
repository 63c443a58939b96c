import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { AddMemberDto, Membership, UpdateMemberDto } from '../common/memberships/membership.dto';
import { Memberships } from '../common/memberships/memberships';
import { Page, PageQueryDto } from '../scheduling/common/pagination';
import type { TeamAccess } from './access/team-access';
import { TeamMembership } from './team-membership.entity';

/**
 * A team's memberships, under the rules every group shares (see `membershipRules`). Leaving a team
 * also removes the person from its event types' hosts: the host rows refer to the membership.
 */
@Injectable()
export class TeamMembershipsService {
  private readonly memberships: Memberships;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.memberships = new Memberships(dataSource, { unit: 'team', groups: 'teams', table: 'team_memberships', groupColumn: 'team_id' });
  }

  list(access: TeamAccess, query?: PageQueryDto): Promise<Page<Membership>> {
    return this.memberships.list(access.teamId, query);
  }

  get(access: TeamAccess, id: number): Promise<Membership> {
    return this.memberships.get(access.teamId, id);
  }

  /** An organization's teams take only the organization's (accepted) members. */
  add(access: TeamAccess, input: AddMemberDto): Promise<Membership> {
    const organizationId = access.organizationId;
    return this.memberships.add(access, access.teamId, input, async (m, userId) => {
      if (organizationId === null) return;
      const rows = (await m.query(`SELECT 1 FROM organization_memberships WHERE organization_id = $1 AND user_id = $2 AND accepted`, [organizationId, userId])) as unknown[];
      if (rows.length === 0) throw new ValidationError('This team belongs to an organization: only its members can join the team.');
    });
  }

  update(access: TeamAccess, id: number, input: UpdateMemberDto): Promise<Membership> {
    return this.memberships.update(access, access.teamId, id, input);
  }

  remove(access: TeamAccess, id: number): Promise<void> {
    return this.memberships.remove(access, access.teamId, id);
  }

  /** Operators only (the CLI's `--accepted`): the membership counts at once, without the person accepting. */
  async accept(teamId: number, id: number): Promise<Membership> {
    await this.dataSource.manager.update(TeamMembership, { id, teamId }, { accepted: true });
    return this.memberships.get(teamId, id);
  }

  /** A person acts on their own membership: accepts their invitation, or leaves (declines) the team. */
  async actOnOwn(userId: number, teamId: number, action: 'accept' | 'leave'): Promise<void> {
    const own = await this.dataSource.manager.findOneBy(TeamMembership, { teamId, userId });
    if (!own) throw new NotFoundError('Team not found.');
    const actor = { userId, role: own.accepted ? own.role : null };
    if (action === 'accept') await this.memberships.update(actor, teamId, own.id, { accepted: true });
    else await this.memberships.remove(actor, teamId, own.id);
  }
}
