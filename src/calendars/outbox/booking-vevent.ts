import { createEvent } from 'ics';
import type { Booking } from '../../scheduling/bookings/booking.entity';
import { calendarEventOf } from '../../scheduling/bookings/calendar-links';

/**
 * The booking as a calendar object for the host's own calendar, written by the `ics` package.
 * The iCalendar UID is the booking's uid (the first booking's, after a reschedule) and SEQUENCE
 * grows with each update (RFC 5545 §3.8.7.4). No METHOD: a stored calendar object must not carry
 * one (RFC 4791 §4.1). No ORGANIZER or ATTENDEE either: on servers with implicit scheduling
 * (iCloud, RFC 6638) they would make the host's server send invitations of its own; the people
 * are named in the description instead.
 */
export function bookingVevent(booking: Booking, host: { name: string; email: string }, icalUid: string, sequence: number): string {
  const event = calendarEventOf(booking, host);
  const attendees = event.attendees.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email)).join(', ');
  const { error, value } = createEvent({
    productId: 'scheduling-oauth-server',
    uid: icalUid,
    sequence,
    title: event.title,
    description: `${event.description}\nAttendees: ${attendees}\nBooking: ${booking.uid}`,
    ...(event.location ? { location: event.location } : {}),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be written.');
  return value.replace(/^METHOD:[^\r\n]*\r?\n/m, ''); // the package always writes one
}
