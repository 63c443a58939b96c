import { Command, CommandRunner, Option } from 'nest-commander';
import { parseInput } from '../common/validation/parse-input';
import { AddMemberDto } from '../groups/memberships/membership.dto';
import type { GroupKind } from '../membership/group.entity';
import { GroupsService } from '../membership/groups.service';
import { MEMBER_ROLES, type MemberRole } from '../membership/member-role';
import { MembershipsService } from '../membership/memberships.service';
import { CliError, out, UsageError } from './cli-output';

export interface AddMemberOptions {
  email: string;
  role?: MemberRole;
  accepted?: boolean;
}

/** The options every add-member command shares. */
abstract class AddMemberOptionsCommand extends CommandRunner {
  @Option({ flags: '--email <email>', description: 'Email of the account to add', required: true })
  parseEmail(v: string) {
    return v;
  }

  @Option({ flags: '--role <role>', description: MEMBER_ROLES.join(' | ') + ' (default MEMBER)' })
  parseRole(v: string): MemberRole {
    if (!(MEMBER_ROLES as readonly string[]).includes(v)) throw new UsageError(`--role must be one of ${MEMBER_ROLES.join(', ')}.`);
    return v as MemberRole;
  }

  @Option({ flags: '--accepted', description: 'Skip the invitation: the membership counts at once' })
  parseAccepted(): boolean {
    return true;
  }
}

interface AddMemberCommandOf {
  kind: GroupKind;
  /** The command's name. */
  name: string;
  /** The option that names the group by its slug (`--team`, `--org`). */
  option: 'team' | 'org';
  /** The group as the description names it ("a team"). */
  noun: string;
}

/**
 * `teams:add-member` and `orgs:add-member`: one command over the groups, each with its kind and the
 * option naming its group. The operator acts with an owner's rights (to add owners too); the
 * options are validated with the rules and messages of the API.
 */
export function addMemberCommand({ kind, name, option, noun }: AddMemberCommandOf) {
  @Command({ name, description: `Add an existing account to ${noun} (an invitation the person accepts, unless --accepted)` })
  class AddMemberCommand extends AddMemberOptionsCommand {
    constructor(
      private readonly groups: GroupsService,
      private readonly memberships: MembershipsService,
    ) {
      super();
    }

    async run(_args: string[], options: AddMemberOptions & Partial<Record<'team' | 'org', string>>): Promise<void> {
      const slug = options[option]!;
      const group = await this.groups.findBySlug(kind, slug);
      if (!group) throw new CliError(`No ${kind} with the slug ${slug}.`);
      const ref = { kind, id: group.id };
      const input = parseInput(AddMemberDto, { email: options.email, role: options.role ?? 'MEMBER' });
      const added = await this.memberships.add({ userId: 0, role: 'OWNER' }, ref, input);
      const membership = options.accepted ? await this.memberships.accept(ref, added.id) : added;
      out(describeMembership(membership, group.slug));
    }

    @Option({ flags: `--${option} <slug>`, description: `The ${kind}’s slug`, required: true })
    parseGroup(v: string) {
      return v;
    }
  }
  Object.defineProperty(AddMemberCommand, 'name', { value: `${kind === 'team' ? 'Teams' : 'Orgs'}AddMemberCommand` });
  return AddMemberCommand;
}

/** What the command prints about the membership it made. */
export function describeMembership(m: { id: number; role: MemberRole; accepted: boolean; user: { email: string } }, group: string): string {
  return `${m.user.email} is ${m.accepted ? 'now' : 'invited as'} ${m.role} of ${group} (membership ${m.id})`;
}
