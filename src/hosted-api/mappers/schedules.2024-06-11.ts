import type { ScheduleResponseDto } from '../../scheduling/schedules/dto/schedule-response.dto';
import { isJson, type Json, type OurEnvelope, type RouteMapping } from '../route-mapping';
import { capitalised, hostedList, hostedOne, lowerCased } from './common';
import { successOf } from '../hosted-schemas';

/**
 * Schedules, version 2024-06-11. Its days are capitalised (`Monday`), its owner is `ownerId`, and
 * an override is one range of one date (`{date, startTime, endTime}`, several for several ranges;
 * `00:00`–`00:00` for a day off) where ours is a date with its ranges.
 */
const DAY_OFF = { startTime: '00:00', endTime: '00:00' };

function scheduleIn(body: Json): Json {
  const { availability, overrides, ...rest } = body;
  const ours: Json = { ...rest };
  if (availability !== undefined) {
    ours.availability = Array.isArray(availability)
      ? availability.map((a) => (isJson(a) && Array.isArray(a.days) ? { ...a, days: a.days.map(lowerCased) } : a))
      : availability;
  }
  if (overrides !== undefined) ours.overrides = Array.isArray(overrides) ? overridesIn(overrides) : overrides;
  return ours;
}

/** Hosted overrides grouped by date, in the order the dates first appear; a day off has no ranges. */
function overridesIn(overrides: unknown[]): unknown[] {
  const byDate = new Map<unknown, Json>();
  const rest: unknown[] = [];
  for (const o of overrides) {
    if (!isJson(o)) {
      rest.push(o);
      continue;
    }
    const entry = byDate.get(o.date) ?? { date: o.date, ranges: [] as unknown[] };
    byDate.set(o.date, entry);
    const dayOff = o.startTime === DAY_OFF.startTime && o.endTime === DAY_OFF.endTime;
    if (!dayOff) (entry.ranges as unknown[]).push({ startTime: o.startTime, endTime: o.endTime });
  }
  return [...byDate.values(), ...rest];
}

export function scheduleOut(s: ScheduleResponseDto): Json {
  return {
    id: s.id,
    ownerId: s.userId,
    name: s.name,
    timeZone: s.timeZone,
    availability: s.availability.map((a) => ({ days: a.days.map(capitalised), startTime: a.startTime, endTime: a.endTime })),
    isDefault: s.isDefault,
    overrides: s.overrides.flatMap((o) =>
      o.ranges.length === 0 ? [{ date: o.date, ...DAY_OFF }] : o.ranges.map((r) => ({ date: o.date, startTime: r.startTime, endTime: r.endTime })),
    ),
  };
}

const one = (body: OurEnvelope<ScheduleResponseDto>) => hostedOne(body, scheduleOut);

export const SCHEDULE_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/schedules', doc: { summary: 'The caller\'s schedules', status: 200, response: successOf('HostedSchedule', 'list') }, query: (q) => ({ ...q, take: 250 }), response: (body) => hostedList(body, scheduleOut) },
  { route: 'GET /v2/schedules/default', doc: { summary: 'The default schedule', status: 200, response: successOf('HostedSchedule') }, response: one },
  { route: 'GET /v2/schedules/:id', doc: { summary: 'One schedule', status: 200, response: successOf('HostedSchedule') }, response: one },
  { route: 'POST /v2/schedules', doc: { summary: 'Create a schedule', status: 201, response: successOf('HostedSchedule') }, body: scheduleIn, response: one },
  { route: 'PATCH /v2/schedules/:id', doc: { summary: 'Change a schedule', status: 200, response: successOf('HostedSchedule') }, body: scheduleIn, response: one },
  {
    route: 'DELETE /v2/schedules/:id', doc: { summary: 'Delete a schedule', status: 200, response: successOf(null) },
    status: 200,
    response: () => ({ status: 'success' }),
  },
];
