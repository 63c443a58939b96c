import { EventType } from './event-type.entity';
import { memberSql } from '../../membership/member-sql';

/*
 * An event type as the public sees it (to show its slots, to book it), read with its owner's and
 * team's names. Shared by the event-type lookup and the slots statement, which reads the event type
 * and its hosts in one round trip.
 */

/** An event type's columns as `EventType` names them, with its owner's and team's names (alias `e`, `u`, `t`). */
export const BOOKABLE_COLUMNS = `e.id, e.user_id AS "userId", e.team_id AS "teamId", e.scheduling_type AS "schedulingType", e.title, e.slug,
          e.description, e.length_minutes AS "lengthMinutes", e.locations, e.schedule_id AS "scheduleId",
          e.requires_confirmation AS "requiresConfirmation", e.minimum_booking_notice_minutes AS "minimumBookingNoticeMinutes",
          e.before_event_buffer_minutes AS "beforeEventBufferMinutes", e.after_event_buffer_minutes AS "afterEventBufferMinutes",
          e.slot_interval_minutes AS "slotIntervalMinutes", e.hidden, e.created_at AS "createdAt", e.updated_at AS "updatedAt",
          u.name AS "ownerName", u.email AS "ownerEmail", t.name AS "teamName"`;
/** The tables `BOOKABLE_COLUMNS` reads. */
export const BOOKABLE_FROM = `event_types e LEFT JOIN users u ON u.id = e.user_id ${memberSql.leftJoinGroup('t', 'e.team_id')}`;

export type BookableRow = EventType & { ownerName: string | null; ownerEmail: string | null; teamName: string | null };

/** An `EventType` from a row of `BOOKABLE_COLUMNS` and nothing else. */
export function bookableFrom(row: BookableRow): EventType {
  const { ownerName, ownerEmail, teamName, ...fields } = row;
  return Object.assign(new EventType(), fields, {
    user: fields.userId === null ? null : { id: fields.userId, name: ownerName, email: ownerEmail },
    team: fields.teamId === null ? null : { id: fields.teamId, name: teamName },
  });
}
