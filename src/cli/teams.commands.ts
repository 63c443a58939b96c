import { Command, CommandRunner, Option } from 'nest-commander';
import { UsersService } from '../accounts/users.service';
import { parseInput } from '../common/api/parse-input';
import { AddMemberDto } from '../groups/memberships/membership.dto';
import { TeamMembershipsService } from '../groups/teams/team-memberships.service';
import { OrganizationsService } from '../groups/organizations/organizations.service';
import { CreateTeamDto } from '../groups/teams/dto/team.dto';
import { TeamsService } from '../groups/teams/teams.service';
import { AddMemberCommand, type AddMemberOptions, describeMembership } from './add-member.command';
import { CliError, out } from './cli-output';

/**
 * The operator acts with an owner's rights in every team (to add owners too). The services trust
 * their DTOs, so each command validates its options first, with the rules and messages of the API.
 */
const OPERATOR = { userId: 0, role: 'OWNER' as const, clientId: 'cli' };

@Command({ name: 'teams:create', description: 'Create a team whose first owner is an existing account' })
export class TeamsCreateCommand extends CommandRunner {
  constructor(
    private readonly users: UsersService,
    private readonly teams: TeamsService,
    private readonly organizations: OrganizationsService,
  ) {
    super();
  }

  async run(_args: string[], options: { name: string; slug: string; owner: string; timeZone?: string; org?: string }) {
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

  @Option({ flags: '--slug <slug>', description: 'Unique slug: lower-case letters, digits, hyphens', required: true })
  parseSlug(v: string) {
    return v;
  }

  @Option({ flags: '--owner <email>', description: 'Email of the first owner', required: true })
  parseOwner(v: string) {
    return v;
  }

  @Option({ flags: '--time-zone <zone>', description: 'IANA time zone (default UTC)' })
  parseTimeZone(v: string) {
    return v;
  }
}

@Command({
  name: 'teams:add-member',
  description: 'Add an existing account to a team (an invitation the person accepts, unless --accepted)',
})
export class TeamsAddMemberCommand extends AddMemberCommand<AddMemberOptions & { team: string }> {
  constructor(
    private readonly teams: TeamsService,
    private readonly memberships: TeamMembershipsService,
  ) {
    super();
  }

  async run(_args: string[], options: AddMemberOptions & { team: string }) {
    const team = await this.teams.findBySlug(options.team);
    if (!team) throw new CliError(`No team with the slug ${options.team}.`);
    const access = { ...OPERATOR, teamId: team.id, organizationId: team.organizationId };
    const added = await this.memberships.add(access, parseInput(AddMemberDto, { email: options.email, role: options.role ?? 'MEMBER' }));
    const membership = options.accepted ? await this.memberships.memberships.accept({ kind: 'team', id: team.id }, added.id) : added;
    out(describeMembership(membership, team.slug));
  }

  @Option({ flags: '--team <slug>', description: 'The team’s slug', required: true })
  parseTeam(v: string) {
    return v;
  }
}

export const TEAM_COMMANDS = [TeamsCreateCommand, TeamsAddMemberCommand];
