import { type Scope, SCOPE_CATALOGUE } from './scope-catalogue';

/**
 * What each tool of the MCP endpoint (`/mcp`) needs, declared once, as `@RequireScopes`
 * declares it for a route: the endpoint checks a call against it (403 `insufficient_scope` naming
 * it), lists only the tools a token may call, and the protected resource metadata, the `/mcp` 401's
 * `scope` and docs/scopes.md are written from it. An empty list: any valid access token (the tool
 * serves what the public REST route serves). The endpoint refuses to start with a tool that has no
 * entry here, or an entry without a tool.
 */
export const MCP_TOOL_ACCESS = {
  get_profile: ['PROFILE_READ'],
  list_event_types: ['EVENT_TYPE_READ'],
  create_event_type: ['EVENT_TYPE_WRITE'],
  list_schedules: ['SCHEDULE_READ'],
  create_schedule: ['SCHEDULE_WRITE'],
  find_available_slots: [],
  list_bookings: ['BOOKING_READ'],
  book_slot: [],
  cancel_booking: ['BOOKING_WRITE'],
  reschedule_booking: ['BOOKING_WRITE'],
  get_busy_times: ['APPS_READ'],
  list_teams: ['TEAM_PROFILE_READ'],
} as const satisfies Record<string, readonly Scope[]>;

export type McpToolName = keyof typeof MCP_TOOL_ACCESS;

/** The scopes a tool needs, or undefined for a name that is no tool of ours. */
export function mcpToolScopes(name: string): readonly Scope[] | undefined {
  return Object.hasOwn(MCP_TOOL_ACCESS, name) ? MCP_TOOL_ACCESS[name as McpToolName] : undefined;
}

/** Every scope some tool needs, in the order first declared: what an MCP client should ask for. */
export const MCP_TOOL_SCOPES: readonly Scope[] = [...new Set<Scope>(Object.values(MCP_TOOL_ACCESS).flat())];

/**
 * What the `/mcp` 401 names in `scope`, and so what an MCP client asks for first: the personal
 * scopes the tools use. A self-registered client may be granted only what the registration policy
 * allows (personal scopes by default), and asking beyond it would stop the authorization; a tool
 * needing a team scope (`list_teams`) is reached by step-up, from its 403.
 */
export const MCP_FIRST_SCOPES: readonly Scope[] = MCP_TOOL_SCOPES.filter((scope) => SCOPE_CATALOGUE[scope].group === 'personal');
