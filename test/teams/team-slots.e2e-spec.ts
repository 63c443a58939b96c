import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import { TeamEventTypesService } from '../../src/groups/teams/event-types/team-event-types.service';
import { createUser } from '../factories';
import { futureMonday } from '../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Slots of team event types, from each host's default schedule in their own time zone: collective
 * offers the hours every host shares, round robin the hours any host has; a busy host closes a
 * collective slot but not a round-robin one; hosts without a schedule offer nothing.
 */
describe('Slots of team event types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const monday = futureMonday('UTC');
  const utcTimes = async (eventTypeId: number) => {
    const res = await apiAs(t).get(`/v2/slots?eventTypeId=${eventTypeId}&start=${monday.date}&end=${monday.date}T23:59&timeZone=UTC`).expect(200);
    return ((res.body.data.slots[monday.date] ?? []) as { start: string }[]).map((s) => s.start.slice(11, 16));
  };
  const slotsOf = async (eventTypeId: number) =>
    (await apiAs(t).get(`/v2/slots?eventTypeId=${eventTypeId}&start=${monday.date}&end=${monday.date}T23:59&timeZone=UTC`).expect(200)).body.data;
  const halfHours = (from: string, to: string) => {
    const out: string[] = [];
    for (let m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)); m < Number(to.slice(0, 2)) * 60 + Number(to.slice(3)); m += 30) {
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    }
    return out;
  };

  /** Berlin 09:00-17:00 and New York 09:00-17:00 on the same Monday. */
  async function berlinAndNewYork() {
    const berlin = await createHostUser(t, 'Berlin');
    const newYork = await createUser(t, { name: 'New York', timeZone: 'America/New_York' });
    await t.app.get(SchedulesService).create({ userId: newYork.id }, { name: 'Hours', timeZone: 'America/New_York' });
    const { team } = await createTeam(t, berlin);
    await addMember(t, team.id, newYork);
    return { access: ownerAccess(team, berlin), berlin, newYork };
  }

  it('collective offers the hours both hosts share; round robin the hours either has, across time zones', async () => {
    const { access, berlin, newYork } = await berlinAndNewYork();
    const { eventType: collective } = await createTeamEventType(t, access, 'COLLECTIVE', [berlin, newYork]);
    const { eventType: roundRobin } = await createTeamEventType(t, access, 'ROUND_ROBIN', [berlin, newYork]);
    const berlinHours = (await utcTimes(roundRobin.id)).filter((x) => x < '12:00');
    const [berlinStart] = berlinHours; // 08:00 UTC in winter, 07:00 in summer
    const newYorkStart = (await utcTimes(collective.id))[0]; // 13:00 or 14:00 UTC
    const berlinEnd = `${String(Number(berlinStart.slice(0, 2)) + 8).padStart(2, '0')}:00`;
    const newYorkEnd = `${String(Number(newYorkStart.slice(0, 2)) + 8).padStart(2, '0')}:00`;
    expect(await utcTimes(collective.id)).toEqual(halfHours(newYorkStart, berlinEnd));
    expect(await utcTimes(roundRobin.id)).toEqual(halfHours(berlinStart, newYorkEnd));
  });

  it('a host busy with any booking closes a collective slot, while round robin still offers it with the other host', async () => {
    const { access, berlin, newYork } = await berlinAndNewYork();
    const { eventType: collective } = await createTeamEventType(t, access, 'COLLECTIVE', [berlin, newYork]);
    const { eventType: roundRobin } = await createTeamEventType(t, access, 'ROUND_ROBIN', [berlin, newYork]);
    const shared = (await utcTimes(collective.id))[0];
    const own = await t.app.get(EventTypesService).create({ userId: newYork.id }, { title: 'Own', slug: 'own', lengthMinutes: 30, minimumBookingNoticeMinutes: 0, afterEventBufferMinutes: 30 });
    await apiAs(t).post('/v2/bookings', { eventTypeId: own.id, start: `${monday.date}T${shared}:00Z`, attendee: { name: 'A', email: 'a@example.com', timeZone: 'UTC' } }).expect(201);
    const after = await utcTimes(collective.id);
    expect(after).not.toContain(shared);
    expect(after).not.toContain(halfHours(shared, '23:59')[1]); // the 30-minute buffer after it
    expect(await utcTimes(roundRobin.id)).toContain(shared);
  });

  it('only accepted members can host; a host without a schedule offers nothing', async () => {
    const owner = await createHostUser(t, 'Owner');
    const { team } = await createTeam(t, owner);
    const invited = await createHostUser(t, 'Invited');
    await addMember(t, team.id, invited, 'MEMBER', false);
    const create = (hosts: { userId: number }[], schedulingType: 'COLLECTIVE' | 'ROUND_ROBIN') =>
      t.app.get(TeamEventTypesService).create(ownerAccess(team, owner), { title: 'T', slug: `t-${schedulingType === 'COLLECTIVE' ? 'c' : 'r'}`, lengthMinutes: 30, schedulingType, hosts });
    await expect(create([{ userId: invited.id }], 'COLLECTIVE')).rejects.toThrow(`Hosts must be accepted members of the team; these are not: ${invited.id}.`);
    const unscheduled = await createUser(t, { name: 'No schedule' });
    await addMember(t, team.id, unscheduled);
    const collective = await create([{ userId: owner.id }, { userId: unscheduled.id }], 'COLLECTIVE');
    const roundRobin = await create([{ userId: owner.id }, { userId: unscheduled.id }], 'ROUND_ROBIN');
    expect(await utcTimes(collective.eventType.id)).toEqual([]);
    expect(await utcTimes(roundRobin.eventType.id)).toHaveLength(16);
    // The answer says why, naming the host: the collective type has no slots at all, the round robin one fewer.
    expect((await slotsOf(collective.eventType.id)).reasons).toEqual([
      {
        code: 'host_without_schedule',
        userId: unscheduled.id,
        message: 'No schedule, a host of this collective event type, has no default schedule: every host must be free, so it offers no times until they set their hours.',
      },
    ]);
    expect((await slotsOf(roundRobin.eventType.id)).reasons).toEqual([
      expect.objectContaining({ code: 'host_without_schedule', userId: unscheduled.id, message: expect.stringMatching(/^No schedule, a host of this round-robin event type, .* the other hosts' times still are\.$/) }),
    ]);
    // Hosts who leave stop hosting: the collective type then offers the owner's hours, and nothing stands in the way.
    await t.dataSource.query(`DELETE FROM memberships WHERE user_id = $1`, [unscheduled.id]);
    expect(await utcTimes(collective.eventType.id)).toHaveLength(16);
    expect((await slotsOf(collective.eventType.id)).reasons).toEqual([]);
    // Once every host has gone, there is no one to offer times.
    await t.dataSource.query(`DELETE FROM event_type_hosts WHERE event_type_id = $1`, [collective.eventType.id]);
    expect(await slotsOf(collective.eventType.id)).toMatchObject({
      slots: {},
      reasons: [{ code: 'no_hosts', message: 'This team event type has no hosts (or none has accepted their team membership yet), so it offers no times.' }],
    });
  });
});
