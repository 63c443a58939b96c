import { UsersService } from '../../accounts/users.service';
import { usernameOf } from '../../me/dto/me.dto';
import type { EventTypeResponseDto } from '../../scheduling/event-types/dto/event-type-response.dto';
import { isJson, type Json, type MappingContext, type OurEnvelope, renamed, type RouteMapping, without } from '../route-mapping';
import { capitalised, hostedList, hostedOne, refuseParameters, unsupported } from './common';
import { successOf } from '../hosted-schemas';

/**
 * Event types, version 2024-06-14. Names: `lengthInMinutes` ↔ `lengthMinutes`, `slotInterval`,
 * `minimumBookingNotice`, `beforeEventBuffer`, `afterEventBuffer` (ours end in `Minutes`);
 * locations are objects by kind (`address`, `link`, `phone`); `confirmationPolicy` is our
 * `requiresConfirmation`. Fields it documents that we have no place for are accepted and dropped.
 */
const NAMES: Record<string, string> = {
  lengthInMinutes: 'lengthMinutes',
  slotInterval: 'slotIntervalMinutes',
  minimumBookingNotice: 'minimumBookingNoticeMinutes',
  beforeEventBuffer: 'beforeEventBufferMinutes',
  afterEventBuffer: 'afterEventBufferMinutes',
};

/** Documented, accepted, not stored (docs/compatibility.md lists them). */
export const EVENT_TYPE_FIELDS_DROPPED = [
  'lengthInMinutesOptions', 'bookingFields', 'disableGuests', 'recurrence', 'metadata', 'price', 'currency',
  'lockTimeZoneToggleOnBookingPage', 'seats', 'bookingLimitsCount', 'onlyShowFirstAvailableSlot', 'bookingLimitsDuration',
  'bookingWindow', 'offsetStart', 'bookerLayouts', 'requiresBookerEmailVerification', 'hideCalendarNotes', 'color',
  'customName', 'destinationCalendar', 'useDestinationCalendarEmail', 'hideCalendarEventDetails', 'successRedirectUrl',
  'forwardParamsSuccessRedirect', 'hideOrganizerEmail', 'calVideoSettings', 'lockedTimeZone', 'bookingRequiresAuthentication',
  'interfaceLanguage', 'allowReschedulingPastBookings', 'allowReschedulingCancelledBookings', 'showOptimizedSlots',
  'seatsPerTimeSlot', 'seatsShowAvailabilityCount', 'isInstantEvent', 'bookerActiveBookingsLimit', 'disableCancelling',
  'disableRescheduling', 'emailSettings', 'canSendCalVideoTranscriptionEmails',
] as const;

function eventTypeIn(body: Json): Json {
  const { locations, confirmationPolicy, ...rest } = body;
  const ours = without(renamed(rest, NAMES), EVENT_TYPE_FIELDS_DROPPED);
  if (locations !== undefined) ours.locations = Array.isArray(locations) ? locations.map(locationIn) : locations;
  if (confirmationPolicy !== undefined) ours.requiresConfirmation = confirmationIn(confirmationPolicy);
  return ours;
}

function locationIn(location: unknown): unknown {
  if (!isJson(location)) return location;
  switch (location.type) {
    case 'address':
      return { type: 'in_person', value: location.address };
    case 'link':
      return { type: 'link', value: location.link };
    case 'phone':
      return { type: 'phone', value: location.phone };
    case 'integration':
      return unsupported(`A location of type "integration" (${String(location.integration)})`);
    default:
      return unsupported(`A location of type "${String(location.type)}"`);
  }
}

function confirmationIn(policy: unknown): unknown {
  if (!isJson(policy)) return policy;
  if (policy.disabled === true) return false;
  if (policy.type === 'always') return true;
  return unsupported('A confirmation policy of type "time"');
}

function locationOut(l: { type: string; value: string }): Json {
  if (l.type === 'in_person') return { type: 'address', address: l.value, public: true };
  if (l.type === 'phone') return { type: 'phone', phone: l.value, public: true };
  return { type: 'link', link: l.value, public: true };
}

