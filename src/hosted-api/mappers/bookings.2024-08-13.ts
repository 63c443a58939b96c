import { DataSource } from 'typeorm';
import { EventTypesService } from '../../scheduling/event-types/event-types.service';
import type { Page } from '../../common/api/pagination';
import { bookingFacts, type BookingFacts } from '../../scheduling/bookings/booking-facts';
import type { BookingResponseDto } from '../../scheduling/bookings/dto/booking-response.dto';
import { isJson, type Json, type MappingContext, type OurEnvelope, renamed, type RouteMapping, without } from '../route-mapping';
import { refuseParameters, unsupported } from './common';
import { successOf } from '../hosted-schemas';

/**
 * Bookings, version 2024-08-13. Ours has one `attendee` where it has `attendees[]`, `reason`
 * where it has `cancellationReason` / `reschedulingReason`, `durationMinutes` where it has
 * `duration`, a location object where it has a string, `unconfirmed` where it says `pending`;
 * its lists carry a top-level `pagination`.
 */
const STATUS_OUT: Record<string, string> = { accepted: 'accepted', unconfirmed: 'pending', cancelled: 'cancelled', rejected: 'rejected' };

/** Documented, accepted, not stored (docs/compatibility.md lists them). */
export const BOOKING_FIELDS_DROPPED = ['bookingFieldsResponses', 'metadata', 'allowConflicts', 'allowBookingOutOfBounds', 'routing', 'emailVerificationCode', 'instant'] as const;
const ATTENDEE_FIELDS_DROPPED = ['phoneNumber', 'language'] as const;

const LOCATION_TYPES_IN: Record<string, string> = { address: 'in_person', link: 'link', phone: 'phone', integration: 'video' };

function locationTypeIn(location: unknown): unknown {
  const type = isJson(location) ? location.type : location;
  if (typeof type === 'string' && LOCATION_TYPES_IN[type]) return LOCATION_TYPES_IN[type];
  return unsupported(`A booking location of type "${String(type)}" (one chosen by the attendee)`);
}

async function createIn(body: Json, ctx: MappingContext): Promise<Json> {
  const { location, attendee, lengthInMinutes, eventTypeSlug, username, teamSlug, organizationSlug, ...rest } = body;
  if (eventTypeSlug !== undefined || username !== undefined || teamSlug !== undefined || organizationSlug !== undefined) {
    unsupported('Naming the event type by slug and user name (send eventTypeId)');
  }
  // Its docs send the length; ours is the event type's: the same length is accepted, another refused.
  if (lengthInMinutes !== undefined && typeof rest.eventTypeId === 'number') {
    const eventType = await ctx.get(EventTypesService).findBookable(rest.eventTypeId);
    if (eventType && eventType.lengthMinutes !== lengthInMinutes) unsupported('A booking length other than the event type’s (lengthInMinutes)');
  }
  const ours = without(rest, BOOKING_FIELDS_DROPPED);
  if (attendee !== undefined) ours.attendee = isJson(attendee) ? without(attendee, ATTENDEE_FIELDS_DROPPED) : attendee;
  if (location !== undefined) ours.locationType = locationTypeIn(location);
  return ours;
}

/** Hosted pagination over our page: the same window, described its way. */
export function pagination(page: Page<unknown>): Json {
  const returned = page.items.length;
  return {
    totalItems: page.total,
    remainingItems: Math.max(page.total - page.skip - returned, 0),
    returnedItems: returned,
    itemsPerPage: page.take,
    currentPage: Math.floor(page.skip / page.take) + 1,
    totalPages: Math.ceil(page.total / page.take),
    hasNextPage: page.skip + returned < page.total,
    hasPreviousPage: page.skip > 0,
  };
}

