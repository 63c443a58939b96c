import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { UsersService } from '../accounts/users.service';
import { mapPage, PageQueryDto, type Page } from '../common/api/pagination';
import { NotFoundError } from '../common/errors/domain-errors';
import { BusyTimesService } from '../calendars/busy-times.service';
import { BusyTimesQueryDto } from '../calendars/dto/calendar-input.dto';
import { BusyIntervalResponseDto } from '../calendars/dto/calendar-response.dto';
import { TeamResponseDto } from '../groups/teams/dto/team.dto';
import { TeamsService } from '../groups/teams/teams.service';
import { MeResponseDto } from '../me/dto/me.dto';
import { actorOf } from '../scheduling/actor';
import { hostScope } from '../scheduling/bookings/booking-scope';
import { BookingsService } from '../scheduling/bookings/bookings.service';
import { BookingResponseDto } from '../scheduling/bookings/dto/booking-response.dto';
import { CreateBookingDto } from '../scheduling/bookings/dto/create-booking.dto';
import { BOOKING_LIST_STATUSES, ListBookingsDto } from '../scheduling/bookings/dto/manage-booking.dto';
import { PublicBookingsService } from '../scheduling/bookings/public-bookings.service';
import { EventTypeResponseDto } from '../scheduling/event-types/dto/event-type-response.dto';
import { CreateEventTypeDto } from '../scheduling/event-types/dto/event-type.dto';
import { EventTypesService } from '../scheduling/event-types/event-types.service';
import { LOCATION_TYPES } from '../scheduling/event-types/locations';
import { AVAILABILITY_LIMITS, END_TIME, ISO_DATE, START_TIME, WEEKDAYS } from '../scheduling/schedules/availability';
import { CreateScheduleDto } from '../scheduling/schedules/dto/schedule.dto';
import { ScheduleResponseDto } from '../scheduling/schedules/dto/schedule-response.dto';
import { SchedulesService } from '../scheduling/schedules/schedules.service';
import { GetSlotsDto, SlotsResponseDto } from '../scheduling/slots/dto/slots.dto';
import { SlotsService } from '../scheduling/slots/slots.service';
import type { AuthPrincipal } from '../scopes/auth-principal';
import type { McpToolName } from '../scopes/mcp-tool-scopes';
import { CancelBookingToolDto, RescheduleBookingToolDto } from './dto/booking-change.dto';
import { fields, noArguments, toolInput, type ToolInput } from './tool-input';

/** What a tool answers: structured content, and one line for a person reading the transcript. */
export interface ToolOutput {
  structured: Record<string, unknown>;
  text: string;
}

export interface McpTool<T extends object = object> {
  title: string;
  description: string;
  readOnly: boolean;
  input: ToolInput<T>;
  run(auth: AuthPrincipal, input: T): Promise<ToolOutput>;
}

const tool = <T extends object>(definition: McpTool<T>): McpTool => definition as unknown as McpTool;

const page = { take: fields.take, skip: fields.skip };
const count = (p: Page<unknown>, what: string) => `${p.items.length} of ${p.total} ${what}.`;
const booked = (b: BookingResponseDto, verb: string) => `${verb} booking ${b.uid}: ${b.title}, ${b.start} to ${b.end} (${b.status}).`;

/**
 * The MCP endpoint's tools: the scheduling API's main actions, each calling the service its REST
 * route calls, with the route's DTO for input and its response DTO for output. What each needs is
 * declared in `scopes/mcp-tool-scopes.ts`; the endpoint checks it before a tool runs.
 */
@Injectable()
export class McpTools {
  constructor(
    private readonly users: UsersService,
    private readonly eventTypes: EventTypesService,
    private readonly schedules: SchedulesService,
    private readonly slots: SlotsService,
    private readonly bookings: BookingsService,
    private readonly publicBookings: PublicBookingsService,
    private readonly busyTimes: BusyTimesService,
    private readonly teams: TeamsService,
  ) {}

