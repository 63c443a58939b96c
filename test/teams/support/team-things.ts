import type { User } from '../../../src/accounts/user.entity';
import { PublicBookingsService } from '../../../src/scheduling/bookings/public-bookings.service';
import { createUser } from '../../factories';
import { futureMonday } from '../../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../../factories/teams';
import type { TestApp } from '../../setup/test-app';
import type { TeamThings } from './team-route-cases';

/**
 * A team owned by `owner` (created with a schedule if not given) with two accepted hosts (the owner
 * and a member), a round-robin event type with one booking, one requiring confirmation with two
 * unconfirmed bookings, and someone outside it to add.
 */
export async function teamThings(t: TestApp, owner?: User, base = (teamId: number) => `/v2/teams/${teamId}`): Promise<TeamThings & { owner: User; member: User }> {
  const o = owner ?? (await createHostUser(t, 'Owner'));
  const { team } = await createTeam(t, o);
  const member = await createHostUser(t, 'Member');
  const membership = await addMember(t, team.id, member);
  const newcomer = await createUser(t);
  const access = ownerAccess(team, o);
  const { eventType } = await createTeamEventType(t, access, 'ROUND_ROBIN', [o, member]);
  const { eventType: confirmable } = await createTeamEventType(t, access, 'ROUND_ROBIN', [o, member], { requiresConfirmation: true });
  const monday = futureMonday('Europe/Berlin');
  const book = async (id: number, time: string) =>
    (await t.app.get(PublicBookingsService).create({}, { eventTypeId: id, start: monday.at(time), attendee: { name: 'A', email: 'a@example.com', timeZone: 'UTC' } })).uid;
  const schedules = (await t.dataSource.query(`SELECT id FROM schedules WHERE user_id = $1`, [member.id])) as { id: number }[];
  return {
    owner: o,
    member,
    base: base(team.id),
    teamId: team.id,
    membershipId: membership.id,
    newcomerId: newcomer.id,
    eventTypeId: eventType.id,
    booking: await book(eventType.id, '10:00'),
    unconfirmed: [await book(confirmable.id, '11:00'), await book(confirmable.id, '12:00')],
    scheduleId: schedules[0].id,
  };
}
