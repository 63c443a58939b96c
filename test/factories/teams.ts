import type { User } from '../../src/accounts/user.entity';
import { parseInput } from '../../src/common/validation/parse-input';
import type { MemberRole } from '../../src/membership/member-role';
import type { SchedulingType } from '../../src/scheduling/event-types/event-type.entity';
import type { TeamAccess } from '../../src/groups/access/group-access';
import { CreateTeamDto } from '../../src/groups/teams/dto/team.dto';
import { CreateTeamEventTypeDto } from '../../src/groups/teams/event-types/team-event-type.dto';
import { TeamEventTypesService } from '../../src/groups/teams/event-types/team-event-types.service';
import { GroupMembership } from '../../src/membership/membership.entity';
import type { Team } from '../../src/groups/teams/team';
import { TeamsService } from '../../src/groups/teams/teams.service';
import type { TestApp } from '../setup/test-app';
import { createUser } from './index';
import { createSchedule } from './scheduling';

let sequence = 0;

/** A team whose first owner is `owner` (created if not given). Like every edge, the factories validate what they hand a service. */
export async function createTeam(t: TestApp, owner?: User, input: { name?: string; slug?: string } = {}): Promise<{ team: Team; owner: User }> {
  sequence += 1;
  const o = owner ?? (await createUser(t));
  const dto = parseInput(CreateTeamDto, { name: input.name ?? `Team ${sequence}`, slug: input.slug ?? `team-${sequence}-${Date.now().toString(36)}` });
  const team = await t.app.get(TeamsService).create(o.id, dto);
  return { team, owner: o };
}

/** Puts a person in a team directly (accepted unless told otherwise). */
export async function addMember(t: TestApp, teamId: number, user: { id: number }, role: MemberRole = 'MEMBER', accepted = true): Promise<GroupMembership> {
  return t.dataSource.getRepository(GroupMembership).save({ groupId: teamId, userId: user.id, role, status: accepted ? 'active' : 'invited' });
}

/** A person with a Berlin default schedule (Monday to Friday 09:00-17:00), ready to host. */
export async function createHostUser(t: TestApp, name?: string, availability?: Parameters<typeof createSchedule>[2]): Promise<User> {
  const user = await createUser(t, { timeZone: 'Europe/Berlin', name });
  await createSchedule(t, { userId: user.id }, { timeZone: 'Europe/Berlin', ...availability });
  return user;
}

/** The owner's view of a team, for calling team services directly. */
export const ownerAccess = (team: Team, owner: { id: number }): TeamAccess => ({
  teamId: team.id,
  organizationId: team.organizationId,
  userId: owner.id,
  clientId: 'test',
  role: 'OWNER',
});

/** A team event type with these hosts (accepted members), 30 minutes, no notice. */
export async function createTeamEventType(
  t: TestApp,
  access: TeamAccess,
  schedulingType: SchedulingType,
  hosts: { id: number; priority?: number }[],
  input: Partial<CreateTeamEventTypeDto> = {},
) {
  sequence += 1;
  const dto = parseInput(CreateTeamEventTypeDto, {
    title: `Team call ${sequence}`,
    slug: `team-call-${sequence}`,
    lengthMinutes: 30,
    minimumBookingNoticeMinutes: 0,
    schedulingType,
    hosts: hosts.map((h) => ({ userId: h.id, priority: h.priority })),
    ...input,
  });
  return t.app.get(TeamEventTypesService).create(access, dto);
}
