import { Injectable } from '@nestjs/common';
import { groupMembershipsService } from '../memberships/group-memberships.service';
import type { OrgAccess } from '../access/group-access';

/**
 * An organization's memberships, under the rules every group shares (see `MembershipsService`).
 * Leaving the organization (or being removed) also leaves its teams.
 */
@Injectable()
export class OrgMembershipsService extends groupMembershipsService<OrgAccess>('organization', (access) => access.organizationId) {}
