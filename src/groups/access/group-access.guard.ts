import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { hasRole, insufficientRole, type MemberRule, memberRuleOf } from '../../membership/member-role';
import { pathId } from '../../common/validation/route-params';
import { NotFoundError } from '../../common/errors/domain-errors';
import { GroupStandings, type Standing } from '../../membership/group-standings.service';

/** What a caller with no role in the group is told: nothing of it, as if it did not exist. */
export const GROUP_NOT_FOUND: Record<MemberRule['of'], string> = { team: 'Team not found.', organization: 'Organization not found.' };

/**
 * The one access guard of team and organization routes. It decides from the route's member rule,
 * declared with its scopes by `@TeamRoute` or `@OrganizationRoute` (the same call applies this
 * guard), once the global chain has checked the token and its scopes. The order of the checks is
 * what a caller sees: no role in the group (or only an invitation, on a route that is not about
 * one's own membership) is 404, as if the group did not exist, so outsiders cannot probe which
 * groups there are; a member whose role is too low gets 403 naming the role needed. The caller's
 * standing is then handed to the route (`@CurrentTeam`, `@CurrentOrg`): services never re-derive it.
 */
@Injectable()
export class GroupAccessGuard implements CanActivate {
  constructor(private readonly standings: GroupStandings) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.accessRule?.kind === 'scopes' ? memberRuleOf(req.accessRule.member) : undefined;
    // Fails closed: on every route this guard is on, the global chain has found the rule and
    // authenticated the token by now.
    if (!rule || !req.auth) throw new NotFoundError(GROUP_NOT_FOUND[req.params.teamId === undefined ? 'organization' : 'team']);
    const standing = await this.standing(rule, req.auth.userId, req.params);
    if (!standing || standing.role === null || (!standing.accepted && !rule.selfService)) throw new NotFoundError(GROUP_NOT_FOUND[rule.of]);
    const role = standing.accepted ? standing.role : null;
    if (!rule.selfService && !hasRole(role, rule.role)) throw insufficientRole(rule.of, rule.role, role);
    const caller = { userId: req.auth.userId, clientId: req.auth.clientId, role };
    if (rule.of === 'team') req.teamAccess = { teamId: standing.groupId, organizationId: standing.organizationId, ...caller };
    else req.orgAccess = { organizationId: standing.groupId, ...caller };
    return true;
  }

  /** The caller's standing in the group the path names; null when an id in it cannot be one of ours. */
  private standing(rule: MemberRule, userId: number, params: Request['params']): Promise<Standing | null> | null {
    const orgId = params.orgId === undefined ? undefined : pathId(params.orgId);
    if (orgId === null) return null;
    if (rule.of === 'organization') return orgId === undefined ? null : this.standings.inOrganization(userId, orgId);
    const teamId = pathId(params.teamId);
    return teamId === null ? null : this.standings.inTeam(userId, teamId, orgId);
  }
}
