import { Injectable, type Type } from '@nestjs/common';
import { Page, PageQueryDto } from '../../common/api/pagination';
import type { GroupKind } from '../../membership/group.entity';
import type { Membership } from '../../membership/membership';
import type { Acting } from '../../membership/membership-rules';
import { MembershipsService } from '../../membership/memberships.service';
import type { MembershipsOf } from './memberships.controller';
import { AddMemberDto, UpdateMemberDto } from './membership.dto';

/**
 * The memberships service of a kind of group's routes, given the caller's access to the group
 * (resolved by the routes' guard): one implementation over `MembershipsService`, whose rules every
 * group shares; `groupId` reads the group from the access.
 */
export function groupMembershipsService<A extends Acting>(kind: GroupKind, groupId: (access: A) => number): Type<MembershipsOf<A> & { memberships: MembershipsService }> {
  const group = (access: A) => ({ kind, id: groupId(access) });

  @Injectable()
  class GroupMembershipsService implements MembershipsOf<A> {
    constructor(readonly memberships: MembershipsService) {}

    list(access: A, query?: PageQueryDto): Promise<Page<Membership>> {
      return this.memberships.list(group(access), query);
    }

    get(access: A, id: number): Promise<Membership> {
      return this.memberships.get(group(access), id);
    }

    add(access: A, input: AddMemberDto): Promise<Membership> {
      return this.memberships.add(access, group(access), input);
    }

    update(access: A, id: number, input: UpdateMemberDto): Promise<Membership> {
      return this.memberships.update(access, group(access), id, input);
    }

    remove(access: A, id: number): Promise<void> {
      return this.memberships.remove(access, group(access), id);
    }
  }
  return GroupMembershipsService;
}
