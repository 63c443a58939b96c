/**
 * The hosted product's shapes, as this server answers them in the hosted mode (JSON Schema in
 * OpenAPI 3.0's dialect). `hosted-openapi.ts` puts them in the mode's document; the e2e specs check
 * every hosted-mode answer against it.
 */
type Schema = Record<string, unknown>;

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const dateTime = { type: 'string', format: 'date-time' };
const nullable = (schema: Schema): Schema => ({ ...schema, nullable: true });
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: 'object', properties, required });
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const WEEKDAY = { type: 'string', enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] };
const HH_MM = { type: 'string', pattern: '^([01]\\d|2[0-4]):[0-5]\\d$' };

export const HOSTED_SCHEMAS: Record<string, Schema> = {
  HostedError: obj({
    status: { type: 'string', enum: ['error'] },
    timestamp: dateTime,
    path: str,
    error: obj({ code: { type: 'string', example: 'BadRequestException' }, message: str, details: obj({ reason: str }, []) }, ['code', 'message']),
  }),
  HostedMe: obj(
    {
      id: int,
      username: str,
      email: { type: 'string', format: 'email' },
      name: str,
      timeFormat: { type: 'integer', enum: [12, 24] },
      defaultScheduleId: nullable(int),
      weekStart: WEEKDAY,
      timeZone: str,
      locale: str,
      organizationId: nullable(int),
      organization: obj({ isPlatform: bool, id: int }),
    },
    ['id', 'username', 'email', 'timeFormat', 'defaultScheduleId', 'weekStart', 'timeZone', 'organizationId'],
  ),
  HostedLocation: {
    oneOf: [
      obj({ type: { type: 'string', enum: ['address'] }, address: str, public: bool }, ['type', 'address']),
      obj({ type: { type: 'string', enum: ['link'] }, link: str, public: bool }, ['type', 'link']),
      obj({ type: { type: 'string', enum: ['phone'] }, phone: str, public: bool }, ['type', 'phone']),
    ],
  },
  HostedEventType: obj(
    {
      id: int,
      ownerId: nullable(int),
      lengthInMinutes: int,
      title: str,
      slug: str,
      description: str,
      locations: { type: 'array', items: ref('HostedLocation') },
      bookingFields: { type: 'array', items: obj({ type: str, slug: str, required: bool }, ['type', 'slug']) },
      disableGuests: bool,
      slotInterval: nullable(int),
      minimumBookingNotice: int,
      beforeEventBuffer: int,
      afterEventBuffer: int,
      recurrence: nullable({ type: 'object' }),
      metadata: { type: 'object' },
      price: int,
      currency: str,
      lockTimeZoneToggleOnBookingPage: bool,
      seatsPerTimeSlot: nullable(int),
      forwardParamsSuccessRedirect: nullable(bool),
      successRedirectUrl: nullable(str),
      isInstantEvent: bool,
      scheduleId: nullable(int),
      hidden: bool,
      confirmationPolicy: obj({ type: { type: 'string', enum: ['always'] }, blockUnconfirmedBookingsInBooker: bool }, ['type']),
      users: { type: 'array', items: obj({ id: int, name: nullable(str), username: nullable(str), avatarUrl: nullable(str), weekStart: str }, ['id', 'name', 'username', 'weekStart']) },
      bookingRequiresAuthentication: bool,
    },
    ['id', 'ownerId', 'lengthInMinutes', 'title', 'slug', 'description', 'locations', 'bookingFields', 'disableGuests', 'recurrence', 'metadata', 'price', 'currency', 'scheduleId', 'users'],
  ),
  HostedDeletedEventType: obj({ id: int, lengthInMinutes: int, title: str, slug: str }),
  HostedPrivateLink: obj(
    { linkId: str, link: str, eventTypeId: int, isExpired: bool, expiresAt: dateTime, maxUsageCount: int, usageCount: int },
    ['linkId', 'eventTypeId', 'isExpired'],
  ),
  HostedDeletedPrivateLink: obj({ linkId: str, message: str }),
  HostedSchedule: obj({
    id: int,
    ownerId: int,
    name: str,
    timeZone: str,
    availability: { type: 'array', items: obj({ days: { type: 'array', items: WEEKDAY }, startTime: HH_MM, endTime: HH_MM }) },
    isDefault: bool,
    overrides: { type: 'array', items: obj({ date: { type: 'string', format: 'date' }, startTime: HH_MM, endTime: HH_MM }) },
  }),
  HostedSlots: {
    type: 'object',
    description: 'Dates (in the requested time zone) to their slots; with format=range each slot has its end too',
    additionalProperties: { type: 'array', items: obj({ start: dateTime, end: dateTime }, ['start']) },
  },
  HostedBooking: obj(
    {
      id: int,
      uid: str,
      title: str,
      description: str,
      hosts: { type: 'array', items: obj({ id: int, name: str, email: str, timeZone: str }) },
      status: { type: 'string', enum: ['cancelled', 'accepted', 'rejected', 'pending'] },
      cancellationReason: str,
      rejectionReason: str,
      rescheduledFromUid: str,
      rescheduledToUid: str,
      start: dateTime,
      end: dateTime,
      duration: int,
      eventTypeId: nullable(int),
      eventType: obj({ id: nullable(int), slug: nullable(str) }),
      location: str,
      meetingUrl: str,
      absentHost: bool,
      attendees: { type: 'array', items: obj({ name: str, email: str, timeZone: str, absent: bool }) },
      guests: { type: 'array', items: str },
      bookingFieldsResponses: { type: 'object' },
      metadata: { type: 'object' },
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['id', 'uid', 'title', 'description', 'hosts', 'status', 'start', 'end', 'duration', 'eventTypeId', 'eventType', 'absentHost', 'attendees', 'bookingFieldsResponses'],
  ),
  HostedPagination: obj({
    totalItems: int,
    remainingItems: int,
    returnedItems: int,
    itemsPerPage: int,
    currentPage: int,
    totalPages: int,
    hasNextPage: bool,
    hasPreviousPage: bool,
  }),
  HostedCalendarLink: obj({ label: str, link: str }),
  HostedAuthUrl: obj({ authUrl: str }),
  HostedTeam: obj(
    {
      id: int,
      parentId: nullable(int),
      name: str,
      slug: str,
      logoUrl: nullable(str),
      bio: nullable(str),
      hideBranding: bool,
      isOrganization: bool,
      isPrivate: bool,
      timeZone: str,
      weekStart: str,
    },
    ['id', 'parentId', 'name', 'slug', 'isOrganization', 'timeZone'],
  ),
  HostedWebhook: obj(
    { id: int, payloadTemplate: nullable(str), triggers: { type: 'array', items: str }, userId: nullable(int), subscriberUrl: str, active: bool, secret: str },
    ['id', 'payloadTemplate', 'triggers', 'userId', 'subscriberUrl', 'active'],
  ),
};

/** `{status:"success", data: <schema>}`, a list of it, or (bookings) with `pagination`. */
export function successOf(name: string | null, shape: 'one' | 'list' | 'paged' = 'one'): Schema {
  const status = { type: 'string', enum: ['success'] };
  if (name === null) return obj({ status });
  const data = shape === 'one' ? ref(name) : { type: 'array', items: ref(name) };
  return shape === 'paged' ? obj({ status, data, pagination: ref('HostedPagination') }) : obj({ status, data });
}
