import { BookingDetailsService } from '../../src/scheduling/bookings/booking-details.service';
import { hostScope } from '../../src/scheduling/bookings/booking-scope';
import { BookingsService } from '../../src/scheduling/bookings/bookings.service';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { NotFoundError } from '../../src/common/errors/domain-errors';
import { attendee, bookableHost, bookingRequest, createHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

/** The value of an iCalendar property, with folded lines (RFC 5545 §3.1) joined again. */
function icsProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded.split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('What a host reads about a booking: calendar links, recordings, transcripts, references', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function booked(requiresConfirmation = false) {
    const setup = await bookableHost(t, { title: 'Intro', lengthMinutes: 45, slotIntervalMinutes: 15, requiresConfirmation });
    const booking = await t.app.get(PublicBookingsService).create(
      {},
      bookingRequest(setup.eventType.id, setup.monday.at('10:15'), {
        attendee: attendee('Ana Lima'),
        guests: ['bo@example.com'],
      }),
    );
    // 10:15 in Berlin: 08:15Z in summer, 09:15Z in winter; the links must carry the instant in UTC.
    const start = setup.monday.at('10:15').replace(/\.000Z$/, 'Z');
    const end = setup.monday.at('11:00').replace(/\.000Z$/, 'Z');
    const basic = (iso: string) => iso.replace(/[-:]/g, '');
    return { ...setup, booking, start, end, basic };
  }

  it('Google, Outlook and Yahoo links carry the title, place and UTC times', async () => {
    const { host, booking, start, end, basic } = await booked();
    const links = await t.app.get(BookingDetailsService).calendarLinks(host, booking.uid);

    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(booking.title);
    expect(google.searchParams.get('dates')).toBe(`${basic(start)}/${basic(end)}`);
    expect(google.searchParams.get('location')).toBe('https://meet.example.com/room');
    expect(google.searchParams.get('details')).toContain('Guests: bo@example.com');

    const outlook = new URL(links.outlook);
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(outlook.searchParams.get('subject')).toBe(booking.title);
    expect(outlook.searchParams.get('startdt')).toBe(start);
    expect(outlook.searchParams.get('enddt')).toBe(end);

    const yahoo = new URL(links.yahoo);
    expect(yahoo.hostname).toBe('calendar.yahoo.com');
    expect(yahoo.searchParams.get('title')).toBe(booking.title);
    expect(yahoo.searchParams.get('st')).toBe(basic(start));
    expect(yahoo.searchParams.get('et')).toBe(basic(end));
    expect(yahoo.searchParams.get('in_loc')).toBe('https://meet.example.com/room');

    expect(links.ics.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(links.ics.slice(links.ics.indexOf(',') + 1));
    expect(icsProperty(ics, 'DTSTART')).toBe(`DTSTART:${basic(start)}`);
  });

  it('the .ics file describes the booking in UTC, with organizer, attendees and status', async () => {
    const { host, booking, start, end, basic } = await booked();
    const file = await t.app.get(BookingDetailsService).icsFile(host, booking.uid);
    expect(file.filename).toBe(`booking-${booking.uid}.ics`);
    const ics = file.content;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(icsProperty(ics, 'DTSTART')).toBe(`DTSTART:${basic(start)}`);
    expect(icsProperty(ics, 'DTEND')).toBe(`DTEND:${basic(end)}`);
    expect(icsProperty(ics, 'UID')).toBe(`UID:${booking.uid}`);
    expect(icsProperty(ics, 'SUMMARY')).toBe(`SUMMARY:${booking.title}`);
    expect(icsProperty(ics, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(icsProperty(ics, 'ORGANIZER')).toBe(`ORGANIZER;CN="${host.name}":MAILTO:${host.email}`);
    const attendees = ics
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((l) => l.startsWith('ATTENDEE'));
    expect(attendees.map((l) => l.slice(l.toLowerCase().lastIndexOf('mailto:') + 7))).toEqual([
      'ana@example.com',
      'bo@example.com',
    ]);
  });

  it('an unconfirmed booking is tentative, a cancelled one cancelled', async () => {
    const { host, booking } = await booked(true);
    const details = t.app.get(BookingDetailsService);
    expect(icsProperty((await details.icsFile(host, booking.uid)).content, 'STATUS')).toBe('STATUS:TENTATIVE');
    await t.app.get(BookingsService).decline(host, hostScope(host.userId), booking.uid);
    expect(icsProperty((await details.icsFile(host, booking.uid)).content, 'STATUS')).toBe('STATUS:CANCELLED');
  });

  it('another host’s booking is not found', async () => {
    const { booking } = await booked();
    const stranger = await createHost(t);
    const details = t.app.get(BookingDetailsService);
    const notFound = new NotFoundError('Booking not found.');
    await expect(details.calendarLinks(stranger, booking.uid)).rejects.toThrow(notFound);
    await expect(details.icsFile(stranger, booking.uid)).rejects.toThrow(notFound);
    await expect(details.recordings(stranger, booking.uid)).rejects.toThrow(notFound);
    await expect(details.transcripts(stranger, booking.uid)).rejects.toThrow(notFound);
    await expect(details.references(stranger, booking.uid)).rejects.toThrow(notFound);
  });

  it('returns the recordings, transcripts and calendar references that were stored, and nothing made up', async () => {
    const { host, booking } = await booked();
    const details = t.app.get(BookingDetailsService);
    expect(await details.recordings(host, booking.uid)).toEqual([]);
    expect(await details.transcripts(host, booking.uid)).toEqual([]);
    expect(await details.references(host, booking.uid)).toEqual([]);
    const recording = { url: 'https://video.example.com/r/1', createdAt: '2030-01-01T10:00:00.000Z', durationSeconds: 1800 };
    const reference = { provider: 'google_calendar', externalId: 'evt-1', meetingUrl: 'https://meet.example.com/x' };
    await t.dataSource.query(`UPDATE bookings SET recordings = $1, calendar_references = $2 WHERE uid = $3`, [
      JSON.stringify([recording]),
      JSON.stringify([reference]),
      booking.uid,
    ]);
    expect(await details.recordings(host, booking.uid)).toEqual([recording]);
    expect(await details.references(host, booking.uid)).toEqual([reference]);
  });
});
