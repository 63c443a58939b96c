import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { AddMemberDto, MembershipResponseDto, UpdateMemberDto } from '../common/memberships/membership.dto';
import { EnvelopeOf, INVALID_INPUT, PageEnvelopeOf, success } from '../scheduling/common/envelope';
import { mapPage, PageQueryDto } from '../scheduling/common/pagination';
import { IdParam } from '../scheduling/common/route-params';
import { CurrentTeam, TeamAccess } from './access/team-access';
import { TeamRoute, teamPaths } from './access/team-route.decorator';
import { TeamMembershipsService } from './team-memberships.service';

const MembershipEnvelope = EnvelopeOf(MembershipResponseDto);
const RULES =
  'Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.';

/** Who is in a team, with which role. */
@ApiTags('Team memberships')
@Controller(teamPaths('memberships'))
export class TeamMembershipsController {
  constructor(private readonly memberships: TeamMembershipsService) {}

  @Get()
  @TeamRoute('TEAM_MEMBERSHIP_READ', 'MEMBER')
  @ApiOperation({ summary: 'List the team’s memberships', description: 'Invitations included (`accepted: false`). `take` and `skip`.' })
  @ApiOkResponse({ type: PageEnvelopeOf(MembershipResponseDto) })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentTeam() team: TeamAccess, @Query() query: PageQueryDto) {
    return success(mapPage(await this.memberships.list(team, query), MembershipResponseDto.from));
  }

  @Get(':membershipId')
  @TeamRoute('TEAM_MEMBERSHIP_READ', 'MEMBER')
  @ApiOperation({ summary: 'Get a membership of the team' })
  @ApiOkResponse({ type: MembershipEnvelope })
  async get(@CurrentTeam() team: TeamAccess, @IdParam('membershipId', 'Membership') id: number) {
    return success(MembershipResponseDto.from(await this.memberships.get(team, id)));
  }

  @Post()
  @TeamRoute('TEAM_MEMBERSHIP_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Add an existing account to the team', description: `By email or user id. The person must accept before the membership counts. ${RULES}` })
  @ApiCreatedResponse({ type: MembershipEnvelope })
  @ApiConflictResponse({ description: 'The person is already a member, or invited' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or no account has this email or id` })
  async add(@CurrentTeam() team: TeamAccess, @Body() body: AddMemberDto) {
    return success(MembershipResponseDto.from(await this.memberships.add(team, body)));
  }

  @Patch(':membershipId')
  @TeamRoute('TEAM_MEMBERSHIP_WRITE', 'ADMIN', { selfService: true })
  @ApiOperation({ summary: 'Change a role, or accept your invitation', description: `\`{"accepted": true}\` on your own membership accepts it. ${RULES}` })
  @ApiOkResponse({ type: MembershipEnvelope })
  @ApiConflictResponse({ description: 'The last owner cannot be demoted' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentTeam() team: TeamAccess, @IdParam('membershipId', 'Membership') id: number, @Body() body: UpdateMemberDto) {
    return success(MembershipResponseDto.from(await this.memberships.update(team, id, body)));
  }

  @Delete(':membershipId')
  @HttpCode(204)
  @TeamRoute('TEAM_MEMBERSHIP_WRITE', 'ADMIN', { selfService: true })
  @ApiOperation({ summary: 'Remove a membership, leave the team, or decline an invitation', description: `Your own membership: leave or decline. ${RULES}` })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiConflictResponse({ description: 'The last owner cannot leave or be removed' })
  async remove(@CurrentTeam() team: TeamAccess, @IdParam('membershipId', 'Membership') id: number): Promise<void> {
    await this.memberships.remove(team, id);
  }
}
