import { Accounts1763700000000 } from './1763700000000-accounts';
import { OAuthClients1763710000000 } from './1763710000000-oauth-clients';
import { OAuthGrants1763720000000 } from './1763720000000-oauth-grants';
import { ClientRevision1763730000000 } from './1763730000000-client-revision';
import { Scheduling1763800000000 } from './1763800000000-scheduling';
import { LiveUnrestrictedGrants1763900000000 } from './1763900000000-live-unrestricted-grants';
import { Teams1764000000000 } from './1764000000000-teams';
import { Organizations1764100000000 } from './1764100000000-organizations';
import { Calendars1764200000000 } from './1764200000000-calendars';
import { CalendarOAuth1764500000000 } from './1764500000000-calendar-oauth';
import { ClientPendingChanges1764600000000 } from './1764600000000-client-pending-changes';
import { ClientRegistrationKey1764700000000 } from './1764700000000-client-registration-key';
import { GrantAudience1764800000000 } from './1764800000000-grant-audience';
import { RegistrationPolicy1764900000000 } from './1764900000000-registration-policy';
import { ClientKind1765000000000 } from './1765000000000-client-kind';
import { Webhooks1765100000000 } from './1765100000000-webhooks';
import { WebhookDeliveries1765200000000 } from './1765200000000-webhook-deliveries';
import { SessionFlashes1765310000000 } from './1765310000000-session-flashes';
import { AppActivity1765400000000 } from './1765400000000-app-activity';
import { WebhooksRoundTwo1765500000040 } from './1765500000040-webhooks-round-two';
import { Groups1765500000041 } from './1765500000041-groups';

/** Applied in this order. New migrations are appended here as well as added to the folder. */
export const MIGRATIONS = [
  Accounts1763700000000,
  OAuthClients1763710000000,
  OAuthGrants1763720000000,
  ClientRevision1763730000000,
  Scheduling1763800000000,
  LiveUnrestrictedGrants1763900000000,
  Teams1764000000000,
  Organizations1764100000000,
  Calendars1764200000000,
  CalendarOAuth1764500000000,
  ClientPendingChanges1764600000000,
  ClientRegistrationKey1764700000000,
  GrantAudience1764800000000,
  RegistrationPolicy1764900000000,
  ClientKind1765000000000,
  Webhooks1765100000000,
  WebhookDeliveries1765200000000,
  SessionFlashes1765310000000,
  AppActivity1765400000000,
  WebhooksRoundTwo1765500000040,
  Groups1765500000041,
];
