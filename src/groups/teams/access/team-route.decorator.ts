import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { NotFoundError } from '../../../common/errors/domain-errors';
import { hasRole, insufficientRole, MemberRole, rolesFrom } from '../../../common/access/member-role';
import { pathId } from '../../../common/api/route-params';
import { requireScopesAndRole } from '../../../scopes/require-scopes.decorator';
import { isScope, type Scope } from '../../../scopes/scope-catalogue';
import { TeamAccessService } from './team-access.service';

export const NO_TEAM = 'Team not found.';

/**
 * The paths every team route is served under (`sub` is the part after the team): the team's own,
 * and the same under its organization, where the organization's admins and owners reach it too.
 */
export function teamPaths(sub = ''): string[] {
  return [`v2/teams/:teamId/${sub}`, `v2/organizations/:orgId/teams/:teamId/${sub}`].map((p) => p.replace(/\/$/, ''));
}

/**
 * A route about one team: the token needs `scope` (an `ORG_` twin also serves, scope rule 1), and
 * the person needs at least `role` in the team. Someone with no role in the team gets 404, as if it
 * did not exist; a member whose role is too low gets 403 naming the role needed. Scopes are
 * checked first (the global chain), then the role, here, once for every team route.
 */
export function TeamRoute(scope: Scope & `TEAM_${string}`, role: MemberRole, options: { selfService?: boolean } = {}) {
  const twin = scope.replace(/^TEAM_/, 'ORG_');
  return applyDecorators(
    requireScopesAndRole([scope], { of: 'team', role, selfService: options.selfService ?? false }),
    UseGuards(TeamAccessGuard),
    ApiParam({ name: 'teamId', type: Number }),
    ApiNotFoundResponse({ description: 'No such team, or you have no role in it (or no such item in the team)' }),
    ApiForbiddenResponse({
      description:
        (isScope(twin) ? `${twin} also grants ${scope}. ` : '') +
        `\`insufficient_role\`: your role in the team is not ${rolesFrom(role)}` +
        (options.selfService ? ' (your own membership aside)' : ''),
    }),
  );
}

@Injectable()
export class TeamAccessGuard implements CanActivate {
  constructor(private readonly teams: TeamAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.accessRule?.kind === 'scopes' ? req.accessRule.member : undefined;
    // Fails closed: the global chain has found the rule and authenticated the token by now on every @TeamRoute.
    if (rule?.of !== 'team' || !req.auth) throw new NotFoundError(NO_TEAM);
    const teamId = pathId(req.params.teamId);
    const orgId = req.params.orgId === undefined ? undefined : pathId(req.params.orgId);
    const standing = teamId === null || orgId === null ? null : await this.teams.standing(req.auth.userId, teamId, orgId);
    if (!standing || standing.role === null || (!standing.accepted && !rule.selfService)) throw new NotFoundError(NO_TEAM);
    const role = standing.accepted ? standing.role : null;
    if (!rule.selfService && !hasRole(role, rule.role)) throw insufficientRole('team', rule.role, role);
    req.teamAccess = { teamId: standing.teamId, organizationId: standing.organizationId, userId: req.auth.userId, clientId: req.auth.clientId, role };
    return true;
  }
}
