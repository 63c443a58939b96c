import { UsersService } from '../../src/accounts/users.service';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostedClient, hostedError, VERSIONS } from './hosted-client';

/** Slots (2024-09-04) and bookings (2024-08-13) as the hosted product's docs call them. */
describe('Hosted API v2 mode: slots and bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  /** A host whose app holds a booking token, a public caller, and a Monday two weeks ahead. */
  const setUp = async (eventType = {}) => {
    const fixture = await bookableHost(t, eventType);
    const user = (await t.app.get(UsersService).findById(fixture.host.userId))!;
    const { token } = await issueAccessToken(t, { user, scopes: ['BOOKING_READ', 'BOOKING_WRITE'] });
    return { ...fixture, api: hostedClient(t, token), anonymous: hostedClient(t) };
  };

  const bookingBody = (eventTypeId: number, start: string) => ({
    start,
    attendee: { name: 'John Doe', email: 'john.doe@example.com', timeZone: 'America/New_York', phoneNumber: '+919876543210', language: 'it' },
    bookingFieldsResponses: { customField: 'customValue' },
    eventTypeId,
    guests: ['guest1@example.com', 'guest2@example.com'],
    metadata: { key: 'value' },
    lengthInMinutes: 30,
  });

  it('GET /v2/slots: dates straight in data, starts in the time zone asked, a date-only end includes that day', async () => {
    const { eventType, monday, anonymous } = await setUp();
    const res = await anonymous
      .get(`/v2/slots?eventTypeId=${eventType.id}&start=${monday.date}&end=${monday.date}&timeZone=Europe/Berlin`, VERSIONS.slots)
      .expect(200);
    expect(Object.keys(res.body.data)).toEqual([monday.date]);
    expect(res.body.data[monday.date][0]).toEqual({ start: `${monday.date}T09:00:00.000+0${offsetHours(monday.date)}:00` });
    expect(res.body.data[monday.date]).toHaveLength(16);

    const ranges = await anonymous
      .get(`/v2/slots?eventTypeId=${eventType.id}&start=${monday.date}&end=${monday.date}&timeZone=Europe/Berlin&format=range`, VERSIONS.slots)
      .expect(200);
    expect(ranges.body.data[monday.date][0]).toEqual({
      start: `${monday.date}T09:00:00.000+0${offsetHours(monday.date)}:00`,
      end: `${monday.date}T09:30:00.000+0${offsetHours(monday.date)}:00`,
    });
  });

  it('GET /v2/slots by username and slug is refused by name, not answered for another event type', async () => {
    const { monday, anonymous } = await setUp();
    const res = await anonymous.get(`/v2/slots?username=bob&eventTypeSlug=call&start=${monday.date}&end=${monday.date}`, VERSIONS.slots).expect(400);
    expect(res.body).toEqual(hostedError(400, expect.stringMatching(/^\/v2\/slots\?/) as unknown as string));
    expect(res.body.error.message).toMatch(/eventTypeSlug|username/);
  });

  it('POST /v2/bookings as the docs show it, then GET, list with pagination, reschedule and cancel', async () => {
    const { eventType, monday, api, anonymous, host } = await setUp();
    const created = await anonymous.post('/v2/bookings', VERSIONS.bookings).send(bookingBody(eventType.id, monday.at('10:00'))).expect(201);
    const booking = created.body.data;
    expect(created.body.status).toBe('success');
    expect(booking).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        uid: expect.any(String),
        title: expect.any(String),
        hosts: [{ id: host.userId, name: host.name, email: host.email, timeZone: 'Europe/Berlin' }],
        status: 'accepted',
        start: new Date(monday.at('10:00')).toISOString(),
        end: new Date(monday.at('10:30')).toISOString(),
        duration: 30,
        eventTypeId: eventType.id,
        eventType: { id: eventType.id, slug: eventType.slug },
        location: 'https://meet.example.com/room',
        meetingUrl: 'https://meet.example.com/room',
        absentHost: false,
        attendees: [{ name: 'John Doe', email: 'john.doe@example.com', timeZone: 'America/New_York', absent: false }],
        guests: ['guest1@example.com', 'guest2@example.com'],
      }),
    );
    expect(booking.attendee).toBeUndefined();

    expect((await api.get(`/v2/bookings/${booking.uid}`, VERSIONS.bookings).expect(200)).body).toEqual({ status: 'success', data: booking });
    const list = await api.get('/v2/bookings?status=upcoming&take=10&skip=0', VERSIONS.bookings).expect(200);
    expect(list.body).toEqual({
      status: 'success',
      data: [booking],
      pagination: {
        totalItems: 1,
        remainingItems: 0,
        returnedItems: 1,
        itemsPerPage: 10,
        currentPage: 1,
        totalPages: 1,
        hasNextPage: false,
        hasPreviousPage: false,
      },
    });

    const moved = await anonymous
      .post(`/v2/bookings/${booking.uid}/reschedule`, VERSIONS.bookings)
      .send({ start: monday.at('11:00'), reschedulingReason: 'User rescheduled the event' })
      .expect(201);
    expect(moved.body.data).toEqual(expect.objectContaining({ start: new Date(monday.at('11:00')).toISOString(), rescheduledFromUid: booking.uid, status: 'accepted' }));

    const cancelled = await anonymous
      .post(`/v2/bookings/${moved.body.data.uid}/cancel`, VERSIONS.bookings)
      .send({ cancellationReason: 'User requested cancellation' })
      .expect(200);
    expect(cancelled.body.data).toEqual(expect.objectContaining({ status: 'cancelled', cancellationReason: 'User requested cancellation' }));
  });

  it('POST guests, PATCH location and GET calendar-links as its docs show them', async () => {
    const { eventType, monday, api, anonymous } = await setUp();
    const { body } = await anonymous.post('/v2/bookings', VERSIONS.bookings).send(bookingBody(eventType.id, monday.at('10:00'))).expect(201);
    const uid = body.data.uid;
    const guests = await api
      .post(`/v2/bookings/${uid}/guests`, VERSIONS.bookings)
      .send({ guests: [{ email: 'jane.doe@example.com', name: 'Jane Doe', timeZone: 'Europe/London' }] })
      .expect(200);
    expect(guests.body.data.guests).toEqual(['guest1@example.com', 'guest2@example.com', 'jane.doe@example.com']);
    const moved = await api
      .patch(`/v2/bookings/${uid}/location`, VERSIONS.bookings)
      .send({ location: { type: 'address', address: '123 Example St, City, Country' } })
      .expect(200);
    expect(moved.body.data.location).toBe('123 Example St, City, Country');
    expect(moved.body.data.meetingUrl).toBeUndefined();
    const links = await api.get(`/v2/bookings/${uid}/calendar-links`, VERSIONS.bookings).expect(200);
    expect(links.body).toEqual({
      status: 'success',
      data: [
        { label: 'Google', link: expect.stringMatching(/^https:\/\/calendar\.google\.com\//) },
        { label: 'Microsoft Outlook', link: expect.stringMatching(/^https:\/\//) },
        { label: 'Yahoo', link: expect.stringMatching(/^https:\/\//) },
        { label: 'ICS', link: expect.stringMatching(/^data:text\/calendar/) },
      ],
    });
  });

  it('confirm and decline a booking that asks for it: pending, then accepted or rejected', async () => {
    const { eventType, monday, api, anonymous } = await setUp({ requiresConfirmation: true });
    const first = await anonymous.post('/v2/bookings', VERSIONS.bookings).send(bookingBody(eventType.id, monday.at('10:00'))).expect(201);
    expect(first.body.data.status).toBe('pending');
    const confirmed = await api.post(`/v2/bookings/${first.body.data.uid}/confirm`, VERSIONS.bookings).expect(200);
    expect(confirmed.body.data.status).toBe('accepted');
    const second = await anonymous.post('/v2/bookings', VERSIONS.bookings).send(bookingBody(eventType.id, monday.at('12:00'))).expect(201);
    const declined = await api.post(`/v2/bookings/${second.body.data.uid}/decline`, VERSIONS.bookings).send({ reason: 'Not available' }).expect(200);
    expect(declined.body.data.status).toBe('rejected');
  });

  it('a length other than the event type’s, or a filter we cannot apply, is a 400 naming it', async () => {
    const { eventType, monday, api, anonymous } = await setUp();
    const length = await anonymous.post('/v2/bookings', VERSIONS.bookings).send({ ...bookingBody(eventType.id, monday.at('10:00')), lengthInMinutes: 45 }).expect(400);
    expect(length.body.error.message).toMatch(/lengthInMinutes/);
    const filter = await api.get('/v2/bookings?attendeeEmail=john.doe@example.com', VERSIONS.bookings).expect(400);
    expect(filter.body.error.message).toMatch(/attendeeEmail/);
  });
});

/** Berlin's offset on a date, in hours (1 in winter, 2 in summer). */
function offsetHours(date: string): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')!.value;
  return Number(name.replace('GMT+', ''));
}
