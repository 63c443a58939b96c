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

/**
 * The scopes of the token a call that needs `required` relied on: each one itself, or the `ORG_`
 * scope standing in for a `TEAM_` one. An unrestricted token relied on what the call needs.
 */
export function scopesReliedOn(granted: { scopes: readonly Scope[]; unrestricted: boolean }, required: readonly string[]): readonly string[] {
  // Counted on every call: the common case, every scope held as such, allocates nothing.
  if (granted.unrestricted || required.every((scope) => granted.scopes.includes(scope as Scope))) return required;
  return required.map((scope) => (granted.scopes.includes(scope as Scope) ? scope : (orgScopeGranting(scope) ?? scope)));
}
