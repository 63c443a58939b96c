import { type Scope, SCOPE_CATALOGUE } from './scope-catalogue';

/**
 * What the MCP endpoint's tools need: each tool declares its scopes beside its code
 * (`mcp/mcp-tools.ts`), as `@RequireScopes` does for a route, and the endpoint provides this
 * port for the parts below it that speak of `/mcp` without knowing its tools: the protected
 * resource metadata and the self-registered ceiling at `/mcp` (every scope some tool needs), the
 * `/mcp` 401's `scope` (the personal ones) and docs/scopes.md (each tool's own).
 */
export abstract class McpToolScopes {
  /** Each tool's name and the scopes it needs (none: any valid access token), in declaration order. */
  abstract readonly table: ReadonlyArray<readonly [name: string, scopes: readonly Scope[]]>;
}

/** Every scope some tool needs, in the order first declared: what the `/mcp` resource covers. */
export function scopesOfTools(tools: McpToolScopes): readonly Scope[] {
  return [...new Set<Scope>(tools.table.flatMap(([, scopes]) => scopes))];
}

/**
 * What the `/mcp` 401 names in `scope`, and so what an MCP client asks for first: the personal
 * scopes the tools use. A self-registered client may be granted only what the registration policy
 * allows (personal scopes by default), and asking beyond it would stop the authorization; a tool
 * needing a team scope (`list_teams`) is reached by step-up, from its 403.
 */
export function firstScopesOfTools(tools: McpToolScopes): readonly Scope[] {
  return scopesOfTools(tools).filter((scope) => SCOPE_CATALOGUE[scope].group === 'personal');
}
