import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, type Type } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, Page, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { InsufficientScopeError } from '../../scopes/bearer-errors';
import type { Scope } from '../../scopes/scope-catalogue';
import { missingScopes } from '../../scopes/scope-check';
import { AddMemberDto, Membership, MembershipResponseDto, UpdateMemberDto } from './membership.dto';

/** What a group's memberships service offers its routes (`A`: the caller's access to the group). */
export interface MembershipsOf<A> {
  list(access: A, query?: PageQueryDto): Promise<Page<Membership>>;
  get(access: A, id: number): Promise<Membership>;
  add(access: A, input: AddMemberDto): Promise<Membership>;
  update(access: A, id: number, input: UpdateMemberDto): Promise<Membership>;
  remove(access: A, id: number): Promise<void>;
}

export interface MembershipRoutes<A> {
  /** The controller's name (route table, OpenAPI operation ids). */
  name: string;
  tag: string;
  unit: 'team' | 'organization';
  paths: string | string[];
  /** The access rule of reads, of adding someone, and of changing or removing a membership (self-service). */
  read: MethodDecorator;
  add: MethodDecorator;
  /** The scope a token must hold to add someone by email, which answers whether the address has an account. */
  addByEmail: Scope;
  change: MethodDecorator;
  /** The parameter decorator that hands the route the caller's access to the group. */
  access: () => ParameterDecorator;
  service: Type<MembershipsOf<A>>;
}

const RULES =
  'Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.';

/**
 * The membership routes of a kind of group: teams and organizations share the same routes and rules,
 * each with its own scopes and access decorator, so one implementation serves both.
 */
export function membershipsController<A>(o: MembershipRoutes<A>): Type<unknown> {
  @ApiTags(o.tag)
  @Controller(o.paths)
  class MembershipsController {
    constructor(@Inject(o.service) private readonly memberships: MembershipsOf<A>) {}

    @Get()
    @o.read
    @ApiOperation({ summary: `List the ${o.unit}’s memberships`, description: 'Invitations included (`accepted: false`). `take` and `skip`.' })
    @ApiSuccess(MembershipResponseDto, { page: true })
    @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
    async list(@o.access() access: A, @Query() query: PageQueryDto) {
      return success(mapPage(await this.memberships.list(access, query), (m) => MembershipResponseDto.from(m)));
    }

    @Get(':membershipId')
    @o.read
    @ApiOperation({ summary: `Get a membership of the ${o.unit}` })
    @ApiSuccess(MembershipResponseDto)
    async get(@o.access() access: A, @IdParam('membershipId', 'Membership') id: number) {
      return success(MembershipResponseDto.from(await this.memberships.get(access, id)));
    }

    @Post()
    @o.add
    @ApiOperation({
      summary: `Add an existing account to the ${o.unit}`,
      description: `By email or user id. The person must accept before the membership counts (\`status: invited\`). Adding by email needs ${o.addByEmail} (403 \`insufficient_scope\` otherwise, whether or not the address has an account). ${RULES}`,
    })
    @ApiSuccess(MembershipResponseDto, { status: 201 })
    @ApiConflictResponse({ description: 'The person is already a member, or invited' })
    @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or no account has this email or id` })
    async add(@CurrentAuth() auth: AuthPrincipal, @o.access() access: A, @Body() body: AddMemberDto) {
      // Adding by email tells whether an address has an account (an address without one is refused:
      // memberships are of accounts). Only an app granted to manage memberships may ask that;
      // another is refused whatever the address, so its answer tells nothing.
      if (body.email !== undefined) {
        const missing = missingScopes(auth, [o.addByEmail]);
        if (missing.length > 0) throw new InsufficientScopeError([o.addByEmail], missing);
      }
      return success(MembershipResponseDto.from(await this.memberships.add(access, body), { invitedByEmail: body.email !== undefined }));
    }

    @Patch(':membershipId')
    @o.change
    @ApiOperation({ summary: 'Change a role, or accept your invitation', description: `\`{"accepted": true}\` on your own membership accepts it. ${RULES}` })
    @ApiSuccess(MembershipResponseDto)
    @ApiConflictResponse({ description: 'The last owner cannot be demoted' })
    @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
    async update(@o.access() access: A, @IdParam('membershipId', 'Membership') id: number, @Body() body: UpdateMemberDto) {
      return success(MembershipResponseDto.from(await this.memberships.update(access, id, body)));
    }

    @Delete(':membershipId')
    @HttpCode(204)
    @o.change
    @ApiOperation({ summary: `Remove a membership, leave the ${o.unit}, or decline an invitation`, description: `Your own membership: leave or decline. ${RULES}` })
    @ApiNoContentResponse({ description: 'Removed' })
    @ApiConflictResponse({ description: 'The last owner cannot leave or be removed' })
    async remove(@o.access() access: A, @IdParam('membershipId', 'Membership') id: number): Promise<void> {
      await this.memberships.remove(access, id);
    }
  }
  Object.defineProperty(MembershipsController, 'name', { value: o.name });
  return MembershipsController;
}
