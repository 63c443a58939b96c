import { createApprovedClient, createUser } from '../factories';
import { futureMonday } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from '../scheduling/support/http';
import { AppCall, thirdPartyApp } from './support/oauth-app';

const REDIRECT_URI = 'https://team-app.example.com/callback';
const SCOPES = ['SCHEDULE_WRITE', 'TEAM_PROFILE_READ', 'TEAM_PROFILE_WRITE', 'TEAM_MEMBERSHIP_READ', 'TEAM_MEMBERSHIP_WRITE', 'TEAM_EVENT_TYPE_WRITE', 'TEAM_BOOKING_READ', 'TEAM_BOOKING_WRITE', 'BOOKING_READ', 'BOOKING_WRITE'];

/**
 * A third-party team-scheduling app, over OAuth and real HTTP, through a team's whole life: an
 * owner creates the team and adds two people, who accept through the same app; the owner sets up a
 * round-robin and a collective event type; anyone books both on the public routes; the owner lists,
 * reassigns, confirms and cancels team bookings.
 */
describe('A third-party app drives a team through its lifecycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('team, members, round-robin and collective event types, bookings, reassign, confirm, cancel', async () => {
    const { client, secret } = await createApprovedClient(t, { name: 'Team Scheduler', redirectUris: [REDIRECT_URI], scopes: SCOPES });
    const app = await thirdPartyApp(t, { clientId: client.clientId, secret: secret! }, REDIRECT_URI, SCOPES);
    const [olivia, mo, nia] = [
      await createUser(t, { name: 'Olivia Owner', timeZone: 'Europe/Berlin' }),
      await createUser(t, { name: 'Mo Member', timeZone: 'Europe/Berlin' }),
      await createUser(t, { name: 'Nia Member', timeZone: 'Europe/Berlin' }),
    ];
    const [asOlivia, asMo, asNia]: AppCall[] = [await app.connect(olivia), await app.connect(mo), await app.connect(nia)];
    for (const as of [asOlivia, asMo, asNia]) {
      expect((await as('POST', '/v2/schedules', { name: 'Office hours', timeZone: 'Europe/Berlin' })).status).toBe(201);
    }

    // 1. A team, with two people added by email; they count once they accept.
    const created = await asOlivia('POST', '/v2/teams', { name: 'Support', slug: 'support', timeZone: 'Europe/Berlin' });
    expect(created).toMatchObject({ status: 201, body: { data: { name: 'Support', slug: 'support' } } });
    const team = `/v2/teams/${created.body.data.id}`;
    for (const person of [mo, nia]) {
      const added = await asOlivia('POST', `${team}/memberships`, { email: person.email });
      expect(added).toMatchObject({ status: 201, body: { data: { userId: person.id, role: 'MEMBER', accepted: false } } });
      // Who the account is stays unsaid until they accept, but the address it was invited by (adding by id must not reveal an email).
      expect(added.body.data).toMatchObject({ status: 'invited', user: { id: person.id, email: person.email } });
    }
    expect(JSON.stringify((await asOlivia('GET', `${team}/memberships`)).body)).not.toContain(mo.email);
    expect((await asMo('GET', team)).status).toBe(404); // an invitation gives no access yet
    // Nor a look at other members through a change that changes nothing.
    const [owners] = (await asOlivia('GET', `${team}/memberships`)).body.data.items;
    const noOp = await asMo('PATCH', `${team}/memberships/${owners.id}`, { role: 'OWNER' });
    expect(noOp.status).toBe(403);
    expect(JSON.stringify(noOp.body)).not.toContain(olivia.email);
    for (const as of [asMo, asNia]) {
      const [invitation] = (await as('GET', '/v2/teams')).body.data.items;
      expect(invitation).toMatchObject({ slug: 'support', membership: { role: 'MEMBER', accepted: false } });
      const accepted = await as('PATCH', `${team}/memberships/${invitation.membership.id}`, { accepted: true });
      expect(accepted).toMatchObject({ status: 200, body: { data: { accepted: true } } });
    }
    expect((await asMo('GET', team)).status).toBe(200);
    expect((await asMo('PATCH', team, { name: 'Mo’s team' })).body.error).toEqual({
      code: 'insufficient_role',
      message: 'This needs the ADMIN or OWNER role in this team; yours is MEMBER.',
    });
    expect((await asOlivia('GET', `${team}/memberships`)).body.data.items.map((m: { role: string; accepted: boolean; user: { email?: string } }) => [m.role, m.accepted, m.user.email])).toEqual([
      ['OWNER', true, olivia.email],
      ['MEMBER', true, mo.email],
      ['MEMBER', true, nia.email],
    ]);

    // 2. A round-robin event type hosted by the two members, and a collective one by all three.
    const roundRobin = await asOlivia('POST', `${team}/event-types`, {
      title: 'Support call',
      slug: 'support-call',
      lengthMinutes: 30,
      schedulingType: 'ROUND_ROBIN',
      requiresConfirmation: true,
      hosts: [{ userId: mo.id }, { userId: nia.id }],
    });
    const collective = await asOlivia('POST', `${team}/event-types`, {
      title: 'Escalation',
      slug: 'escalation',
      lengthMinutes: 60,
      schedulingType: 'COLLECTIVE',
      hosts: [{ userId: olivia.id }, { userId: mo.id }, { userId: nia.id }],
    });
    expect([roundRobin.status, collective.status]).toEqual([201, 201]);
    expect(roundRobin.body.data.hosts.map((h: { name: string }) => h.name)).toEqual(['Mo Member', 'Nia Member']);

    // 3. The public books both, without a token.
    const monday = futureMonday('Europe/Berlin');
    const anyone = apiAs(t);
    const slots = async (eventTypeId: number) =>
      (await anyone.get(`/v2/slots?eventTypeId=${eventTypeId}&start=${monday.date}&end=${monday.date}T23:59&timeZone=Europe/Berlin`).expect(200)).body.data.slots[
        monday.date
      ].map((s: { start: string }) => s.start);
    expect(await slots(roundRobin.body.data.id)).toContain(monday.at('10:00'));
    expect(await slots(collective.body.data.id)).toContain(monday.at('10:00'));
    const attendee = { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'Europe/Lisbon' };
    const rrBooking = (await anyone.post('/v2/bookings', { eventTypeId: roundRobin.body.data.id, start: monday.at('10:00'), attendee }).expect(201)).body.data;
    expect(rrBooking).toMatchObject({ status: 'unconfirmed', teamId: created.body.data.id, hostId: mo.id, hosts: [{ userId: mo.id, name: 'Mo Member' }] });
    // Mo is taken at 10:00, so the collective event type (everyone attends) no longer offers it.
    expect(await slots(collective.body.data.id)).not.toContain(monday.at('10:00'));
    const colBooking = (await anyone.post('/v2/bookings', { eventTypeId: collective.body.data.id, start: monday.at('11:00'), attendee }).expect(201)).body.data;
    expect(colBooking.hosts.map((h: { userId: number }) => h.userId)).toEqual([olivia.id, mo.id, nia.id].sort((a, b) => a - b));

    // 4. The owner manages the team's bookings.
    const listed = await asOlivia('GET', `${team}/bookings`);
    expect(listed.body.data.items.map((b: { uid: string }) => b.uid)).toEqual([rrBooking.uid, colBooking.uid]);
    const reassigned = await asOlivia('POST', `${team}/bookings/${rrBooking.uid}/reassign`, {});
    expect(reassigned).toMatchObject({ status: 200, body: { data: { hostId: nia.id, hosts: [{ userId: nia.id }] } } });
    expect((await asOlivia('POST', `${team}/bookings/${colBooking.uid}/reassign`, {})).body.error.message).toMatch(/Collective bookings are attended by every host/);
    expect((await asOlivia('POST', `${team}/bookings/${rrBooking.uid}/confirm`)).body.data.status).toBe('accepted');
    expect((await asMo('POST', `${team}/bookings/${colBooking.uid}/cancel`, {})).status).toBe(403); // members read, admins write
    const cancelled = await asOlivia('POST', `${team}/bookings/${colBooking.uid}/cancel`, { reason: 'Resolved by email' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancellationReason: 'Resolved by email', updatedByClientId: client.clientId });
    expect(await slots(collective.body.data.id)).toContain(monday.at('11:00')); // everyone's hour is free again
    expect((await asNia('GET', '/v2/teams')).body.data.items).toHaveLength(1);

    // 5. A host who leaves the team keeps the booking's host row, not the booking: their own routes
    //    no longer reach the attendee's details or changes; the team still has it, to reassign.
    const mine = `/v2/bookings/${rrBooking.uid}`;
    expect((await asNia('GET', mine)).body.data.attendee).toMatchObject({ email: 'ana@example.com' });
    const [niaTeam] = (await asNia('GET', '/v2/teams')).body.data.items;
    expect((await asNia('DELETE', `${team}/memberships/${niaTeam.membership.id}`)).status).toBe(204);
    expect((await asNia('GET', mine)).status).toBe(404);
    expect((await asNia('GET', '/v2/bookings')).body.data.items).toEqual([]);
    expect((await asNia('PATCH', `${mine}/location`, { type: 'link', value: 'https://elsewhere.example/meet' })).status).toBe(404);
    expect((await asOlivia('GET', `${team}/bookings/${rrBooking.uid}`)).body.data).toMatchObject({ hostId: nia.id, location: rrBooking.location });
  });
});
