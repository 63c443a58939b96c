import type { RouteMapping } from '../route-mapping';
import { BOOKING_ROUTES } from './bookings.2024-08-13';
import { CALENDAR_ROUTES } from './calendars';
import { EVENT_TYPE_ROUTES } from './event-types.2024-06-14';
import { ME_ROUTES } from './me';
import { PRIVATE_LINK_ROUTES } from './private-links.2024-06-14';
import { SCHEDULE_ROUTES } from './schedules.2024-06-11';
import { SLOT_ROUTES } from './slots.2024-09-04';
import { TEAM_ROUTES } from './teams';
import { WEBHOOK_ROUTES } from './webhooks';

/** Every mapped route by `METHOD /path/:param` (one version per resource: the version check happened before). */
export const HOSTED_ROUTES: ReadonlyMap<string, RouteMapping> = new Map(
  [...ME_ROUTES, ...EVENT_TYPE_ROUTES, ...PRIVATE_LINK_ROUTES, ...SCHEDULE_ROUTES, ...SLOT_ROUTES, ...BOOKING_ROUTES, ...TEAM_ROUTES, ...WEBHOOK_ROUTES, ...CALENDAR_ROUTES].map((m) => [m.route, m]),
);
