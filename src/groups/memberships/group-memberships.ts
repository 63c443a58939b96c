import type { DataSource } from 'typeorm';
import type { UsersService } from '../../accounts/users.service';
import { Page, PageQueryDto } from '../../common/api/pagination';
import type { MembershipsOf } from './memberships.controller';
import { AddMemberDto, Membership, UpdateMemberDto } from './membership.dto';
import type { Acting } from './membership-rules';
import { Memberships, MembershipTables } from './memberships';

/**
 * A group's memberships as its routes use them, given the caller's access to the group (resolved
 * by the route family's guard): teams and organizations each extend this with their tables.
 */
export abstract class GroupMemberships<A extends Acting> implements MembershipsOf<A> {
  readonly memberships: Memberships;

  protected constructor(
    dataSource: DataSource,
    users: UsersService,
    tables: MembershipTables,
    private readonly groupOf: (access: A) => number,
  ) {
    this.memberships = new Memberships(dataSource, tables, users);
  }

  list(access: A, query?: PageQueryDto): Promise<Page<Membership>> {
    return this.memberships.list(this.groupOf(access), query);
  }

  get(access: A, id: number): Promise<Membership> {
    return this.memberships.get(this.groupOf(access), id);
  }

  add(access: A, input: AddMemberDto): Promise<Membership> {
    return this.memberships.add(access, this.groupOf(access), input);
  }

  update(access: A, id: number, input: UpdateMemberDto): Promise<Membership> {
    return this.memberships.update(access, this.groupOf(access), id, input);
  }

  remove(access: A, id: number): Promise<void> {
    return this.memberships.remove(access, this.groupOf(access), id);
  }
}
