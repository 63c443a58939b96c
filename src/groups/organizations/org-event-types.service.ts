import { Injectable } from '@nestjs/common';
import { PageQueryDto } from '../../common/api/pagination';
import { Page } from '../../common/api/pagination';
import { UpdateTeamEventTypeDto } from '../teams/event-types/team-event-type.dto';
import { TeamEventType, TeamEventTypesService } from '../teams/event-types/team-event-types.service';
import type { OrgAccess, TeamAccess } from '../access/group-access';

/**
 * Event types across the organization: those of all its teams. Changing one acts on its team as
 * the organization's admins do (as the team's owners), through the team service itself.
 */
@Injectable()
export class OrgEventTypesService {
  constructor(private readonly teamEventTypes: TeamEventTypesService) {}

  list(access: OrgAccess, query?: PageQueryDto): Promise<Page<TeamEventType>> {
    return this.teamEventTypes.listInOrganization(access.organizationId, query);
  }

  async get(access: OrgAccess, id: number): Promise<TeamEventType> {
    return this.teamEventTypes.get(await this.asTeamOwner(access, id), id);
  }

  async update(access: OrgAccess, id: number, input: UpdateTeamEventTypeDto): Promise<TeamEventType> {
    return this.teamEventTypes.update(await this.asTeamOwner(access, id), id, input);
  }

  async delete(access: OrgAccess, id: number): Promise<void> {
    await this.teamEventTypes.delete(await this.asTeamOwner(access, id), id);
  }

  /** The team the event type belongs to, in this organization, seen as its owner; 404 otherwise. */
  private async asTeamOwner(access: OrgAccess, id: number): Promise<TeamAccess> {
    const teamId = await this.teamEventTypes.teamInOrganization(access.organizationId, id);
    return { teamId, organizationId: access.organizationId, userId: access.userId, clientId: access.clientId, role: 'OWNER' };
  }
}
