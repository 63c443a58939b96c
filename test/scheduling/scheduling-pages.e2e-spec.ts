import request from 'supertest';
import { createUser, csrfFrom, DEFAULT_PASSWORD, signIn } from '../factories';
import { issueTokens } from '../factories/oauth';
import { bookableHost, createEventType, createHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * The scheduling pages answer bad input as the API does (its rules, its words), and what is not
 * there (another person's event type, a hidden one, an id past the database's range) as a page's
 * 404, never a 500.
 */
describe('Scheduling pages: the API’s rules, and a 404 for what is not there', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('the booking page is a 404 page for a hidden event type, an unknown one and an id past the database’s range', async () => {
    const host = await createHost(t);
    const hidden = await createEventType(t, host, { hidden: true });
    for (const path of [`/book/${hidden.id}`, '/book/999999', '/book/2147483648', '/book/2147483648/time?start=2030-01-01T00:00:00Z', '/book/abc']) {
      const res = await request(t.url).get(path).set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('books with the API’s rules: a bad email or a time that is no slot is refused with its message, the form kept', async () => {
    const { eventType, monday } = await bookableHost(t);
    const agent = request.agent(t.url);
    const form = await agent.get(`/book/${eventType.id}/time?start=${encodeURIComponent(monday.at('10:00'))}&timeZone=Europe/Lisbon`).expect(200);
    const csrf = csrfFrom(form.text);
    const badEmail = await agent.post(`/book/${eventType.id}`).type('form').send({ _csrf: csrf, start: monday.at('10:00'), timeZone: 'Europe/Lisbon', name: 'Ana', email: 'not-an-email' }).expect(422);
    expect(badEmail.text).toContain('email must be an email address');
    expect(badEmail.text).toContain('value="Ana"');
    const noSlot = await agent.post(`/book/${eventType.id}`).type('form').send({ _csrf: csrf, start: monday.at('03:00'), timeZone: 'Europe/Lisbon', name: 'Ana', email: 'ana@example.com' });
    expect(noSlot.status).toBe(422);
    // A post without a time (not from the form): the error page, not a 500.
    const noTime = await agent.post(`/book/${eventType.id}`).type('form').send({ _csrf: csrf, name: 'Ana', email: 'ana@example.com' }).expect(422);
    expect(noTime.text).toContain('start must be');
    const booked = await agent.post(`/book/${eventType.id}`).type('form').send({ _csrf: csrf, start: monday.at('10:00'), timeZone: 'Europe/Lisbon', name: 'Ana', email: 'ana@example.com' }).expect(303);
    expect(booked.headers.location).toMatch(/^\/booking\/[\w-]+$/);
    const page = await agent.get(booked.headers.location).expect(200);
    expect(page.text).toContain('Booked.');
    // The same time again: taken (409), as the API says.
    const again = await agent.post(`/book/${eventType.id}`).type('form').send({ _csrf: csrf, start: monday.at('10:00'), timeZone: 'Europe/Lisbon', name: 'Bo', email: 'bo@example.com' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('already booked');
  });

  it('a person’s event type pages: another’s event type and an id past the range are 404; a duplicate slug is the API’s 409', async () => {
    const other = await createHost(t);
    const theirs = await createEventType(t, other, { slug: 'theirs' });
    const agent = await signIn(t, await createUser(t, { email: 'me@example.com' }));
    await agent.get(`/settings/event-types/${theirs.id}`).expect(404);
    await agent.get('/settings/event-types/2147483648').expect(404);
    const page = await agent.get('/settings/event-types').expect(200);
    const create = (slug: string) => agent.post('/settings/event-types').type('form').send({ _csrf: csrfFrom(page.text), title: 'Call', slug, lengthMinutes: '30' });
    await create('call').expect(303);
    const duplicate = await create('call').expect(409);
    expect(duplicate.text).toContain('You already have an event type with the slug &quot;call&quot;.');
    const tooLong = await agent.post('/settings/event-types').type('form').send({ _csrf: csrfFrom(page.text), title: 'Call', slug: 'long', lengthMinutes: '721' }).expect(422);
    expect(tooLong.text).toContain('lengthMinutes must be at most 720 (12 hours)');
  });

  it('the bookings page says through which app a booking was made, and cancels it for the host', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const app = await issueTokens(t, { name: 'Acme Calendar', scopes: ['BOOKING_READ'] });
    await request(t.url).post('/v2/bookings').set('Authorization', `Bearer ${app.accessToken}`).send({ eventTypeId: eventType.id, start: monday.at('10:00'), attendee: { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'Europe/Lisbon' } }).expect(201);
    const agent = await signIn(t, { email: host.email }, DEFAULT_PASSWORD);
    const page = await agent.get('/settings/bookings').expect(200);
    expect(page.text).toContain('Booked by <strong>Ana Lima</strong> &lt;ana@example.com&gt;, through the app <strong>Acme Calendar</strong>.');
    const uid = /action="\/settings\/bookings\/([\w-]+)\/cancel"/.exec(page.text)![1];
    await agent.post(`/settings/bookings/${uid}/cancel`).type('form').send({ _csrf: csrfFrom(page.text), reason: 'Ill' }).expect(303);
    const after = await agent.get('/settings/bookings').expect(200);
    expect(after.text).toContain('Cancelled: Ill');
    // Cancelled already: the API's 409, on the page.
    const again = await agent.post(`/settings/bookings/${uid}/cancel`).type('form').send({ _csrf: csrfFrom(after.text) });
    expect(again.status).toBe(409);
  });
});
