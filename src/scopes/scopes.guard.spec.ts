import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AccessRule, ACCESS_RULE } from '../common/access/access.decorators';
import { AccessRuleGuard } from '../common/access/access-rule.guard';
import type { AuthPrincipal } from './auth-principal';
import { InsufficientScopeError } from './bearer-errors';
import { ALL_SCOPES, Scope } from './scope-catalogue';
import { missingScopes } from './scope-check';
import { ScopesGuard } from './scopes.guard';

const principal = (scopes: Scope[], unrestricted = false): AuthPrincipal => ({
  userId: 1,
  clientId: 'c',
  grantId: '1',
  scopes,
  unrestricted,
  audience: '/v2',
  tokenKey: 'k',
});

function contextFor(req: Partial<Request>, handler: object = () => undefined, cls: object = class {}): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => req }),
    getHandler: () => handler,
    getClass: () => cls,
  } as unknown as ExecutionContext;
}

describe('ScopesGuard', () => {
  const guard = new ScopesGuard();
  const check = (granted: AuthPrincipal, required: Scope[]) =>
    guard.canActivate(contextFor({ accessRule: { kind: 'scopes', scopes: required }, auth: granted }));

  it('needs every listed scope (all-of, not any-of)', () => {
    expect(check(principal(['BOOKING_READ', 'BOOKING_WRITE']), ['BOOKING_READ', 'BOOKING_WRITE'])).toBe(true);
    expect(() => check(principal(['BOOKING_READ']), ['BOOKING_READ', 'BOOKING_WRITE'])).toThrow(InsufficientScopeError);
    expect(() => check(principal(['BOOKING_WRITE']), ['BOOKING_READ', 'BOOKING_WRITE'])).toThrow(InsufficientScopeError);
    expect(() => check(principal([]), ['PROFILE_READ'])).toThrow(InsufficientScopeError);
  });

  it('says which scope is missing and which are needed (403, WWW-Authenticate)', () => {
    try {
      check(principal(['BOOKING_READ']), ['BOOKING_READ', 'BOOKING_WRITE']);
      throw new Error('should have thrown');
    } catch (error) {
      const e = error as InsufficientScopeError;
      expect(e.status).toBe(403);
      expect(e.message).toContain('BOOKING_WRITE');
      expect(e.headers['WWW-Authenticate']).toBe('Bearer realm="api", error="insufficient_scope", scope="BOOKING_READ BOOKING_WRITE"');
    }
  });

  const ORG_SCOPES = ALL_SCOPES.filter((s) => s.startsWith('ORG_'));
  it.each(ORG_SCOPES)('%s also grants the TEAM_ scope with the same suffix, and nothing else', (org) => {
    const team = org.replace(/^ORG_/, 'TEAM_') as Scope;
    expect(check(principal([org]), [team])).toBe(true);
    expect(check(principal([org]), [org])).toBe(true);
    const others = ALL_SCOPES.filter((s) => s !== org && s !== team);
    for (const other of others) expect(() => check(principal([org]), [other])).toThrow(InsufficientScopeError);
  });

  it('a TEAM_ scope does not grant the ORG_ scope', () => {
    expect(() => check(principal(['TEAM_BOOKING_READ']), ['ORG_BOOKING_READ'])).toThrow(InsufficientScopeError);
  });

  it('has 8 ORG_ scopes, each with a TEAM_ counterpart', () => {
    expect(ORG_SCOPES).toHaveLength(8);
  });

  it('an unrestricted (legacy) token satisfies every scope', () => {
    expect(check(principal([], true), ALL_SCOPES)).toBe(true);
    expect(missingScopes(principal([], true), ['ORG_PROFILE_WRITE', 'BOOKING_WRITE'])).toEqual([]);
  });

  it('fails closed without a principal', () => {
    expect(() => guard.canActivate(contextFor({ accessRule: { kind: 'scopes', scopes: ['PROFILE_READ'] } }))).toThrow(/access token/);
  });

  it('leaves routes with other rules to other guards', () => {
    expect(guard.canActivate(contextFor({ accessRule: { kind: 'public' } }))).toBe(true);
  });
});

describe('AccessRuleGuard', () => {
  const guard = new AccessRuleGuard(new Reflector());

  it('refuses a route that declares no access rule', () => {
    expect(() => guard.canActivate(contextFor({}))).toThrow(/declares no access rule/);
  });

  it('records the declared rule for the guards after it', () => {
    const handler = () => undefined;
    const rule: AccessRule = { kind: 'scopes', scopes: ['PROFILE_READ'] };
    Reflect.defineMetadata(ACCESS_RULE, rule, handler);
    const req: Partial<Request> = {};
    expect(guard.canActivate(contextFor(req, handler))).toBe(true);
    expect(req.accessRule).toBe(rule);
  });
});
