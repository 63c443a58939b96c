import { CommandRunner, Option } from 'nest-commander';
import { MEMBER_ROLES, type MemberRole } from '../membership/member-role';
import { UsageError } from './cli-output';

export interface AddMemberOptions {
  email: string;
  role?: MemberRole;
  accepted?: boolean;
}

/** The options `teams:add-member` and `orgs:add-member` share; each adds the option naming its group. */
export abstract class AddMemberCommand<O extends AddMemberOptions> extends CommandRunner {
  abstract override run(args: string[], options: O): Promise<void>;

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

/** What the command prints about the membership it made. */
export function describeMembership(m: { id: number; role: MemberRole; accepted: boolean; user: { email: string } }, group: string): string {
  return `${m.user.email} is ${m.accepted ? 'now' : 'invited as'} ${m.role} of ${group} (membership ${m.id})`;
}
