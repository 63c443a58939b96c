import { Injectable } from '@nestjs/common';
import type { GroupKind } from '../../membership/group.entity';
import { GroupsService, type OwnGroup } from '../../membership/groups.service';
import { MembershipsService } from '../../membership/memberships.service';

export type { OwnGroup } from '../../membership/groups.service';

/**
 * A person's own memberships, as the settings page shows them: every team and organization they
 * belong to or are invited to, and accepting, declining or leaving (under the groups' rules).
 */
@Injectable()
export class OwnMembershipsService {
  constructor(
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
  ) {}

  list(userId: number): Promise<Record<GroupKind, OwnGroup[]>> {
    return this.groups.ownGroups(userId);
  }

  actOnOwn(unit: GroupKind, userId: number, groupId: number, action: 'accept' | 'leave'): Promise<void> {
    return this.memberships.actOnOwn(userId, { kind: unit, id: groupId }, action);
  }
}
