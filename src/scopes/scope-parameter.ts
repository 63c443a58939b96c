import { isScope, Scope, sortScopes } from './scope-catalogue';

/**
 * Reads a `scope` parameter: names separated by spaces (RFC 6749 §3.3) or commas (as the published
 * interface allows), mixed freely, duplicates ignored.
 */
export function parseScopeParameter(value: string): { scopes: Scope[]; unknown: string[] } {
  const names = [...new Set(value.split(/[\s,]+/).filter(Boolean))];
  return { scopes: sortScopes(names.filter(isScope)), unknown: names.filter((n) => !isScope(n)) };
}
