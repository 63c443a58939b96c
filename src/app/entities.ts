import { AuthFailure } from '../accounts/auth-failure.entity';
import { Session } from '../accounts/session.entity';
import { SessionFlash } from '../accounts/session-flash.entity';
import { User } from '../accounts/user.entity';
import { CalendarConnection } from '../calendars/entities/calendar-connection.entity';
import { CalendarEvent } from '../calendars/entities/calendar-event.entity';
import { CalendarOAuthState } from '../calendars/entities/calendar-oauth-state.entity';
import { CalendarWrite } from '../calendars/entities/calendar-write.entity';
import { ConnectedCalendar } from '../calendars/entities/connected-calendar.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AppActivity } from '../activity/app-activity.entity';
import { AppPersonUsage, AppUsageDay } from '../activity/app-usage.entity';
import { ClientSecret } from '../oauth/clients/client-secret.entity';
import { OAuthClient } from '../oauth/clients/client.entity';
import { AccessToken } from '../oauth/grants/access-token.entity';
import { AuthorizationCode } from '../oauth/grants/authorization-code.entity';
import { Grant } from '../oauth/grants/grant.entity';
import { RefreshToken } from '../oauth/grants/refresh-token.entity';
import { RegistrationPolicyRow } from '../oauth/registration/registration-policy.entity';
import { BookingHost } from '../scheduling/bookings/booking-host.entity';
import { Booking } from '../scheduling/bookings/booking.entity';
import { EventTypeHost } from '../scheduling/event-types/event-type-host.entity';
import { EventType } from '../scheduling/event-types/event-type.entity';
import { PrivateLink } from '../scheduling/event-types/private-link.entity';
import { Schedule } from '../scheduling/schedules/schedule.entity';
import { Group } from '../membership/group.entity';
import { GroupMembership } from '../membership/membership.entity';
import { Webhook } from '../webhooks/webhook.entity';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { WebhookDeliveryAttempt } from '../webhooks/webhook-delivery-attempt.entity';

/** Every entity, listed once for the application and the TypeORM CLI alike. */
export const ENTITIES = [
  User,
  Session,
  SessionFlash,
  AuthFailure,
  AuditEntry,
  AppActivity,
  AppUsageDay,
  AppPersonUsage,
  OAuthClient,
  ClientSecret,
  Grant,
  AuthorizationCode,
  AccessToken,
  RefreshToken,
  RegistrationPolicyRow,
  Schedule,
  EventType,
  PrivateLink,
  Booking,
  Group,
  GroupMembership,
  EventTypeHost,
  BookingHost,
  CalendarConnection,
  ConnectedCalendar,
  CalendarWrite,
  CalendarEvent,
  CalendarOAuthState,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryAttempt,
];
