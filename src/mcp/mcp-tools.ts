import { Injectable } from '@nestjs/common';
import { mapPage, PageQueryDto, type Page } from '../common/api/pagination';
import { BusyTimesService } from '../calendars/busy-times.service';
import { BusyTimesQueryDto } from '../calendars/dto/calendar-input.dto';
import { BusyIntervalResponseDto } from '../calendars/dto/calendar-response.dto';
import { TeamResponseDto } from '../groups/teams/dto/team.dto';
import { TeamsService } from '../groups/teams/teams.service';
import { ProfilesService } from '../me/profiles.service';
import { actorOf } from '../scheduling/actor';
import { hostScope } from '../scheduling/bookings/booking-scope';
import { BookingsService } from '../scheduling/bookings/bookings.service';
import { BookingResponseDto } from '../scheduling/bookings/dto/booking-response.dto';
import { CreateBookingDto } from '../scheduling/bookings/dto/create-booking.dto';
import { ListBookingsDto } from '../scheduling/bookings/dto/manage-booking.dto';
import { PublicBookingsService } from '../scheduling/bookings/public-bookings.service';
import { EventTypeResponseDto } from '../scheduling/event-types/dto/event-type-response.dto';
import { CreateEventTypeDto } from '../scheduling/event-types/dto/event-type.dto';
import { EventTypesService } from '../scheduling/event-types/event-types.service';
import { CreateScheduleDto } from '../scheduling/schedules/dto/schedule.dto';
import { ScheduleResponseDto } from '../scheduling/schedules/dto/schedule-response.dto';
import { SchedulesService } from '../scheduling/schedules/schedules.service';
import { GetSlotsDto, SlotsResponseDto } from '../scheduling/slots/dto/slots.dto';
import { SlotsService } from '../scheduling/slots/slots.service';
import type { AuthPrincipal } from '../scopes/auth-principal';
import type { Scope } from '../scopes/scope-catalogue';
import { McpToolScopes } from '../scopes/mcp-tool-scopes';
import { CancelBookingToolDto, RescheduleBookingToolDto } from './dto/booking-change.dto';
import { noArguments, toolInput, type ToolInput } from './tool-input';

/** What a tool answers: structured content, and one line for a person reading the transcript. */
export interface ToolOutput {
  structured: Record<string, unknown>;
  text: string;
}

export interface McpTool<T extends object = object> {
  title: string;
  description: string;
  /**
   * What a call needs, as `@RequireScopes` declares it for a route: the endpoint checks it first
   * (403 `insufficient_scope` naming it) and lists it in `tools/list`; none: any valid access token
   * (the tool serves what a public REST route serves).
   */
  scopes: readonly Scope[];
  /** A tool that only reads; the calls of one that writes are listed in the person's activity. */
  readOnly: boolean;
  input: ToolInput<T>;
  run(auth: AuthPrincipal, input: T): Promise<ToolOutput>;
}

const tool = <T extends object>(definition: McpTool<T>): McpTool => definition as unknown as McpTool;

const PAGE = { take: 'How many (default 100)', skip: 'How many to skip (default 0)' };
const count = (p: Page<unknown>, what: string) => `${p.items.length} of ${p.total} ${what}.`;
const booked = (b: BookingResponseDto, verb: string) => `${verb} booking ${b.uid}: ${b.title}, ${b.start} to ${b.end} (${b.status}).`;

/**
 * The MCP endpoint's tools, each declared once, here: its words for the agent, the scopes it needs,
 * whether it writes, its input (the REST route's DTO, which gives the JSON Schema too) and its run,
 * calling the service its REST route calls and answering with the route's response DTO. Adding a
 * tool is one entry here and its spec. The endpoint refuses a call beyond the token's scopes
 * before a tool runs, and tells the layers below what the tools need (`McpToolScopes`).
 */
