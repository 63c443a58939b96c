import { createEvent } from 'ics';
import type { Booking } from '../../scheduling/bookings/booking.entity';
import { calendarEventOf, icsEventBase } from '../../scheduling/bookings/calendar-links';
import type { EventToWrite } from '../providers/calendar-provider';

/**
 * The booking as an event for the host's own calendar: its parts (for the Google and Microsoft
 * APIs) and the same as an iCalendar object written by the `ics` package (for CalDAV).
 * The iCalendar UID is the booking's uid (the first booking's, after a reschedule) and SEQUENCE
 * grows with each update (RFC 5545 §3.8.7.4). No METHOD: a stored calendar object must not carry
 * one (RFC 4791 §4.1). No ORGANIZER or ATTENDEE either, nor attendees on the Google and Microsoft
 * events: the host's server would send invitations of its own (implicit scheduling, RFC 6638; Google
 * and Exchange alike); the people are named in the description instead.
 */
export function bookingEvent(booking: Booking, host: { name: string; email: string }, icalUid: string, sequence: number): EventToWrite {
  const event = calendarEventOf(booking, host);
  const attendees = event.attendees.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email)).join(', ');
  const description = `${event.description}\nAttendees: ${attendees}\nBooking: ${booking.uid}`;
  const { error, value } = createEvent({
    ...icsEventBase(event),
    uid: icalUid,
    sequence,
    description,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar event could not be written.');
  return {
    icalUid,
    sequence,
    ics: value.replace(/^METHOD:[^\r\n]*\r?\n/m, ''), // the package always writes one
    title: event.title,
    description,
    ...(event.location ? { location: event.location } : {}),
    start: event.start,
    end: event.end,
  };
}
