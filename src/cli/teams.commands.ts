import { Command, Option } from 'nest-commander';
import { UsersService } from '../accounts/users.service';
import { parseInput } from '../common/validation/parse-input';
import { OrganizationsService } from '../groups/organizations/organizations.service';
import { CreateTeamDto } from '../groups/teams/dto/team.dto';
import { TeamsService } from '../groups/teams/teams.service';
import { addMemberCommand } from './add-member.command';
import { CreateGroupCommand } from './create-group.command';
import { CliError, out } from './cli-output';

@Command({ name: 'teams:create', description: 'Create a team whose first owner is an existing account' })
export class TeamsCreateCommand extends CreateGroupCommand {
  constructor(
    private readonly users: UsersService,
    private readonly teams: TeamsService,
    private readonly organizations: OrganizationsService,
  ) {
    super();
  }

  async run(_args: string[], options: { name: string; slug: string; owner: string; timeZone?: string; org?: string }) {
    // The service trusts its DTO: the options are validated here, with the rules and messages of the API.
    const input = parseInput(CreateTeamDto, { name: options.name, slug: options.slug, timeZone: options.timeZone });
    const owner = await this.users.findByEmail(options.owner);
    if (!owner) throw new CliError(`No user with the email ${options.owner}.`);
    const organization = options.org === undefined ? null : await this.organizations.findBySlug(options.org);
    if (options.org !== undefined && !organization) throw new CliError(`No organization with the slug ${options.org}.`);
    const team = await this.teams.create(owner.id, input, organization?.id ?? null);
    out(`Created team ${team.slug} (id ${team.id})${organization ? ` in ${organization.slug}` : ''}, owned by ${owner.email}`);
  }

  @Option({ flags: '--org <slug>', description: 'The organization the team belongs to (the owner must be its member)' })
  parseOrg(v: string) {
    return v;
  }

  @Option({ flags: '--name <name>', description: 'Team name', required: true })
  parseName(v: string) {
    return v;
  }

  @Option({ flags: '--time-zone <zone>', description: 'IANA time zone (default UTC)' })
  parseTimeZone(v: string) {
    return v;
  }
}

export const TeamsAddMemberCommand = addMemberCommand({ kind: 'team', name: 'teams:add-member', option: 'team', noun: 'a team' });

export const TEAM_COMMANDS = [TeamsCreateCommand, TeamsAddMemberCommand];
