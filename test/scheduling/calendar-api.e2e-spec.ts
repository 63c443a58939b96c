import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';
import { basicUtcInstant, icsValue } from './support/ics';

/** A host's app offers "add to calendar": the links and the file must carry the booked instants. */
describe('Calendar links and the .ics download over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function booked(requiresConfirmation = false) {
    const { host, eventType, monday } = await bookableHost(t, { title: 'Intro & chat', lengthMinutes: 45, slotIntervalMinutes: 15, requiresConfirmation });
    const { token } = await issueAccessToken(t, { user: { id: host.userId } as never, scopes: ['BOOKING_READ', 'BOOKING_WRITE'] });
    const res = await apiAs(t)
      .post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at('10:15'), attendee: { name: 'Ana', email: 'ana@example.com', timeZone: 'Asia/Tokyo' } })
      .expect(201);
    return { api: apiAs(t, token), booking: res.body.data, host, monday };
  }

  it('Google, Outlook, Yahoo and the data: URL decode to the booked start and end', async () => {
    const { api, booking, monday } = await booked();
    // 10:15 to 11:00 in Berlin: whatever the season, the links must carry these instants in UTC.
    const [start, end] = [monday.at('10:15'), monday.at('11:00')];
    expect([booking.start, booking.end]).toEqual([start, end]);

    const links = (await api.get(`/v2/bookings/${booking.uid}/calendar-links`).expect(200)).body.data;
    const google = new URL(links.google).searchParams;
    expect(google.get('text')).toBe(booking.title);
    expect(google.get('dates')!.split('/').map(basicUtcInstant)).toEqual([start, end]);
    const outlook = new URL(links.outlook).searchParams;
    expect([outlook.get('startdt'), outlook.get('enddt')].map((v) => new Date(v!).toISOString())).toEqual([start, end]);
    expect(outlook.get('startdt')).toMatch(/Z$/);
    const yahoo = new URL(links.yahoo).searchParams;
    expect([yahoo.get('st'), yahoo.get('et')].map(basicUtcInstant)).toEqual([start, end]);

    expect(links.ics).toMatch(/^data:text\/calendar;charset=utf-8,/);
    const ics = decodeURIComponent(links.ics.slice(links.ics.indexOf(',') + 1));
    expect([icsValue(ics, 'DTSTART'), icsValue(ics, 'DTEND')].map(basicUtcInstant)).toEqual([start, end]);
  });

  it('GET …/calendar-links/ics downloads a text/calendar file with the booking’s times', async () => {
    const { api, booking, host } = await booked();
    const res = await api.get(`/v2/bookings/${booking.uid}/calendar-links/ics`).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.uid}.ics"`);
    const ics = res.text;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(basicUtcInstant(icsValue(ics, 'DTSTART'))).toBe(booking.start);
    expect(basicUtcInstant(icsValue(ics, 'DTEND'))).toBe(booking.end);
    expect(icsValue(ics, 'UID')).toBe(booking.uid);
    expect(icsValue(ics, 'SUMMARY')).toBe(booking.title);
    expect(icsValue(ics, 'STATUS')).toBe('CONFIRMED');
    expect(icsValue(ics, 'ORGANIZER')).toBe(`MAILTO:${host.email}`);
  });

  it('the file follows the booking: tentative while unconfirmed, cancelled once declined', async () => {
    const { api, booking } = await booked(true);
    const status = async () => icsValue((await api.get(`/v2/bookings/${booking.uid}/calendar-links/ics`).expect(200)).text, 'STATUS');
    expect(await status()).toBe('TENTATIVE');
    await api.post(`/v2/bookings/${booking.uid}/decline`, {}).expect(200);
    expect(await status()).toBe('CANCELLED');
  });

  it('recordings, transcripts and references are empty lists until an integration stores some', async () => {
    const { api, booking } = await booked();
    for (const what of ['recordings', 'transcripts', 'references']) {
      expect((await api.get(`/v2/bookings/${booking.uid}/${what}`).expect(200)).body).toEqual({ status: 'success', data: [] });
    }
    await t.dataSource.query(`UPDATE bookings SET recordings = $1 WHERE uid = $2`, [
      JSON.stringify([{ url: 'https://video.example.com/r/1', createdAt: '2030-01-01T10:00:00.000Z', durationSeconds: 1800 }]),
      booking.uid,
    ]);
    expect((await api.get(`/v2/bookings/${booking.uid}/recordings`).expect(200)).body.data).toEqual([
      { url: 'https://video.example.com/r/1', createdAt: '2030-01-01T10:00:00.000Z', durationSeconds: 1800 },
    ]);
  });
});
