/**
 * The 30 scopes of the published interface, with their meaning in the spec's own words. This is
 * the one source: the consent page, client validation, the metadata document, Swagger and the
 * scope guard all read it.
 */
export type ScopeGroup = 'personal' | 'team' | 'organization';

interface ScopeEntry {
  group: ScopeGroup;
  /** What the person is asked on the consent page. */
  meaning: string;
  /** Which endpoints it covers. */
  covers: string;
}

const TEAM_COVERS = 'Endpoints under /v2/teams/:teamId/... and /v2/organizations/:orgId/teams/:teamId/...';
const ORG_COVERS = 'Endpoints under /v2/organizations/:orgId/... that do not target a specific team';

export const SCOPE_CATALOGUE = {
  EVENT_TYPE_READ: { group: 'personal', meaning: 'View event types', covers: 'Listing and viewing event types and their private links' },
  EVENT_TYPE_WRITE: { group: 'personal', meaning: 'Create, edit, delete event types', covers: 'Creating, updating, deleting event types; managing private links' },
  BOOKING_READ: { group: 'personal', meaning: 'View bookings', covers: 'Listing bookings; viewing recordings, transcripts, calendar links, references' },
  BOOKING_WRITE: { group: 'personal', meaning: 'Create, edit, delete bookings', covers: 'Adding guests, updating locations, confirming, declining, reassigning bookings' },
  SCHEDULE_READ: { group: 'personal', meaning: 'View availability', covers: 'Listing and viewing schedules' },
  SCHEDULE_WRITE: { group: 'personal', meaning: 'Create, edit, delete availability', covers: 'Creating, updating, deleting schedules' },
  APPS_READ: { group: 'personal', meaning: 'View connected apps and calendars', covers: 'Listing connected calendars, checking busy times, checking ICS feeds, verifying calendar connections' },
  APPS_WRITE: { group: 'personal', meaning: 'Connect and disconnect apps', covers: 'Saving ICS feeds, connecting calendars via OAuth, saving Apple calendar credentials, disconnecting calendars' },
  PROFILE_READ: { group: 'personal', meaning: 'View personal info', covers: "Viewing the authorized user's profile" },
  PROFILE_WRITE: { group: 'personal', meaning: 'Edit personal info', covers: "Updating the authorized user's profile" },
  WEBHOOK_READ: { group: 'personal', meaning: 'View webhooks', covers: 'Listing and viewing the webhooks this app set up for you' },
  WEBHOOK_WRITE: {
    group: 'personal',
    meaning: 'Create, edit, delete webhooks',
    covers: 'Creating, updating, deleting webhooks; rotating their secrets; pinging them; listing and redelivering their deliveries',
  },

  TEAM_EVENT_TYPE_READ: { group: 'team', meaning: 'View team event types', covers: TEAM_COVERS },
  TEAM_EVENT_TYPE_WRITE: { group: 'team', meaning: 'Create, edit, delete team event types', covers: TEAM_COVERS },
  TEAM_BOOKING_READ: { group: 'team', meaning: 'View team bookings', covers: TEAM_COVERS },
  TEAM_BOOKING_WRITE: { group: 'team', meaning: 'Create, edit, delete team bookings', covers: TEAM_COVERS },
  TEAM_SCHEDULE_READ: { group: 'team', meaning: 'View team schedules', covers: TEAM_COVERS },
  TEAM_SCHEDULE_WRITE: { group: 'team', meaning: 'Create, edit, delete team schedules', covers: TEAM_COVERS },
  TEAM_PROFILE_READ: { group: 'team', meaning: 'View team profiles', covers: TEAM_COVERS },
  TEAM_PROFILE_WRITE: { group: 'team', meaning: 'Create, edit, delete teams', covers: TEAM_COVERS },
  TEAM_MEMBERSHIP_READ: { group: 'team', meaning: 'View team memberships', covers: TEAM_COVERS },
  TEAM_MEMBERSHIP_WRITE: { group: 'team', meaning: 'Create, edit, delete team memberships', covers: TEAM_COVERS },

  ORG_EVENT_TYPE_READ: { group: 'organization', meaning: 'View all event types across the organization', covers: ORG_COVERS },
  ORG_EVENT_TYPE_WRITE: { group: 'organization', meaning: 'Create, edit, delete event types across the organization', covers: ORG_COVERS },
  ORG_BOOKING_READ: { group: 'organization', meaning: 'View all bookings across the organization', covers: ORG_COVERS },
  ORG_BOOKING_WRITE: { group: 'organization', meaning: 'Create, edit, delete bookings across the organization', covers: ORG_COVERS },
  ORG_SCHEDULE_READ: { group: 'organization', meaning: 'View schedules across the organization', covers: ORG_COVERS },
  ORG_SCHEDULE_WRITE: { group: 'organization', meaning: 'Create, edit, delete schedules across the organization', covers: ORG_COVERS },
  ORG_PROFILE_READ: { group: 'organization', meaning: 'View organization teams', covers: ORG_COVERS },
  ORG_PROFILE_WRITE: { group: 'organization', meaning: 'Create, edit, delete organization teams', covers: ORG_COVERS },
} as const satisfies Record<string, ScopeEntry>;

export type Scope = keyof typeof SCOPE_CATALOGUE;

/** Every scope, in catalogue order (personal, team, organization). */
export const ALL_SCOPES = Object.keys(SCOPE_CATALOGUE) as Scope[];

export const SCOPE_GROUPS: { group: ScopeGroup; title: string }[] = [
  { group: 'personal', title: 'Your account' },
  { group: 'team', title: 'Your teams' },
  { group: 'organization', title: 'Your organization' },
];

export function isScope(value: string): value is Scope {
  return Object.prototype.hasOwnProperty.call(SCOPE_CATALOGUE, value);
}

/**
 * Scope rule 1 of the published interface, literal: `ORG_X` also grants `TEAM_X` on every route that
 * needs it, in every team the person is in, teams outside any organization included (a person
 * with no organization still gives an `ORG_` token their own teams). Answers the `TEAM_` scope an
 * `ORG_` scope grants, if it has one; the guard, the consent page and the docs all ask this.
 */
export function teamScopeGrantedBy(scope: Scope): Scope | undefined {
  const team = scope.replace(/^ORG_/, 'TEAM_');
  return team !== scope && isScope(team) ? team : undefined;
}

const GRANTED_BY_ORG_SCOPE = new Map<string, Scope>(
  ALL_SCOPES.flatMap((s) => {
    const team = teamScopeGrantedBy(s);
    return team ? [[team, s] as const] : [];
  }),
);

/** The `ORG_` scope that also grants this `TEAM_` scope (the other side of `teamScopeGrantedBy`). */
export function orgScopeGranting(scope: string): Scope | undefined {
  return GRANTED_BY_ORG_SCOPE.get(scope);
}

/** Scopes in catalogue order, without duplicates. */
export function sortScopes(scopes: Iterable<Scope>): Scope[] {
  const set = new Set(scopes);
  return ALL_SCOPES.filter((s) => set.has(s));
}