  readonly all: Record<McpToolName, McpTool> = {
    get_profile: tool({
      title: 'Your profile',
      description: "The profile of the person this token acts for: name, email, time zone, week start, locale.",
      readOnly: true,
      input: noArguments(),
      run: async (auth) => {
        const user = await this.users.findById(auth.userId);
        if (!user) throw new NotFoundError('The user of this token no longer exists.');
        const me = MeResponseDto.from(user);
        return { structured: { ...me }, text: `${me.name} <${me.email}>, ${me.timeZone}.` };
      },
    }),

    list_event_types: tool({
      title: 'List your event types',
      description: 'Your event types (what people can book with you), one page at a time.',
      readOnly: true,
      input: toolInput(PageQueryDto, page),
      run: async (auth, query) => {
        const p = mapPage(await this.eventTypes.list(actorOf(auth), query), EventTypeResponseDto.from);
        return { structured: { ...p }, text: count(p, 'event types') };
      },
    }),

    create_event_type: tool({
      title: 'Create an event type',
      description: 'A new event type of yours: what can be booked, for how long, where.',
      readOnly: false,
      input: toolInput(CreateEventTypeDto, {
        title: z.string().min(1).max(200),
        slug: z.string().min(1).max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).describe('Lower-case letters, digits and hyphens; unique among yours'),
        description: z.string().max(5000).nullable().optional(),
        lengthMinutes: z.number().int().min(1).max(720),
        locations: z.array(z.object({ type: z.enum(LOCATION_TYPES), value: z.string().min(1).max(500) })).max(10).optional(),
        scheduleId: fields.id('one of your schedules').nullable().optional().describe('One of your schedules; null: your default schedule'),
        requiresConfirmation: z.boolean().optional(),
        minimumBookingNoticeMinutes: z.number().int().min(0).max(525_600).optional().describe('Default 120'),
        beforeEventBufferMinutes: z.number().int().min(0).max(720).optional(),
        afterEventBufferMinutes: z.number().int().min(0).max(720).optional(),
        slotIntervalMinutes: z.number().int().min(1).max(720).nullable().optional().describe('Minutes between offered start times; null: the length'),
        hidden: z.boolean().optional().describe('Hidden event types are booked through private links only'),
      }),
      run: async (auth, dto) => {
        const created = EventTypeResponseDto.from(await this.eventTypes.create(actorOf(auth), dto));
        return { structured: { ...created }, text: `Created event type ${created.id}: ${created.title} (${created.lengthMinutes} minutes).` };
      },
    }),

    list_schedules: tool({
      title: 'List your schedules',
      description: 'Your availability schedules (weekly hours, date overrides, time zone).',
      readOnly: true,
      input: toolInput(PageQueryDto, page),
      run: async (auth, query) => {
        const p = mapPage(await this.schedules.list(actorOf(auth), query), ScheduleResponseDto.from);
        return { structured: { ...p }, text: count(p, 'schedules') };
      },
    }),

    create_schedule: tool({
      title: 'Create a schedule',
      description:
        'Your availability: weekly hours in a time zone, and dates that differ. The first schedule becomes your default, which your event types follow unless they name another.',
      readOnly: false,
      input: toolInput(CreateScheduleDto, {
        name: z.string().min(1).max(100),
        timeZone: fields.timeZone.optional().describe("An IANA time zone, e.g. Europe/Berlin; default: your profile's"),
        availability: z
          .array(z.object({ days: z.array(z.enum(WEEKDAYS)).min(1).max(7), startTime: z.string().regex(START_TIME).describe('"HH:mm"'), endTime: z.string().regex(END_TIME).describe('"HH:mm"; "24:00" is midnight') }))
          .max(AVAILABILITY_LIMITS.weeklyRanges)
          .optional()
          .describe('Weekly hours; default Monday to Friday, 09:00 to 17:00'),
        overrides: z
          .array(z.object({ date: z.string().regex(ISO_DATE).describe('"YYYY-MM-DD"'), ranges: z.array(z.object({ startTime: z.string().regex(START_TIME), endTime: z.string().regex(END_TIME) })).max(AVAILABILITY_LIMITS.rangesPerOverride).describe('Empty: unavailable all day') }))
          .max(AVAILABILITY_LIMITS.overrides)
          .optional(),
        isDefault: z.boolean().optional().describe('Make it your default schedule (the first one always is)'),
      }),
      run: async (auth, dto) => {
        const created = ScheduleResponseDto.from(await this.schedules.create(actorOf(auth), dto));
        return { structured: { ...created }, text: `Created schedule ${created.id}: ${created.name} (${created.timeZone})${created.isDefault ? ', your default' : ''}.` };
      },
    }),

    find_available_slots: tool({
      title: 'Find available slots',
      description:
        'The start times an event type can be booked at between two dates (at most 31 days), grouped by local date. At most 1,000 in one answer: when there are more, nextStart says where to ask again from.',
      readOnly: true,
      input: toolInput(GetSlotsDto, {
        eventTypeId: fields.id('the event type'),
        start: fields.isoDateOrDateTime('Included; a date is midnight in timeZone.'),
        end: fields.isoDateOrDateTime('Excluded; at most 31 days after start.'),
        timeZone: fields.timeZone.optional().describe('The time zone slots are shown and grouped in (default UTC)'),
        privateLink: z.string().max(200).optional().describe('A private link token: needed for a hidden event type'),
      }),
      run: async (_auth, dto) => {
        const result = SlotsResponseDto.from(await this.slots.getSlots(dto));
        const total = Object.values(result.slots).reduce((n, day) => n + day.length, 0);
        const more = result.nextStart ? ` More from ${result.nextStart}: call again with it as start.` : '';
        return { structured: { ...result }, text: `${total} slots on ${Object.keys(result.slots).length} days (${result.timeZone}).${more}` };
      },
    }),

