import type { Scope } from './scope-catalogue';

/**
 * What each tool of the MCP endpoint (`/mcp`, DECISIONS §13) needs, declared once, as `@RequireScopes`
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
