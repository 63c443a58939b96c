import { createEvent, type EventStatus } from 'ics';
import type { Booking } from './booking.entity';
import type { BookingStatus } from './booking-status';

/** A booking as a calendar entry. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  start: Date;
  end: Date;
  status: BookingStatus;
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  yahoo: string;
  /** The .ics file itself, as a data: URL, so that the link works without another request. */
  ics: string;
}

export function calendarEventOf(booking: Booking, host: { name: string; email: string }): CalendarEvent {
  const lines = [`With ${host.name} and ${booking.attendeeName}.`];
  if (booking.guests.length > 0) lines.push(`Guests: ${booking.guests.join(', ')}`);
  if (booking.location) lines.push(`Where: ${booking.location.value}`);
  return {
    uid: booking.uid,
    title: booking.title,
    description: lines.join('\n'),
    location: booking.location?.value ?? null,
    start: booking.startTime,
    end: booking.endTime,
    status: booking.status,
    organizer: { name: host.name, email: host.email },
    attendees: [{ name: booking.attendeeName, email: booking.attendeeEmail }, ...booking.guests.map((email) => ({ email }))],
  };
}

export function calendarLinks(event: CalendarEvent): CalendarLinks {
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
      details: event.description,
      location: event.location,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: event.title,
      startdt: extendedUtc(event.start),
      enddt: extendedUtc(event.end),
      body: event.description,
      location: event.location,
    })}`,
    yahoo: `https://calendar.yahoo.com/?${query({
      v: '60',
      title: event.title,
      st: basicUtc(event.start),
      et: basicUtc(event.end),
      desc: event.description,
      in_loc: event.location,
    })}`,
    ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event))}`,
  };
}

const ICS_STATUS: Record<BookingStatus, EventStatus> = {
  accepted: 'CONFIRMED',
  unconfirmed: 'TENTATIVE',
  cancelled: 'CANCELLED',
  rejected: 'CANCELLED',
};

/**
 * What every iCalendar object of a booking says the same way (for the `ics` package): who wrote it,
 * the title, the place, and the times in UTC.
 */
export function icsEventBase(event: Pick<CalendarEvent, 'title' | 'location' | 'start' | 'end'>) {
  return {
    productId: 'scheduling-oauth-server',
    title: event.title,
    ...(event.location ? { location: event.location } : {}),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
}

/** The iCalendar (RFC 5545) file of the booking, written by the `ics` package. */
export function icsFile(event: CalendarEvent): string {
  const { error, value } = createEvent({
    ...icsEventBase(event),
    method: 'PUBLISH',
    uid: event.uid,
    description: event.description,
    status: ICS_STATUS[event.status],
    organizer: event.organizer,
    attendees: event.attendees.map((a) => ({ ...a, rsvp: true, role: 'REQ-PARTICIPANT' as const })),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}

/** `20300325T080000Z`: the basic ISO 8601 form Google and Yahoo expect. */
function basicUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `2030-03-25T08:00:00Z`: the extended form Outlook expects. */
function extendedUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}/, '');
}

/** Percent-encoded (spaces as %20, not "+", which not every calendar decodes). */
function query(params: Record<string, string | null>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}
