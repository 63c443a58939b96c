import type { EventType } from '../event-types/event-type.entity';
import { everyHostAttends, type Host } from './host-availability';

/** What in an event type's setup keeps it from offering times: its codes are stable, to branch on. */
export const SETUP_REASON_CODES = ['no_hosts', 'host_without_schedule'] as const;
export type SetupReasonCode = (typeof SETUP_REASON_CODES)[number];

export interface SetupReason {
  code: SetupReasonCode;
  /** The host it is about; absent for `no_hosts`. */
  userId?: number;
  message: string;
}

/**
 * Why an event type offers fewer times than its hours suggest, or none, when the cause is its
 * setup rather than bookings or calendars: a host who has no schedule offers nothing, and a
 * collective (or a person's) event type needs every host; a team event type without hosts offers
 * nothing at all. Without this, a booker or an app sees `"slots": {}` and cannot tell a full week
 * from a host who never set up their hours. `names`: the hosts' names, by id.
 */
export function setupReasons(eventType: EventType, hosts: Pick<Host, 'userId' | 'schedule'>[], names: Map<number, string>): SetupReason[] {
  if (hosts.length === 0) {
    return eventType.teamId !== null
      ? [{ code: 'no_hosts', message: 'This team event type has no hosts (or none has accepted their team membership yet), so it offers no times.' }]
      : [];
  }
  const personal = eventType.teamId === null;
  const everyone = everyHostAttends(eventType);
  return hosts
    .filter((h) => h.schedule === null)
    .map((h) => {
      const who = names.get(h.userId) ?? `The host (user ${h.userId})`;
      const message = personal
        ? `${who}, who owns this event type, has no default schedule (and the event type names none), so it offers no times until they set their hours.`
        : everyone
          ? `${who}, a host of this collective event type, has no default schedule: every host must be free, so it offers no times until they set their hours.`
          : `${who}, a host of this round-robin event type, has no default schedule, so they are never offered; the other hosts' times still are.`;
      return { code: 'host_without_schedule' as const, userId: h.userId, message };
    });
}

/** The hosts a reason will name: those without a schedule. */
export const hostsToName = (hosts: Pick<Host, 'userId' | 'schedule'>[]): number[] => hosts.filter((h) => h.schedule === null).map((h) => h.userId);