/** The booking fields every event type of ours asks for: who books, and their guests. */
const BOOKING_FIELDS = [
  { type: 'name', slug: 'name', isDefault: true, required: true },
  { type: 'email', slug: 'email', isDefault: true, required: true },
  { type: 'multiemail', slug: 'guests', isDefault: true, required: false, hidden: false },
];

export async function eventTypeOwner(ctx: MappingContext): Promise<Json[]> {
  const user = ctx.auth ? await ctx.get(UsersService).findById(ctx.auth.userId) : null;
  if (!user) return [];
  return [{ id: user.id, name: user.name, username: usernameOf(user.email), avatarUrl: null, weekStart: capitalised(user.weekStart), brandColor: null, darkBrandColor: null, metadata: {} }];
}


export function eventTypeOut(e: EventTypeResponseDto, ownerId: number | null, users: Json[]): Json {
  return {
    id: e.id,
    ownerId,
    lengthInMinutes: e.lengthMinutes,
    title: e.title,
    slug: e.slug,
    description: e.description ?? '',
    locations: e.locations.map(locationOut),
    bookingFields: BOOKING_FIELDS,
    disableGuests: false,
    slotInterval: e.slotIntervalMinutes,
    minimumBookingNotice: e.minimumBookingNoticeMinutes,
    beforeEventBuffer: e.beforeEventBufferMinutes,
    afterEventBuffer: e.afterEventBufferMinutes,
    recurrence: null,
    metadata: {},
    price: 0,
    currency: 'usd',
    lockTimeZoneToggleOnBookingPage: false,
    seatsPerTimeSlot: null,
    forwardParamsSuccessRedirect: null,
    successRedirectUrl: null,
    isInstantEvent: false,
    seatsShowAvailabilityCount: null,
    scheduleId: e.scheduleId,
    hidden: e.hidden,
    confirmationPolicy: e.requiresConfirmation ? { type: 'always', blockUnconfirmedBookingsInBooker: false } : undefined,
    users,
    bookingRequiresAuthentication: false,
  };
}

async function one(body: OurEnvelope<EventTypeResponseDto>, ctx: MappingContext): Promise<Json> {
  const users = await eventTypeOwner(ctx);
  return hostedOne(body, (e: EventTypeResponseDto) => eventTypeOut(e, ctx.auth?.userId ?? null, users));
}

export const EVENT_TYPE_ROUTES: RouteMapping[] = [
  {
    route: 'GET /v2/event-types', doc: { summary: 'The caller\'s event types', status: 200, response: successOf('HostedEventType', 'list') },
    query: (query, ctx) => {
      // With a token and no user named, the hosted product lists the caller's own: so do we, all of them.
      refuseParameters(query, ['username', 'usernames', 'orgSlug', 'orgId']);
      const { eventSlug, sortCreatedAt: _sort, ...rest } = query;
      ctx.state.eventSlug = eventSlug;
      return { ...rest, take: 250 };
    },
    response: async (body, ctx) => {
      const users = await eventTypeOwner(ctx);
      const slug = ctx.state.eventSlug;
      const list = hostedList(body, (e: EventTypeResponseDto) => eventTypeOut(e, ctx.auth?.userId ?? null, users));
      return slug === undefined ? list : { ...list, data: (list.data as Json[]).filter((e) => e.slug === slug) };
    },
  },
  { route: 'GET /v2/event-types/:id', doc: { summary: 'One event type', status: 200, response: successOf('HostedEventType') }, response: one },
  { route: 'POST /v2/event-types', doc: { summary: 'Create an event type', status: 201, response: successOf('HostedEventType') }, body: eventTypeIn, response: one },
  { route: 'PATCH /v2/event-types/:id', doc: { summary: 'Change an event type', status: 200, response: successOf('HostedEventType') }, body: eventTypeIn, response: one },
  {
    route: 'DELETE /v2/event-types/:id', doc: { summary: 'Delete an event type; answers what was deleted', status: 200, response: successOf('HostedDeletedEventType') },
    status: 200,
    before: (ctx) => ctx.controller.get(ctx.auth, ctx.id),
    response: async (_body, ctx) => {
      const e = (ctx.before as { data: EventTypeResponseDto }).data;
      return { status: 'success', data: { id: e.id, lengthInMinutes: e.lengthMinutes, title: e.title, slug: e.slug } };
    },
  },
];