@Injectable()
export class McpTools implements McpToolScopes {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly eventTypes: EventTypesService,
    private readonly schedules: SchedulesService,
    private readonly slots: SlotsService,
    private readonly bookings: BookingsService,
    private readonly publicBookings: PublicBookingsService,
    private readonly busyTimes: BusyTimesService,
    private readonly teams: TeamsService,
  ) {}

  readonly all = {
    get_profile: tool({
      title: 'Your profile',
      description: "The profile of the person this token acts for: name, email, time zone, week start, locale.",
      scopes: ['PROFILE_READ'],
      readOnly: true,
      input: noArguments(),
      run: async (auth) => {
        const me = await this.profiles.get(auth.userId);
        return { structured: { ...me }, text: `${me.name} <${me.email}>, ${me.timeZone}.` };
      },
    }),

    list_event_types: tool({
      title: 'List your event types',
      description: 'Your event types (what people can book with you), one page at a time.',
      scopes: ['EVENT_TYPE_READ'],
      readOnly: true,
      input: toolInput(PageQueryDto, PAGE),
      run: async (auth, query) => {
        const p = mapPage(await this.eventTypes.list(actorOf(auth), query), EventTypeResponseDto.from);
        return { structured: { ...p }, text: count(p, 'event types') };
      },
    }),

    create_event_type: tool({
      title: 'Create an event type',
      description: 'A new event type of yours: what can be booked, for how long, where.',
      scopes: ['EVENT_TYPE_WRITE'],
      readOnly: false,
      input: toolInput(CreateEventTypeDto),
      run: async (auth, dto) => {
        const created = EventTypeResponseDto.from(await this.eventTypes.create(actorOf(auth), dto));
        return { structured: { ...created }, text: `Created event type ${created.id}: ${created.title} (${created.lengthMinutes} minutes).` };
      },
    }),

    list_schedules: tool({
      title: 'List your schedules',
      description: 'Your availability schedules (weekly hours, date overrides, time zone).',
      scopes: ['SCHEDULE_READ'],
      readOnly: true,
      input: toolInput(PageQueryDto, PAGE),
      run: async (auth, query) => {
        const p = mapPage(await this.schedules.list(actorOf(auth), query), ScheduleResponseDto.from);
        return { structured: { ...p }, text: count(p, 'schedules') };
      },
    }),

    create_schedule: tool({
      title: 'Create a schedule',
      description:
        'Your availability: weekly hours in a time zone, and dates that differ. The first schedule becomes your default, which your event types follow unless they name another.',
      scopes: ['SCHEDULE_WRITE'],
      readOnly: false,
      input: toolInput(CreateScheduleDto),
      run: async (auth, dto) => {
        const created = ScheduleResponseDto.from(await this.schedules.create(actorOf(auth), dto));
        return { structured: { ...created }, text: `Created schedule ${created.id}: ${created.name} (${created.timeZone})${created.isDefault ? ', your default' : ''}.` };
      },
    }),

    find_available_slots: tool({
      title: 'Find available slots',
      description:
        'The start times an event type can be booked at between two dates (at most 31 days), grouped by local date. At most 1,000 in one answer: when there are more, nextStart says where to ask again from.',
      scopes: [],
      readOnly: true,
      input: toolInput(GetSlotsDto),
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
      scopes: ['BOOKING_READ'],
      readOnly: true,
      input: toolInput(ListBookingsDto, PAGE),
      run: async (auth, dto) => {
        const p = mapPage(await this.bookings.list(hostScope(auth.userId), dto), BookingResponseDto.from);
        return { structured: { ...p }, text: count(p, 'bookings') };
      },
    }),

    book_slot: tool({
      title: 'Book a slot',
      description: 'Book one of the slots of an event type for an attendee (find_available_slots lists them).',
      scopes: [],
      readOnly: false,
      input: toolInput(CreateBookingDto),
      run: async (auth, dto) => {
        const booking = BookingResponseDto.from(await this.publicBookings.create(actorOf(auth), dto));
        return { structured: { ...booking }, text: booked(booking, 'Created') };
      },
    }),

    cancel_booking: tool({
      title: 'Cancel one of your bookings',
      description: 'Cancel a booking you attend as a host; the attendee is told.',
      scopes: ['BOOKING_WRITE'],
      readOnly: false,
      input: toolInput(CancelBookingToolDto),
      run: async (auth, { uid, ...dto }) => {
        await this.bookings.get(hostScope(auth.userId), uid); // the person's own bookings only: another's is not found
        const booking = BookingResponseDto.from(await this.publicBookings.cancel(actorOf(auth), uid, dto));
        return { structured: { ...booking }, text: booked(booking, 'Cancelled') };
      },
    }),

    reschedule_booking: tool({
      title: 'Reschedule one of your bookings',
      description: 'Move a booking you attend as a host to another slot of its event type.',
      scopes: ['BOOKING_WRITE'],
      readOnly: false,
      input: toolInput(RescheduleBookingToolDto, { start: 'One of the slots of the same event type' }),
      run: async (auth, { uid, ...dto }) => {
        await this.bookings.get(hostScope(auth.userId), uid);
        const booking = BookingResponseDto.from(await this.publicBookings.reschedule(actorOf(auth), uid, dto));
        return { structured: { ...booking }, text: booked(booking, 'Rescheduled to') };
      },
    }),

    get_busy_times: tool({
      title: 'Your busy times',
      description: 'When you are busy in your connected calendars between two dates (at most 31 days).',
      scopes: ['APPS_READ'],
      readOnly: true,
      input: toolInput(BusyTimesQueryDto),
      run: async (auth, dto) => {
        const busy = (await this.busyTimes.forRequest(auth.userId, dto)).map(BusyIntervalResponseDto.from);
        return { structured: { busy }, text: `${busy.length} busy intervals.` };
      },
    }),

    list_teams: tool({
      title: 'List your teams',
      description: 'Your teams and invitations, each with your membership (accepted: false is an invitation).',
      scopes: ['TEAM_PROFILE_READ'],
      readOnly: true,
      input: toolInput(PageQueryDto, PAGE),
      run: async (auth, query) => {
        const p = mapPage(await this.teams.listMine(auth.userId, query), ({ team, membership }) => ({
          ...TeamResponseDto.from(team),
          membership: { id: membership.id, role: membership.role, accepted: membership.accepted },
        }));
        return { structured: { ...p }, text: count(p, 'teams') };
      },
    }),
  } satisfies Record<string, McpTool>;

  readonly table = Object.entries(this.all).map(([name, tool]) => [name, tool.scopes] as const);
}

export type McpToolName = keyof McpTools['all'];
