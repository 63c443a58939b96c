import { Command, Option } from 'nest-commander';
import { CLI_ACTOR } from '../audit/audit.service';
import { parseInput } from '../common/validation/parse-input';
import { CreateOrganizationDto } from '../groups/organizations/dto/organization.dto';
import { OrganizationsService } from '../groups/organizations/organizations.service';
import { addMemberCommand } from './add-member.command';
import { CreateGroupCommand } from './create-group.command';
import { out } from './cli-output';

@Command({ name: 'orgs:create', description: 'Create an organization whose first owner is an existing account' })
export class OrgsCreateCommand extends CreateGroupCommand {
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
}

export const OrgsAddMemberCommand = addMemberCommand({ kind: 'organization', name: 'orgs:add-member', option: 'org', noun: 'an organization' });

export const ORGANIZATION_COMMANDS = [OrgsCreateCommand, OrgsAddMemberCommand];
