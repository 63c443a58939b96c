import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../common/errors/domain-errors';
import { hasRole, insufficientRole, MemberRole, rolesFrom } from '../../../common/access/member-role';
import { requireScopesAndRole } from '../../../scopes/require-scopes.decorator';
import type { Scope } from '../../../scopes/scope-catalogue';
import { pathId } from '../../../common/api/route-params';

export const NO_ORGANIZATION = 'Organization not found.';

/** The paths of organization routes (`sub` is the part after the organization). */
export const orgPath = (sub = '') => `v2/organizations/:orgId/${sub}`.replace(/\/$/, '');

/**
 * A route about one organization, targeting no single team: the token needs `scope`, and the person
 * at least `role` in the organization. No role there → 404; too low → 403 naming the role. (Routes
 * about one of its teams are the team routes, mounted under the organization too: see `teamPaths`.)
 */
export function OrganizationRoute(scope: Scope & `ORG_${string}`, role: MemberRole, options: { selfService?: boolean } = {}) {
  return applyDecorators(
    requireScopesAndRole([scope], { of: 'organization', role, selfService: options.selfService ?? false }),
    UseGuards(OrgAccessGuard),
    ApiParam({ name: 'orgId', type: Number }),
    ApiNotFoundResponse({ description: 'No such organization, or you have no role in it (or no such item in it)' }),
    ApiForbiddenResponse({
      description: `\`insufficient_role\`: your role in the organization is not ${rolesFrom(role)}` + (options.selfService ? ' (your own membership aside)' : ''),
    }),
  );
}

@Injectable()
export class OrgAccessGuard implements CanActivate {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.accessRule?.kind === 'scopes' ? req.accessRule.member : undefined;
    if (rule?.of !== 'organization' || !req.auth) throw new NotFoundError(NO_ORGANIZATION);
    const organizationId = pathId(req.params.orgId);
    const rows =
      organizationId === null
        ? []
        : ((await this.dataSource.query(`SELECT role, accepted FROM organization_memberships WHERE organization_id = $1 AND user_id = $2`, [
            organizationId,
            req.auth.userId,
          ])) as { role: MemberRole; accepted: boolean }[]);
    const membership = rows[0];
    if (!membership || (!membership.accepted && !rule.selfService)) throw new NotFoundError(NO_ORGANIZATION);
    const role = membership.accepted ? membership.role : null;
    if (!rule.selfService && !hasRole(role, rule.role)) throw insufficientRole('organization', rule.role, role);
    req.orgAccess = { organizationId: organizationId!, userId: req.auth.userId, clientId: req.auth.clientId, role };
    return true;
  }
}
