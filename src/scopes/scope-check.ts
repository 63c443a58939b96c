import type { Scope } from './scope-catalogue';

/**
 * The scopes a token lacks for a route that needs all of `required`. An `ORG_X` scope also grants
 * `TEAM_X` (scope rule 1): a token that may act across the organization may act on each team in it.
 * An unrestricted (legacy) token lacks nothing.
 */
export function missingScopes(granted: { scopes: readonly Scope[]; unrestricted: boolean }, required: readonly string[]): string[] {
  if (granted.unrestricted) return [];
  return required.filter((scope) => {
    if (granted.scopes.includes(scope as Scope)) return false;
    return !(scope.startsWith('TEAM_') && granted.scopes.includes(`ORG_${scope.slice('TEAM_'.length)}` as Scope));
  });
}
