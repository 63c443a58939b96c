import { CommandRunner, Option } from 'nest-commander';

/** The options `teams:create` and `orgs:create` share: the group's slug and its first owner. */
export abstract class CreateGroupCommand extends CommandRunner {
  @Option({ flags: '--slug <slug>', description: 'Unique slug: lower-case letters, digits, hyphens', required: true })
  parseSlug(v: string) {
    return v;
  }

  @Option({ flags: '--owner <email>', description: 'Email of the first owner', required: true })
  parseOwner(v: string) {
    return v;
  }
}
