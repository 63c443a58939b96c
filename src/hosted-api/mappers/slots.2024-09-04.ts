import { DateTime } from 'luxon';
import { EventTypesService } from '../../scheduling/event-types/event-types.service';
import type { SlotsResponseDto } from '../../scheduling/slots/dto/slots.dto';
import type { Json, OurEnvelope, RouteMapping } from '../route-mapping';
import { refuseParameters, unsupported } from './common';
import { successOf } from '../hosted-schemas';

/**
 * Slots, version 2024-09-04. It answers the dates themselves in `data` (ours: `data.slots`), each
 * slot's start in the requested time zone, and with `format=range` each slot's end too. A date-only
 * `end` includes that day there (ours excludes it): the range is widened by a day before it reaches us.
 */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

function slotsQuery(query: Json, state: Json): Json {
  refuseParameters(query, ['eventTypeSlug', 'username', 'usernames', 'teamSlug', 'organizationSlug', 'duration', 'rrHostSubsetIds']);
  const { format, bookingUidToReschedule: _reschedule, end, ...rest } = query;
  if (format !== undefined && format !== 'range' && format !== 'time') unsupported(`format "${String(format)}"`);
  state.range = format === 'range';
  return { ...rest, ...(end !== undefined ? { end: typeof end === 'string' && PLAIN_DATE.test(end) ? nextDay(end) : end } : {}) };
}

const nextDay = (date: string): string => DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate() ?? date;

async function slotsOut(body: OurEnvelope<SlotsResponseDto>, range: boolean, lengthOf: (id: number) => Promise<number>): Promise<Json> {
  const { timeZone, slots, eventTypeId } = body.data;
  const minutes = range ? await lengthOf(eventTypeId) : 0;
  const data: Json = {};
  for (const [date, day] of Object.entries(slots)) {
    data[date] = day.map((s) => {
      const start = DateTime.fromISO(s.start, { zone: timeZone });
      return range ? { start: start.toISO(), end: start.plus({ minutes }).toISO() } : { start: start.toISO() };
    });
  }
  return { status: 'success', data };
}

export const SLOT_ROUTES: RouteMapping[] = [
  {
    route: 'GET /v2/slots', doc: { summary: 'Available slots by date; a date-only end includes its day', status: 200, response: successOf('HostedSlots') },
    query: (query, ctx) => slotsQuery(query, ctx.state),
    response: (body: OurEnvelope<SlotsResponseDto>, ctx) =>
      slotsOut(body, ctx.state.range === true, async (id) => (await ctx.get(EventTypesService).findBookable(id))?.lengthMinutes ?? 0),
  },
];
