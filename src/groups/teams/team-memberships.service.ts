import { Injectable } from '@nestjs/common';
import { groupMembershipsService } from '../memberships/group-memberships.service';
import type { TeamAccess } from '../access/group-access';

/**
 * A team's memberships, under the rules every group shares (see `MembershipsService`). Leaving a
 * team also removes the person from its event types' hosts: the host rows refer to the membership.
 */
@Injectable()
export class TeamMembershipsService extends groupMembershipsService<TeamAccess>('team', (access) => access.teamId) {}
