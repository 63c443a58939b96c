import { ALL_SCOPES, type Scope } from '../../scopes/scope-catalogue';
import { type McpToolScopes, scopesOfTools } from '../../scopes/mcp-tool-scopes';
import type { ResourcePath } from '../../scopes/protected-resources';

/** Each protected resource: its name for people, and the scopes its routes (or tools) use. */
export function protectedResources(tools: McpToolScopes): Record<ResourcePath, { name: string; scopes: readonly Scope[] }> {
  return {
    '': { name: 'Scheduling (REST API and MCP endpoint)', scopes: ALL_SCOPES },
    '/v2': { name: 'Scheduling REST API', scopes: ALL_SCOPES },
    '/mcp': { name: 'Scheduling MCP endpoint', scopes: scopesOfTools(tools) },
  };
}
