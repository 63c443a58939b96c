import type { User } from '../../src/accounts/user.entity';
import { parseInput } from '../../src/common/validation/parse-input';
import type { MemberRole } from '../../src/membership/member-role';
import { CreateOrganizationDto } from '../../src/groups/organizations/dto/organization.dto';
import type { Organization } from '../../src/groups/organizations/organization';
import { OrganizationsService } from '../../src/groups/organizations/organizations.service';
import type { Team } from '../../src/groups/teams/team';
import { Group } from '../../src/membership/group.entity';
import { GroupMembership } from '../../src/membership/membership.entity';
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
export function addOrgMember(t: TestApp, organizationId: number, user: { id: number }, role: MemberRole = 'MEMBER', accepted = true): Promise<GroupMembership> {
  return t.dataSource.getRepository(GroupMembership).save({ groupId: organizationId, userId: user.id, role, status: accepted ? 'active' : 'invited' });
}

/** A team of the organization, owned by `owner` (who should be a member of it). */
export async function createOrgTeam(t: TestApp, organizationId: number, owner: User): Promise<Team> {
  const { team } = await createTeam(t, owner);
  await t.dataSource.getRepository(Group).update({ id: team.id }, { parentId: organizationId });
  return { ...team, organizationId };
}
