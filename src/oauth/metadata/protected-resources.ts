import { ALL_SCOPES, type Scope } from '../../scopes/scope-catalogue';
import type { ResourcePath } from '../../scopes/protected-resources';

/**
 * The scopes each tool of the MCP endpoint declares (DECISIONS §13): what an MCP client is told
 * to ask for at `/mcp`. The endpoint's tool registry must declare exactly these.
 */
export const MCP_TOOL_SCOPES: readonly Scope[] = [
  'PROFILE_READ',
  'EVENT_TYPE_READ',
  'EVENT_TYPE_WRITE',
  'SCHEDULE_READ',
  'BOOKING_READ',
  'BOOKING_WRITE',
  'APPS_READ',
  'TEAM_PROFILE_READ',
];

/** Each protected resource: its name for people, and the scopes its routes (or tools) use. */
export const PROTECTED_RESOURCES: Record<ResourcePath, { name: string; scopes: readonly Scope[] }> = {
  '': { name: 'Scheduling (REST API and MCP endpoint)', scopes: ALL_SCOPES },
  '/v2': { name: 'Scheduling REST API', scopes: ALL_SCOPES },
  '/mcp': { name: 'Scheduling MCP endpoint', scopes: MCP_TOOL_SCOPES },
};
