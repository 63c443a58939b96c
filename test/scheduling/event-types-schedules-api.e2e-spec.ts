import { issueAccessToken } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

const EVENT_TYPE_FIELDS = [
  'id', 'title', 'slug', 'description', 'lengthMinutes', 'locations', 'scheduleId', 'requiresConfirmation', 'minimumBookingNoticeMinutes',
  'beforeEventBufferMinutes', 'afterEventBufferMinutes', 'slotIntervalMinutes', 'hidden', 'createdAt', 'updatedAt',
];
const SCHEDULE_FIELDS = ['id', 'userId', 'name', 'timeZone', 'availability', 'overrides', 'isDefault', 'createdAt', 'updatedAt'];

/** An app manages its user's event types, private links and schedules through the API. */
describe('Event types, private links and schedules over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiAs>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await t.reset();
    const scopes = ['EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE'];
    api = apiAs(t, (await issueAccessToken(t, { scopes })).token);
  });
  afterAll(() => t.close());

  it('an event type from creation to deletion, answered as response DTOs in the envelope', async () => {
    const created = await api.post('/v2/event-types', { title: ' Intro ', slug: 'intro', lengthMinutes: 45, hidden: true }).expect(201);
    expect(created.body.status).toBe('success');
    expect(Object.keys(created.body.data).sort()).toEqual([...EVENT_TYPE_FIELDS].sort()); // no owner id, no relations
    const id: number = created.body.data.id;
    expect(created.body.data).toMatchObject({ title: 'Intro', hidden: true, minimumBookingNoticeMinutes: 120, scheduleId: null });

    await api.post('/v2/event-types', { title: 'Again', slug: 'intro', lengthMinutes: 15 }).expect(409);
    const patched = await api.patch(`/v2/event-types/${id}`, { description: 'Let us meet', slotIntervalMinutes: 15 }).expect(200);
    expect(patched.body.data).toMatchObject({ description: 'Let us meet', slotIntervalMinutes: 15, lengthMinutes: 45 });
    expect((await api.get(`/v2/event-types/${id}`).expect(200)).body.data).toEqual(patched.body.data);
    expect((await api.get('/v2/event-types?take=1').expect(200)).body.data).toMatchObject({ total: 1, take: 1, skip: 0, items: [{ id }] });

    const deleted = await api.delete(`/v2/event-types/${id}`).expect(204);
    expect(deleted.text).toBe('');
    await api.get(`/v2/event-types/${id}`).expect(404);
    await api.delete(`/v2/event-types/${id}`).expect(404);
  });

  it('a private link’s token is shown once; it books the hidden event type until deleted', async () => {
    await api.post('/v2/schedules', { name: 'Hours', timeZone: 'Europe/Berlin' }).expect(201);
    const eventType = (await api.post('/v2/event-types', { title: 'Secret', slug: 'secret', lengthMinutes: 30, hidden: true, minimumBookingNoticeMinutes: 0 }).expect(201)).body.data;
    const link = (await api.post(`/v2/event-types/${eventType.id}/private-links`, { maxUses: 2 }).expect(201)).body.data;
    expect(link).toMatchObject({ eventTypeId: eventType.id, maxUses: 2, useCount: 0, usable: true, hint: `…${link.token.slice(-4)}` });

    const listed = (await api.get(`/v2/event-types/${eventType.id}/private-links`).expect(200)).body.data;
    expect(listed.total).toBe(1);
    expect(listed.items[0]).not.toHaveProperty('token');
    expect(JSON.stringify(listed)).not.toContain(link.token);

    const monday = futureMonday('Europe/Berlin');
    const book = (privateLink?: string) =>
      apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at('09:00'), privateLink, attendee: { name: 'Ana', email: 'ana@example.com', timeZone: 'UTC' } });
    await book().expect(404); // hidden: not found without the link
    const booked = await book(link.token).expect(201);
    expect(booked.body.data.eventTypeId).toBe(eventType.id);
    expect((await api.get(`/v2/event-types/${eventType.id}/private-links`).expect(200)).body.data.items[0].useCount).toBe(1);

    await api.delete(`/v2/event-types/${eventType.id}/private-links/${link.id}`).expect(204);
    await api.delete(`/v2/event-types/${eventType.id}/private-links/${link.id}`).expect(404);
    const refused = await apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at('10:00'), privateLink: link.token, attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } });
    expect(refused.status).toBe(404);
  });

  it('schedules: /default is the default (never an id), moves with isDefault, and survives deleting it', async () => {
    const none = await api.get('/v2/schedules/default').expect(404);
    expect(none.body.error.message).toBe('You have no schedule yet.');

    const first = (await api.post('/v2/schedules', { name: 'Week', timeZone: 'Europe/Berlin' }).expect(201)).body.data;
    expect(Object.keys(first).sort()).toEqual([...SCHEDULE_FIELDS].sort());
    expect(first).toMatchObject({ isDefault: true, availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], startTime: '09:00', endTime: '17:00' }] });
    const second = (await api.post('/v2/schedules', { name: 'Weekend', availability: [{ days: ['sunday', 'saturday'], startTime: '10:00', endTime: '14:00' }] }).expect(201)).body.data;
    expect(second).toMatchObject({ isDefault: false, timeZone: 'UTC', availability: [{ days: ['saturday', 'sunday'] }] });
    expect((await api.get('/v2/schedules/default').expect(200)).body.data.id).toBe(first.id);

    await api.patch(`/v2/schedules/${second.id}`, { isDefault: true }).expect(200);
    expect((await api.get('/v2/schedules/default').expect(200)).body.data.id).toBe(second.id);
    expect((await api.get(`/v2/schedules/${first.id}`).expect(200)).body.data.isDefault).toBe(false);
    const unset = await api.patch(`/v2/schedules/${second.id}`, { isDefault: false }).expect(422);
    expect(unset.body.error.message).toBe('This is your default schedule: make another schedule the default instead.');

    await api.delete(`/v2/schedules/${second.id}`).expect(204);
    expect((await api.get('/v2/schedules/default').expect(200)).body.data.id).toBe(first.id);
    expect((await api.get('/v2/schedules').expect(200)).body.data).toMatchObject({ total: 1, items: [{ id: first.id, isDefault: true }] });
  });
});
