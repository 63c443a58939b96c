import type { User } from '../../../src/accounts/user.entity';
import { PublicBookingsService } from '../../../src/scheduling/bookings/public-bookings.service';
import { EventTypesService } from '../../../src/scheduling/event-types/event-types.service';
import { createUser } from '../../factories';
import { addOrgMember, createOrganization } from '../../factories/organizations';
import { futureMonday } from '../../factories/scheduling';
import { createHostUser } from '../../factories/teams';
import type { TestApp } from '../../setup/test-app';
import type { TeamThings } from '../../teams/support/team-route-cases';
import { teamThings } from '../../teams/support/team-things';

/** An organization seen from its owner: one of its teams (with its things), a plain member with a schedule and a personal booking. */
export interface OrgThings {
  orgId: number;
  owner: User;
  /** A plain (MEMBER) member, not in the team. */
  member: User;
  memberMembershipId: number;
  /** The team member's membership of the organization. */
  hostMembershipId: number;
  memberScheduleId: number;
  /** The member's personal booking. */
  personalBooking: string;
  /** Someone not in the organization, to add. */
  newcomerId: number;
  team: TeamThings & { owner: User; member: User };
}

export async function orgThings(t: TestApp): Promise<OrgThings> {
  const { organization, owner } = await createOrganization(t, await createHostUser(t, 'Org Owner'));
  const teamOwner = await createHostUser(t, 'Team Owner');
  await addOrgMember(t, organization.id, teamOwner);
  const team = await teamThings(t, teamOwner, (teamId) => `/v2/organizations/${organization.id}/teams/${teamId}`);
  await t.dataSource.query(`UPDATE groups SET parent_id = $1 WHERE id = $2`, [organization.id, team.teamId]);
  const hostMembership = await addOrgMember(t, organization.id, team.member);
  // Whoever the team routes add must be in the organization already.
  await addOrgMember(t, organization.id, { id: team.newcomerId });
  const member = await createHostUser(t, 'Org Member');
  const membership = await addOrgMember(t, organization.id, member);
  const own = await t.app.get(EventTypesService).create({ userId: member.id }, { title: 'Own', slug: 'own', lengthMinutes: 30, minimumBookingNoticeMinutes: 0 });
  const booking = await t.app.get(PublicBookingsService).create({}, { eventTypeId: own.id, start: futureMonday('Europe/Berlin').at('15:00'), attendee: { name: 'A', email: 'a@example.com', timeZone: 'UTC' } });
  const [schedule] = (await t.dataSource.query(`SELECT id FROM schedules WHERE user_id = $1`, [member.id])) as { id: number }[];
  return {
    orgId: organization.id,
    owner,
    member,
    memberMembershipId: membership.id,
    hostMembershipId: hostMembership.id,
    memberScheduleId: schedule.id,
    personalBooking: booking.uid,
    newcomerId: (await createUser(t)).id,
    team,
  };
}
