import { issueAccessToken } from '../factories/oauth';
import { addOrgMember, createOrganization } from '../factories/organizations';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostedClient, hostedError, VERSIONS } from './hosted-client';

/** Event types (2024-06-14), schedules (2024-06-11) and /v2/me as the hosted product's docs call them. */
describe('Hosted API v2 mode: event types, schedules and /me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const app = async () => {
    const { token, user } = await issueAccessToken(t, {
      scopes: ['PROFILE_READ', 'PROFILE_WRITE', 'EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE'],
    });
    return { api: hostedClient(t, token), user };
  };

  const SCHEDULE = {
    name: 'Catch up hours',
    timeZone: 'Europe/Rome',
    isDefault: true,
    availability: [
      { days: ['Monday', 'Tuesday'], startTime: '17:00', endTime: '19:00' },
      { days: ['Wednesday', 'Thursday'], startTime: '16:00', endTime: '20:00' },
    ],
    overrides: [{ date: '2030-05-20', startTime: '18:00', endTime: '21:00' }],
  };

  const EVENT_TYPE = {
    lengthInMinutes: 60,
    title: 'Learn the secrets of masterchief!',
    slug: 'learn-the-secrets-of-masterchief',
    description: 'Discover the culinary wonders of Argentina by making the best flan ever!',
    locations: [{ type: 'address', address: '123 Example St, City, Country', public: true }],
    disableGuests: false,
    slotInterval: 60,
    minimumBookingNotice: 0,
    beforeEventBuffer: 0,
    afterEventBuffer: 0,
    price: 0,
    currency: 'usd',
  };

  it('POST/GET/PATCH/DELETE /v2/schedules: capitalised days, ownerId, flat overrides, lists in data, DELETE 200', async () => {
    const { api, user } = await app();
    const created = await api.post('/v2/schedules', VERSIONS.schedules).send(SCHEDULE).expect(201);
    const schedule = created.body.data;
    expect(created.body).toEqual({
      status: 'success',
      data: {
        id: expect.any(Number),
        ownerId: user.id,
        name: 'Catch up hours',
        timeZone: 'Europe/Rome',
        availability: SCHEDULE.availability,
        isDefault: true,
        overrides: SCHEDULE.overrides,
      },
    });
    const list = await api.get('/v2/schedules', VERSIONS.schedules).expect(200);
    expect(list.body).toEqual({ status: 'success', data: [schedule] });
    expect((await api.get(`/v2/schedules/${schedule.id}`, VERSIONS.schedules).expect(200)).body).toEqual({ status: 'success', data: schedule });
    expect((await api.get('/v2/schedules/default', VERSIONS.schedules).expect(200)).body.data.id).toBe(schedule.id);

    const patched = await api
      .patch(`/v2/schedules/${schedule.id}`, VERSIONS.schedules)
      .send({ availability: [{ days: ['Friday'], startTime: '09:00', endTime: '12:00' }], overrides: [{ date: '2030-05-21', startTime: '00:00', endTime: '00:00' }] })
      .expect(200);
    expect(patched.body.data.availability).toEqual([{ days: ['Friday'], startTime: '09:00', endTime: '12:00' }]);
    expect(patched.body.data.overrides).toEqual([{ date: '2030-05-21', startTime: '00:00', endTime: '00:00' }]);

    const deleted = await api.delete(`/v2/schedules/${schedule.id}`, VERSIONS.schedules).expect(200);
    expect(deleted.body).toEqual({ status: 'success' });
    await api.get(`/v2/schedules/${schedule.id}`, VERSIONS.schedules).expect(404);
  });

  it('two ranges on one override date are one date of ours with two ranges, and come back as two entries', async () => {
    const { api } = await app();
    const overrides = [
      { date: '2030-05-20', startTime: '09:00', endTime: '10:00' },
      { date: '2030-05-20', startTime: '14:00', endTime: '15:00' },
    ];
    const created = await api.post('/v2/schedules', VERSIONS.schedules).send({ ...SCHEDULE, overrides }).expect(201);
    expect(created.body.data.overrides).toEqual(overrides);
  });

  it('POST/GET/PATCH/DELETE /v2/event-types: lengthInMinutes, location objects, ownerId and users, DELETE 200 with the object', async () => {
    const { api, user } = await app();
    const created = await api.post('/v2/event-types', VERSIONS.eventTypes).send(EVENT_TYPE).expect(201);
    const eventType = created.body.data;
    expect(eventType).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        ownerId: user.id,
        lengthInMinutes: 60,
        title: EVENT_TYPE.title,
        slug: EVENT_TYPE.slug,
        description: EVENT_TYPE.description,
        locations: EVENT_TYPE.locations,
        slotInterval: 60,
        minimumBookingNotice: 0,
        beforeEventBuffer: 0,
        afterEventBuffer: 0,
        scheduleId: null,
        hidden: false,
        bookingFields: expect.arrayContaining([expect.objectContaining({ slug: 'email', required: true })]),
        users: [expect.objectContaining({ id: user.id, name: user.name, username: expect.any(String), weekStart: 'Monday' })],
      }),
    );
    expect(eventType.lengthMinutes).toBeUndefined();

    const list = await api.get('/v2/event-types', VERSIONS.eventTypes).expect(200);
    expect(list.body).toEqual({ status: 'success', data: [eventType] });
    expect((await api.get(`/v2/event-types?eventSlug=${EVENT_TYPE.slug}`, VERSIONS.eventTypes).expect(200)).body.data).toEqual([eventType]);
    expect((await api.get('/v2/event-types?eventSlug=other', VERSIONS.eventTypes).expect(200)).body.data).toEqual([]);
    expect((await api.get(`/v2/event-types/${eventType.id}`, VERSIONS.eventTypes).expect(200)).body).toEqual({ status: 'success', data: eventType });

    const patched = await api
      .patch(`/v2/event-types/${eventType.id}`, VERSIONS.eventTypes)
      .send({ lengthInMinutes: 30, locations: [{ type: 'link', link: 'https://meet.example.com/flan', public: true }], confirmationPolicy: { type: 'always', blockUnconfirmedBookingsInBooker: false } })
      .expect(200);
    expect(patched.body.data).toEqual(
      expect.objectContaining({ lengthInMinutes: 30, locations: [{ type: 'link', link: 'https://meet.example.com/flan', public: true }], confirmationPolicy: expect.objectContaining({ type: 'always' }) }),
    );

    const deleted = await api.delete(`/v2/event-types/${eventType.id}`, VERSIONS.eventTypes).expect(200);
    expect(deleted.body).toEqual({ status: 'success', data: { id: eventType.id, lengthInMinutes: 30, title: EVENT_TYPE.title, slug: EVENT_TYPE.slug } });
    await api.get(`/v2/event-types/${eventType.id}`, VERSIONS.eventTypes).expect(404);
  });

  it('a location we cannot offer (an installed app) is a 400 naming it; an unknown field still a 400', async () => {
    const { api } = await app();
    const integration = await api.post('/v2/event-types', VERSIONS.eventTypes).send({ ...EVENT_TYPE, locations: [{ type: 'integration', integration: 'cal-video' }] }).expect(400);
    expect(integration.body).toEqual(hostedError(400, '/v2/event-types'));
    expect(integration.body.error.message).toMatch(/integration/);
    const unknown = await api.post('/v2/event-types', VERSIONS.eventTypes).send({ ...EVENT_TYPE, flavour: 'dulce de leche' }).expect(400);
    expect(unknown.body.error.message).toMatch(/flavour/);
  });

  it('DELETE another person’s event type → 404 in the hosted shape, nothing deleted', async () => {
    const { api } = await app();
    const other = await app();
    const { body } = await other.api.post('/v2/event-types', VERSIONS.eventTypes).send(EVENT_TYPE).expect(201);
    const res = await api.delete(`/v2/event-types/${body.data.id}`, VERSIONS.eventTypes).expect(404);
    expect(res.body).toEqual(hostedError(404, `/v2/event-types/${body.data.id}`));
    await other.api.get(`/v2/event-types/${body.data.id}`, VERSIONS.eventTypes).expect(200);
    const notAnId = await other.api.delete('/v2/event-types/first', VERSIONS.eventTypes).expect(404);
    expect(notAnId.body).toEqual(hostedError(404, '/v2/event-types/first'));
    await other.api.get(`/v2/event-types/${body.data.id}`, VERSIONS.eventTypes).expect(200);
  });

  it('private links: POST with maxUsageCount answers the link once, GET lists them, PATCH changes the limit and expiry, DELETE answers 200 with the link id', async () => {
    const { api } = await app();
    const { body } = await api.post('/v2/event-types', VERSIONS.eventTypes).send({ ...EVENT_TYPE, hidden: true }).expect(201);
    const path = `/v2/event-types/${body.data.id}/private-links`;
    const created = await api.post(path, VERSIONS.eventTypes).send({ maxUsageCount: 10 }).expect(201);
    expect(created.body).toEqual({
      status: 'success',
      data: { linkId: expect.stringMatching(/^\d+$/), link: expect.any(String), eventTypeId: body.data.id, isExpired: false, maxUsageCount: 10, usageCount: 0 },
    });
    const { link: _token, ...listed } = created.body.data;
    expect((await api.get(path, VERSIONS.eventTypes).expect(200)).body).toEqual({ status: 'success', data: [listed] });
    const patched = await api.patch(`${path}/${listed.linkId}`, VERSIONS.eventTypes).send({ maxUsageCount: 5, expiresAt: '2030-12-31T23:59:59.000Z' }).expect(200);
    expect(patched.body).toEqual({ status: 'success', data: { ...listed, maxUsageCount: 5, expiresAt: '2030-12-31T23:59:59.000Z' } });
    const deleted = await api.delete(`${path}/${listed.linkId}`, VERSIONS.eventTypes).expect(200);
    expect(deleted.body).toEqual({ status: 'success', data: { linkId: listed.linkId, message: expect.any(String) } });
    expect((await api.get(path, VERSIONS.eventTypes).expect(200)).body.data).toEqual([]);
  });

  it('GET/PATCH /v2/me: username, timeFormat, defaultScheduleId, capitalised weekStart, organizationId', async () => {
    const { api, user } = await app();
    const { body: schedule } = await api.post('/v2/schedules', VERSIONS.schedules).send(SCHEDULE).expect(201);
    const me = await api.get('/v2/me', '2024-08-13').expect(200);
    expect(me.body).toEqual({
      status: 'success',
      data: {
        id: user.id,
        username: expect.stringMatching(/^[a-z0-9-]+$/),
        email: user.email,
        name: user.name,
        timeFormat: 12,
        defaultScheduleId: schedule.data.id,
        weekStart: 'Monday',
        timeZone: user.timeZone,
        locale: 'en',
        organizationId: null,
      },
    });
    const { organization } = await createOrganization(t);
    await addOrgMember(t, organization.id, user);
    expect((await api.get('/v2/me', '2024-08-13').expect(200)).body.data).toEqual(
      expect.objectContaining({ organizationId: organization.id, organization: { isPlatform: false, id: organization.id } }),
    );
    const patched = await api.patch('/v2/me', '2024-08-13').send({ weekStart: 'Sunday', timeZone: 'America/New_York', timeFormat: 24 }).expect(200);
    expect(patched.body.data).toEqual(expect.objectContaining({ weekStart: 'Sunday', timeZone: 'America/New_York' }));
  });
});
