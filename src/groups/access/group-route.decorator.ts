import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { type MemberRole, type MemberRule, rolesFrom } from '../../membership/member-role';
import { requireScopesAndRole } from '../../scopes/require-scopes.decorator';
import { isScope, type Scope } from '../../scopes/scope-catalogue';
import { GroupAccessGuard } from './group-access.guard';

interface RouteOptions {
  /** Membership routes where people also act on their own membership (see `MemberRule`). */
  selfService?: boolean;
}

/**
 * The paths every team route is served under (`sub` is the part after the team): the team's own,
 * and the same under its organization, where the organization's admins and owners reach it too.
 */
export function teamPaths(sub = ''): string[] {
  return [`v2/teams/:teamId/${sub}`, `v2/organizations/:orgId/teams/:teamId/${sub}`].map((p) => p.replace(/\/$/, ''));
}

/** The paths of organization routes (`sub` is the part after the organization). */
export const orgPath = (sub = '') => `v2/organizations/:orgId/${sub}`.replace(/\/$/, '');

/**
 * A route about one team: the token needs `scope` (an `ORG_` twin also serves, scope rule 1), and
 * the person needs at least `role` in the team. Someone with no role in the team gets 404, as if it
 * did not exist; a member whose role is too low gets 403 naming the role needed. Scopes are
 * checked first (the global chain), then the role, by `GroupAccessGuard`, once for every team route.
 */
export function TeamRoute(scope: Scope & `TEAM_${string}`, role: MemberRole, options: RouteOptions = {}) {
  const twin = scope.replace(/^TEAM_/, 'ORG_');
  return groupRoute({ of: 'team', role, selfService: options.selfService ?? false }, scope, {
    param: 'teamId',
    notFound: 'No such team, or you have no role in it (or no such item in the team)',
    scopeNote: isScope(twin) ? `${twin} also grants ${scope}. ` : '',
  });
}

/**
 * A route about one organization, targeting no single team: the token needs `scope`, and the person
 * at least `role` in the organization. No role there → 404; too low → 403 naming the role. (Routes
 * about one of its teams are the team routes, mounted under the organization too: see `teamPaths`.)
 */
export function OrganizationRoute(scope: Scope & `ORG_${string}`, role: MemberRole, options: RouteOptions = {}) {
  return groupRoute({ of: 'organization', role, selfService: options.selfService ?? false }, scope, {
    param: 'orgId',
    notFound: 'No such organization, or you have no role in it (or no such item in it)',
    scopeNote: '',
  });
}

/**
 * The rule (scope, then role) and the guard that enforces it, declared by one call together with
 * their OpenAPI description, so the document cannot drift from what is enforced.
 */
function groupRoute(rule: MemberRule, scope: Scope, doc: { param: string; notFound: string; scopeNote: string }) {
  return applyDecorators(
    requireScopesAndRole([scope], rule),
    UseGuards(GroupAccessGuard),
    ApiParam({ name: doc.param, type: Number }),
    ApiNotFoundResponse({ description: doc.notFound }),
    ApiForbiddenResponse({
      description:
        `${doc.scopeNote}\`insufficient_role\`: your role in the ${rule.of} is not ${rolesFrom(rule.role)}` +
        (rule.selfService ? ' (your own membership aside)' : ''),
    }),
  );
}
