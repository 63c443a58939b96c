import { Command, CommandRunner, Option } from 'nest-commander';
import { CLI_ACTOR } from '../audit/audit.service';
import { parseInput } from '../common/api/parse-input';
import { AddMemberDto } from '../groups/memberships/membership.dto';
import { CreateOrganizationDto } from '../groups/organizations/dto/organization.dto';
import { OrgMembershipsService } from '../groups/organizations/org-memberships.service';
import { OrganizationsService } from '../groups/organizations/organizations.service';
import { AddMemberCommand, type AddMemberOptions, describeMembership } from './add-member.command';
import { CliError, out } from './cli-output';

@Command({ name: 'orgs:create', description: 'Create an organization whose first owner is an existing account' })
export class OrgsCreateCommand extends CommandRunner {
  constructor(private readonly organizations: OrganizationsService) {
    super();
  }

  async run(_args: string[], options: { name: string; slug: string; owner: string }) {
    // The service trusts its DTO: the options are validated here, with the rules and messages of the API.
    const input = parseInput(CreateOrganizationDto, { name: options.name, slug: options.slug, ownerEmail: options.owner });
    const organization = await this.organizations.create(CLI_ACTOR, input);
    out(`Created organization ${organization.slug} (id ${organization.id}), owned by ${options.owner.toLowerCase()}`);
  }

  @Option({ flags: '--name <name>', description: 'Organization name', required: true })
  parseName(v: string) {
    return v;
  }

  @Option({ flags: '--slug <slug>', description: 'Unique slug: lower-case letters, digits, hyphens', required: true })
  parseSlug(v: string) {
    return v;
  }

  @Option({ flags: '--owner <email>', description: 'Email of the first owner', required: true })
  parseOwner(v: string) {
    return v;
  }
}

@Command({
  name: 'orgs:add-member',
  description: 'Add an existing account to an organization (an invitation the person accepts, unless --accepted)',
})
export class OrgsAddMemberCommand extends AddMemberCommand<AddMemberOptions & { org: string }> {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly memberships: OrgMembershipsService,
  ) {
    super();
  }

  async run(_args: string[], options: AddMemberOptions & { org: string }) {
    const organization = await this.organizations.findBySlug(options.org);
    if (!organization) throw new CliError(`No organization with the slug ${options.org}.`);
    // The operator acts with an owner's rights (to add owners too).
    const access = { organizationId: organization.id, userId: 0, clientId: 'cli', role: 'OWNER' as const };
    const added = await this.memberships.add(access, parseInput(AddMemberDto, { email: options.email, role: options.role ?? 'MEMBER' }));
    const membership = options.accepted ? await this.memberships.memberships.accept({ kind: 'organization', id: organization.id }, added.id) : added;
    out(describeMembership(membership, organization.slug));
  }

  @Option({ flags: '--org <slug>', description: 'The organization’s slug', required: true })
  parseOrg(v: string) {
    return v;
  }
}

export const ORGANIZATION_COMMANDS = [OrgsCreateCommand, OrgsAddMemberCommand];
