import type { CreateEventTypeDto, UpdateEventTypeDto } from './dto/event-type.dto';
import type { EventType } from './event-type.entity';

/** What a new event type holds unless the request says otherwise. */
export const eventTypeDefaults = () => ({
  description: null,
  locations: [],
  requiresConfirmation: false,
  minimumBookingNoticeMinutes: 120,
  beforeEventBufferMinutes: 0,
  afterEventBufferMinutes: 0,
  slotIntervalMinutes: null,
  hidden: false,
}) satisfies Partial<EventType>;

type Fields = Omit<UpdateEventTypeDto, 'scheduleId'> | Omit<CreateEventTypeDto, 'scheduleId'>;

/**
 * Applies the fields of a create or update to an event type, personal or team alike. Absent fields
 * stay as they are; so does null for a field that cannot be empty (nullable ones become null).
 */
export function applyEventTypeFields(eventType: Partial<EventType>, dto: Fields): void {
  if (dto.title != null) eventType.title = dto.title.trim();
  if (dto.slug != null) eventType.slug = dto.slug;
  if (dto.description !== undefined) eventType.description = dto.description;
  if (dto.lengthMinutes != null) eventType.lengthMinutes = dto.lengthMinutes;
  if (dto.locations != null) eventType.locations = dto.locations.map((l) => ({ type: l.type, value: l.value.trim() }));
  if (dto.requiresConfirmation != null) eventType.requiresConfirmation = dto.requiresConfirmation;
  if (dto.minimumBookingNoticeMinutes != null) eventType.minimumBookingNoticeMinutes = dto.minimumBookingNoticeMinutes;
  if (dto.beforeEventBufferMinutes != null) eventType.beforeEventBufferMinutes = dto.beforeEventBufferMinutes;
  if (dto.afterEventBufferMinutes != null) eventType.afterEventBufferMinutes = dto.afterEventBufferMinutes;
  if (dto.slotIntervalMinutes !== undefined) eventType.slotIntervalMinutes = dto.slotIntervalMinutes;
  if ('hidden' in dto && dto.hidden != null) eventType.hidden = dto.hidden;
}
