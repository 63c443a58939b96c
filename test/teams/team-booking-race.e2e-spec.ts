import { BookingHost } from '../../src/scheduling/bookings/booking-host.entity';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { SlotsService } from '../../src/scheduling/slots/slots.service';
import { futureMonday } from '../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Many people ask for the same time of a team event type at once, through the public endpoint. On
 * PostgreSQL (DATABASE_URL) the requests run in parallel on separate connections; the per-host
 * exclusion constraint decides, so no host is ever booked twice.
 */
describe('Simultaneous bookings of a team event type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const attendee = (i: number) => ({ name: `Booker ${i}`, email: `booker${i}@example.com`, timeZone: 'Europe/Lisbon' });
  const tenAt = (eventTypeId: number, start: string) =>
    Promise.all(Array.from({ length: 10 }, (_, i) => apiAs(t).post('/v2/bookings', { eventTypeId, start, attendee: attendee(i) })));

  async function teamOf(hostCount: number) {
    const owner = await createHostUser(t, 'Owner');
    const { team } = await createTeam(t, owner);
    const hosts = [owner];
    for (let i = 1; i < hostCount; i++) {
      const host = await createHostUser(t, `Host ${i}`);
      await addMember(t, team.id, host);
      hosts.push(host);
    }
    return { access: ownerAccess(team, owner), hosts };
  }

  it('10 requests for one collective slot of 3 hosts: exactly one 201, and every host attends it once', async () => {
    const { access, hosts } = await teamOf(3);
    const { eventType } = await createTeamEventType(t, access, 'COLLECTIVE', hosts);
    const start = futureMonday('Europe/Berlin').at('10:00');
    const responses = await tenAt(eventType.id, start);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const attendances = await t.dataSource.getRepository(BookingHost).findBy({ active: true });
    expect(attendances.map((a) => a.userId).sort()).toEqual(hosts.map((h) => h.id).sort());
  });

  it('10 requests for one round-robin slot of 2 hosts: exactly two 201, on different hosts', async () => {
    const { access, hosts } = await teamOf(2);
    const { eventType } = await createTeamEventType(t, access, 'ROUND_ROBIN', hosts);
    const start = futureMonday('Europe/Berlin').at('10:00');
    const responses = await tenAt(eventType.id, start);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winners = responses.filter((r) => r.status === 201).map((r) => r.body.data.hostId);
    expect(winners.sort()).toEqual(hosts.map((h) => h.id).sort());
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.error).toEqual({ code: 'conflict', message: 'This time is already booked. Choose another slot.' });
    }
  });

  it('a team booking and a personal booking of the same person cannot overlap either', async () => {
    const { access, hosts } = await teamOf(2);
    const { eventType } = await createTeamEventType(t, access, 'COLLECTIVE', hosts);
    const own = await t.app.get(EventTypesService).create({ userId: hosts[0].id }, { title: 'Own', slug: 'own', lengthMinutes: 30, minimumBookingNoticeMinutes: 0 });
    const start = futureMonday('Europe/Berlin').at('14:00');
    const [team, personal] = await Promise.all([
      apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start, attendee: attendee(1) }),
      apiAs(t).post('/v2/bookings', { eventTypeId: own.id, start, attendee: attendee(2) }),
    ]);
    expect([team.status, personal.status].sort()).toEqual([201, 409]);
  });

  it('round robin moves on to the next host when the first in line was taken after the availability check', async () => {
    const { access, hosts } = await teamOf(2);
    const { eventType } = await createTeamEventType(t, access, 'ROUND_ROBIN', hosts);
    const start = futureMonday('Europe/Berlin').at('10:00');
    // The first host in round-robin order (never booked for this event type, lowest id) is taken by a personal booking...
    const own = await t.app.get(EventTypesService).create({ userId: hosts[0].id }, { title: 'Own', slug: 'own', lengthMinutes: 30, minimumBookingNoticeMinutes: 0 });
    await apiAs(t).post('/v2/bookings', { eventTypeId: own.id, start, attendee: attendee(1) }).expect(201);
    // ...which a concurrent request did not see: it found both hosts free.
    const everyone = hosts.map((h) => ({ userId: h.id, priority: 2, schedule: null, busy: [] }));
    const check = jest.spyOn(t.app.get(SlotsService), 'freeHostsAt').mockResolvedValue(everyone);
    try {
      const booked = await apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start, attendee: attendee(2) }).expect(201);
      expect(booked.body.data.hosts).toEqual([{ userId: hosts[1].id, name: 'Host 1' }]);
      const third = await apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start, attendee: attendee(3) });
      expect([third.status, third.body.error.message]).toEqual([409, 'This time is already booked. Choose another slot.']);
    } finally {
      check.mockRestore();
    }
  });
});