export function bookingOut(b: BookingResponseDto, facts: BookingFacts | undefined): Json {
  const hosts = facts?.hosts ?? b.hosts.map((h) => ({ id: h.userId, name: h.name, email: '', timeZone: 'UTC' }));
  const location = b.location?.value;
  return {
    id: facts?.id ?? 0,
    uid: b.uid,
    title: b.title,
    description: '',
    hosts: hosts.map((h) => ({ id: h.id, name: h.name, email: h.email, timeZone: h.timeZone })),
    status: STATUS_OUT[b.status] ?? b.status,
    ...(b.cancellationReason ? { cancellationReason: b.cancellationReason } : {}),
    ...(b.rejectionReason ? { rejectionReason: b.rejectionReason } : {}),
    ...(b.fromRescheduleUid ? { rescheduledFromUid: b.fromRescheduleUid } : {}),
    ...(b.rescheduledToUid ? { rescheduledToUid: b.rescheduledToUid } : {}),
    start: b.start,
    end: b.end,
    duration: b.durationMinutes,
    eventTypeId: b.eventTypeId,
    eventType: { id: b.eventTypeId, slug: facts?.eventTypeSlug ?? null },
    ...(location !== undefined ? { location } : {}),
    ...(b.location && (b.location.type === 'video' || b.location.type === 'link') ? { meetingUrl: b.location.value } : {}),
    absentHost: false,
    attendees: [{ name: b.attendee.name, email: b.attendee.email, timeZone: b.attendee.timeZone, absent: false }],
    guests: b.guests,
    bookingFieldsResponses: { name: b.attendee.name, email: b.attendee.email, guests: b.guests },
    metadata: {},
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

async function factsOf(ctx: MappingContext, uids: string[]): Promise<Map<string, BookingFacts>> {
  return bookingFacts(ctx.get(DataSource).manager, uids);
}

async function one(body: OurEnvelope<BookingResponseDto>, ctx: MappingContext): Promise<Json> {
  const facts = await factsOf(ctx, [body.data.uid]);
  return { status: 'success', data: bookingOut(body.data, facts.get(body.data.uid)) };
}

const LIST_STATUSES = ['upcoming', 'past', 'cancelled', 'unconfirmed'];

function listQuery(query: Json): Json {
  refuseParameters(query, [
    'attendeeEmail', 'attendeeName', 'eventTypeIds', 'teamId', 'teamsIds', 'afterCreatedAt', 'beforeCreatedAt',
    'afterUpdatedAt', 'beforeUpdatedAt', 'bookingUid', 'sortEnd', 'sortCreated', 'sortUpdatedAt',
  ]);
  const { sortStart, status, ...rest } = query;
  if (sortStart !== undefined && sortStart !== 'asc') unsupported(`sortStart "${String(sortStart)}" (bookings are listed by start, earliest first)`);
  if (typeof status === 'string' && status.split(',').some((s) => s.trim() === 'recurring')) unsupported('The "recurring" status (there are no recurring bookings here)');
  return status === undefined ? rest : { ...rest, status };
}

export const BOOKING_ROUTES: RouteMapping[] = [
  {
    route: 'GET /v2/bookings', doc: { summary: 'The caller\'s bookings, with pagination', status: 200, response: successOf('HostedBooking', 'paged') },
    query: listQuery,
    response: async (body: OurEnvelope<Page<BookingResponseDto>>, ctx) => {
      const facts = await factsOf(ctx, body.data.items.map((b) => b.uid));
      return { status: 'success', data: body.data.items.map((b) => bookingOut(b, facts.get(b.uid))), pagination: pagination(body.data) };
    },
  },
  { route: 'GET /v2/bookings/:uid', doc: { summary: 'One booking', status: 200, response: successOf('HostedBooking') }, response: one },
  { route: 'POST /v2/bookings', doc: { summary: 'Book a slot', status: 201, response: successOf('HostedBooking') }, body: createIn, response: one },
  { route: 'POST /v2/bookings/:uid/cancel', doc: { summary: 'Cancel a booking', status: 200, response: successOf('HostedBooking') }, body: (b) => without(renamed(b, { cancellationReason: 'reason' }), ['cancelSubsequentBookings', 'seatUid']), response: one },
  { route: 'POST /v2/bookings/:uid/reschedule', doc: { summary: 'Move a booking; answers the new one', status: 201, response: successOf('HostedBooking') }, body: (b) => without(renamed(b, { reschedulingReason: 'reason' }), ['rescheduledBy', 'seatUid']), response: one },
  { route: 'POST /v2/bookings/:uid/confirm', doc: { summary: 'Confirm a pending booking', status: 200, response: successOf('HostedBooking') }, response: one },
  { route: 'POST /v2/bookings/:uid/decline', doc: { summary: 'Decline a pending booking', status: 200, response: successOf('HostedBooking') }, response: one },
  {
    route: 'POST /v2/bookings/:uid/guests', doc: { summary: 'Add guests', status: 200, response: successOf('HostedBooking') },
    body: (b) => ({ ...b, guests: Array.isArray(b.guests) ? b.guests.map((g) => (isJson(g) ? g.email : g)) : b.guests }),
    response: one,
  },
  {
    route: 'PATCH /v2/bookings/:uid/location', doc: { summary: 'Change where a booking takes place', status: 200, response: successOf('HostedBooking') },
    body: (b) => {
      const l = b.location;
      if (!isJson(l)) return b;
      const type = LOCATION_TYPES_IN[String(l.type)];
      if (!type || type === 'video') return unsupported(`A booking location of type "${String(l.type)}"`);
      return { type, value: l.address ?? l.link ?? l.phone };
    },
    response: one,
  },
  {
    route: 'GET /v2/bookings/:uid/calendar-links', doc: { summary: 'Links that add the booking to a calendar', status: 200, response: successOf('HostedCalendarLink', 'list') },
    response: (body: OurEnvelope<{ google: string; outlook: string; yahoo: string; ics: string }>) => ({
      status: 'success',
      data: [
        { label: 'Google', link: body.data.google },
        { label: 'Microsoft Outlook', link: body.data.outlook },
        { label: 'Yahoo', link: body.data.yahoo },
        { label: 'ICS', link: body.data.ics },
      ],
    }),
  },
];
