import { orgScopeGranting, type Scope } from './scope-catalogue';

/**
 * The scopes a token lacks for a route that needs all of `required`. An `ORG_X` scope also grants
 * `TEAM_X` (scope rule 1, see `teamScopeGrantedBy`): on every team route, the person's own teams
 * outside any organization included. An unrestricted (legacy) token lacks nothing.
 */
export function missingScopes(granted: { scopes: readonly Scope[]; unrestricted: boolean }, required: readonly string[]): string[] {
  if (granted.unrestricted) return [];
  return required.filter((scope) => {
    if (granted.scopes.includes(scope as Scope)) return false;
    const org = orgScopeGranting(scope);
    return !(org && granted.scopes.includes(org));
  });
}