    list_bookings: tool({
      title: 'List your bookings',
      description: 'Bookings you attend as a host, newest first, filtered by status, event type or time.',
      readOnly: true,
      input: toolInput(ListBookingsDto, {
        ...page,
        status: z.array(z.enum(BOOKING_LIST_STATUSES)).optional().describe('Any of them; upcoming/past: active bookings not yet ended/ended'),
        eventTypeId: fields.id('an event type').optional(),
        afterStart: fields.instant('Bookings starting at or after').optional(),
        beforeEnd: fields.instant('Bookings ending at or before').optional(),
      }),
      run: async (auth, dto) => {
        const p = mapPage(await this.bookings.list(hostScope(auth.userId), dto), BookingResponseDto.from);
        return { structured: { ...p }, text: count(p, 'bookings') };
      },
    }),

    book_slot: tool({
      title: 'Book a slot',
      description: 'Book one of the slots of an event type for an attendee (find_available_slots lists them).',
      readOnly: false,
      input: toolInput(CreateBookingDto, {
        eventTypeId: fields.id('the event type'),
        start: fields.instant('One of the slots; the end follows from the length.'),
        attendee: z.object({ name: z.string().min(1).max(200), email: z.string().max(254).describe('An email address'), timeZone: fields.timeZone }),
        guests: z.array(z.string().describe('An email address')).max(10).optional(),
        locationType: z.enum(LOCATION_TYPES).optional().describe("Which of the event type's locations; the first when absent"),
        privateLink: z.string().max(200).optional().describe('A private link token: needed for a hidden event type; used once'),
      }),
      run: async (auth, dto) => {
        const booking = BookingResponseDto.from(await this.publicBookings.create(actorOf(auth), dto));
        return { structured: { ...booking }, text: booked(booking, 'Created') };
      },
    }),

    cancel_booking: tool({
      title: 'Cancel one of your bookings',
      description: 'Cancel a booking you attend as a host; the attendee is told.',
      readOnly: false,
      input: toolInput(CancelBookingToolDto, { uid: fields.uid, reason: z.string().max(1000).optional() }),
      run: async (auth, { uid, ...dto }) => {
        await this.bookings.get(hostScope(auth.userId), uid); // the person's own bookings only: another's is not found
        const booking = BookingResponseDto.from(await this.publicBookings.cancel(actorOf(auth), uid, dto));
        return { structured: { ...booking }, text: booked(booking, 'Cancelled') };
      },
    }),

    reschedule_booking: tool({
      title: 'Reschedule one of your bookings',
      description: 'Move a booking you attend as a host to another slot of its event type.',
      readOnly: false,
      input: toolInput(RescheduleBookingToolDto, { uid: fields.uid, start: fields.instant('One of the slots of the same event type.'), reason: z.string().max(1000).optional() }),
      run: async (auth, { uid, ...dto }) => {
        await this.bookings.get(hostScope(auth.userId), uid);
        const booking = BookingResponseDto.from(await this.publicBookings.reschedule(actorOf(auth), uid, dto));
        return { structured: { ...booking }, text: booked(booking, 'Rescheduled to') };
      },
    }),

    get_busy_times: tool({
      title: 'Your busy times',
      description: 'When you are busy in your connected calendars between two dates (at most 31 days).',
      readOnly: true,
      input: toolInput(BusyTimesQueryDto, {
        start: fields.isoDateOrDateTime('Included; a date is midnight in timeZone.'),
        end: fields.isoDateOrDateTime('Excluded.'),
        timeZone: fields.timeZone.optional().describe('How start and end without an offset are read (default UTC)'),
      }),
      run: async (auth, dto) => {
        const busy = (await this.busyTimes.forRequest(auth.userId, dto)).map(BusyIntervalResponseDto.from);
        return { structured: { busy }, text: `${busy.length} busy intervals.` };
      },
    }),

    list_teams: tool({
      title: 'List your teams',
      description: 'Your teams and invitations, each with your membership (accepted: false is an invitation).',
      readOnly: true,
      input: toolInput(PageQueryDto, page),
      run: async (auth, query) => {
        const p = mapPage(await this.teams.listMine(auth.userId, query), ({ team, membership }) => ({
          ...TeamResponseDto.from(team),
          membership: { id: membership.id, role: membership.role, accepted: membership.accepted },
        }));
        return { structured: { ...p }, text: count(p, 'teams') };
      },
    }),
  };
}
