import type { User } from '../../src/accounts/user.entity';
import { parseInput } from '../../src/common/api/parse-input';
import type { MemberRole } from '../../src/common/access/member-role';
import { CreateOrganizationDto } from '../../src/groups/organizations/dto/organization.dto';
import { OrganizationMembership } from '../../src/groups/organizations/organization-membership.entity';
import type { Organization } from '../../src/groups/organizations/organization.entity';
import { OrganizationsService } from '../../src/groups/organizations/organizations.service';
import { Team } from '../../src/groups/teams/team.entity';
import type { TestApp } from '../setup/test-app';
import { createUser } from './index';
import { createTeam } from './teams';

let sequence = 0;

/** An organization whose first owner is `owner` (created if not given). */
export async function createOrganization(t: TestApp, owner?: User, name?: string): Promise<{ organization: Organization; owner: User }> {
  sequence += 1;
  const o = owner ?? (await createUser(t));
  const dto = parseInput(CreateOrganizationDto, { name: name ?? `Org ${sequence}`, slug: `org-${sequence}-${Date.now().toString(36)}`, ownerEmail: o.email });
  const organization = await t.app.get(OrganizationsService).create({ kind: 'system' }, dto);
  return { organization, owner: o };
}

/** Puts a person in an organization directly (accepted unless told otherwise). */
export function addOrgMember(t: TestApp, organizationId: number, user: { id: number }, role: MemberRole = 'MEMBER', accepted = true): Promise<OrganizationMembership> {
  return t.dataSource.getRepository(OrganizationMembership).save({ organizationId, userId: user.id, role, accepted });
}

/** A team of the organization, owned by `owner` (who should be a member of it). */
export async function createOrgTeam(t: TestApp, organizationId: number, owner: User): Promise<Team> {
  const { team } = await createTeam(t, owner);
  await t.dataSource.getRepository(Team).update({ id: team.id }, { organizationId });
  return { ...team, organizationId };
}
