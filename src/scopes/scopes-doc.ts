import type { RouteEntry } from '../common/access/route-table';
import { type MemberRule, memberRuleOf, rolesFrom } from '../membership/member-role';
import type { McpToolScopes } from './mcp-tool-scopes';
import { orgScopeGranting, SCOPE_CATALOGUE, Scope } from './scope-catalogue';

function accessText(route: RouteEntry): string {
  const rule = route.access;
  switch (rule?.kind) {
    case 'scopes':
      if (rule.scopes.length === 0) return 'any valid access token (each MCP tool needs its own scopes, below)';
      return rule.scopes.map((s) => `\`${s}\``).join(' + ') + (rule.member ? `; ${memberText(memberRuleOf(rule.member)!)}` : '');
    case 'public':
      return 'none (public; a token is optional)';
    case 'first-party':
      return rule.admin ? 'first-party: administrator session' : rule.signedIn === 'optional' ? 'first-party: session optional' : 'first-party: session';
    case 'anonymous':
      return route.path.startsWith('/v2/auth/oauth2/') ? 'OAuth client authentication (client_secret or PKCE)' : 'none';
    default:
      return '**none declared**';
  }
}

/** The ORG_ scope that also grants a TEAM_ scope (scope rule 1), if there is one. */
const twinOf = orgScopeGranting;

function memberText({ of, role, selfService }: MemberRule): string {
  const who = role === 'MEMBER' ? `member of the ${of}` : `${of} role ${rolesFrom(role)}`;
  return selfService ? `${who} (any member for their own membership)` : who;
}

/** `docs/scopes.md`, generated from the routes' own declarations (`npm run docs:scopes`). */
export function renderScopesDoc(routes: RouteEntry[], tools: McpToolScopes): string {
  const api = routes.filter((r) => r.path.startsWith('/v2'));
  const scoped = api.filter((r) => r.access?.kind === 'scopes');
  const byScope = new Map<string, RouteEntry[]>();
  for (const route of scoped) {
    for (const scope of route.access?.kind === 'scopes' ? route.access.scopes : []) byScope.set(scope, [...(byScope.get(scope) ?? []), route]);
  }
  const lines = [
    '# Routes and the scopes they need',
    '',
    'Generated from the routes\' `@RequireScopes`, `@PublicEndpoint`, `@FirstParty` and `@Anonymous`',
    'declarations by `npm run docs:scopes`; a test fails when this file is out of date. An `ORG_` scope',
    'also grants the `TEAM_` scope with the same suffix on every route that needs it, in every team the',
    'person is in, their own teams outside any organization included (so `ORG_PROFILE_WRITE` lets an app',
    'delete a team the person owns even if they belong to no organization). A legacy (unrestricted) token',
    'may call every scoped route. Team and organization routes also need the person to hold a role there (someone',
    'with none gets 404; a role too low, 403 `insufficient_role`). First-party routes take only the',
    'browser session, never an access token.',
    '',
    '## Every `/v2` route',
    '',
    '| Method | Path | Needs |',
    '|---|---|---|',
    ...api.map((r) => `| ${r.method} | \`${r.path}\` | ${accessText(r)} |`),
    '',
    '## By scope',
    '',
    ...[...byScope.keys()]
      .sort()
      .flatMap((scope) => [
        `- \`${scope}\` (${SCOPE_CATALOGUE[scope as Scope]?.meaning ?? ''}${twinOf(scope) ? `; \`${twinOf(scope)}\` grants it too` : ''}): ${byScope
          .get(scope)!
          .map((r) => `${r.method} \`${r.path}\``)
          .join(', ')}`,
      ]),
    '',
    '## The MCP endpoint\'s tools',
    '',
    '`POST /mcp` takes any valid access token for `/mcp` (or the whole server); each tool needs its own',
    'scopes, declared beside it in `src/mcp/mcp-tools.ts`. `tools/list` shows every tool with its scopes',
    '(`_meta.scopes`), and calling one beyond the token answers 403 `insufficient_scope` naming what it needs.',
    '',
    '| Tool | Needs |',
    '|---|---|',
    ...tools.table.map(([tool, scopes]) => `| \`${tool}\` | ${scopes.length ? scopes.map((s) => `\`${s}\``).join(' + ') : 'any valid access token'} |`),
    '',
  ];
  return lines.join('\n');
}
