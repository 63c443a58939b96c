import { Command, CommandRunner, Option } from 'nest-commander';
import { CLI_ACTOR } from '../audit/audit.service';
import type { RegistrationPolicy } from '../oauth/registration/registration-policy';
import { RegistrationPolicyService } from '../oauth/registration/registration-policy.service';
import { out, UsageError } from './cli-output';

/** The policy as `key=value` lines: one per field, lists space-separated, so scripts can read it. */
function print(policy: RegistrationPolicy): void {
  out(`dynamicRegistration=${policy.dynamicRegistration}`);
  out(`metadataDocuments=${policy.metadataDocuments}`);
  out(`scopes=${policy.scopes.join(' ')}`);
  out(`autoApproveHosts=${policy.autoApproveHosts.join(' ')}`);
}

const onOff = (flag: string) => (v: string) => {
  if (v !== 'on' && v !== 'off') throw new UsageError(`${flag} must be on or off.`);
  return v === 'on';
};
const list = (v: string) => v.split(/[\s,]+/).filter(Boolean);

@Command({
  name: 'policy:show',
  description: 'Show the registration policy: how agents (MCP clients) may register themselves, with which scopes, and which hosts are approved without review',
})
export class PolicyShowCommand extends CommandRunner {
  constructor(private readonly policy: RegistrationPolicyService) {
    super();
  }

  async run() {
    print(await this.policy.current());
  }
}

interface PolicyChanges {
  dynamicRegistration?: boolean;
  metadataDocuments?: boolean;
  scopes?: string[];
  addScope?: string[];
  removeScope?: string[];
  autoApproveHosts?: string[];
}

@Command({
  name: 'policy:set',
  description: 'Change the registration policy (only what the options name); prints it as saved. Audited.',
})
export class PolicySetCommand extends CommandRunner {
  constructor(private readonly policy: RegistrationPolicyService) {
    super();
  }

  async run(_args: string[], o: PolicyChanges) {
    if (Object.keys(o).length === 0) throw new UsageError('Name at least one change (see --help).');
    const current = await this.policy.current();
    const scopes = (o.scopes ?? current.scopes).filter((s) => !(o.removeScope ?? []).includes(s)).concat(o.addScope ?? []);
    const saved = await this.policy.update(CLI_ACTOR, {
      dynamicRegistration: o.dynamicRegistration ?? current.dynamicRegistration,
      metadataDocuments: o.metadataDocuments ?? current.metadataDocuments,
      scopes: [...new Set(scopes)] as RegistrationPolicy['scopes'],
      autoApproveHosts: o.autoApproveHosts ?? current.autoApproveHosts,
    });
    print(saved);
  }

  @Option({ flags: '--dynamic-registration <on|off>', description: 'RFC 7591 registration at /v2/auth/oauth2/register' })
  parseDynamic(v: string) {
    return onOff('--dynamic-registration')(v);
  }

  @Option({ flags: '--metadata-documents <on|off>', description: 'Client ID Metadata Documents (an https URL as client_id)' })
  parseDocuments(v: string) {
    return onOff('--metadata-documents')(v);
  }

  @Option({ flags: '--scopes <scopes>', description: 'Every scope self-registered clients may be granted (space- or comma-separated), replacing the list' })
  parseScopes(v: string) {
    return list(v);
  }

  @Option({ flags: '--add-scope <scope>', description: 'Add one scope to the list (repeat for several), e.g. TEAM_PROFILE_READ' })
  parseAddScope(v: string, previous: string[] = []) {
    return [...previous, v];
  }

  @Option({ flags: '--remove-scope <scope>', description: 'Remove one scope from the list (repeat for several)' })
  parseRemoveScope(v: string, previous: string[] = []) {
    return [...previous, v];
  }

  @Option({
    flags: '--auto-approve-hosts <hosts>',
    description: 'Hosts whose metadata documents are approved without review (host, host:port, *.host; * approves every self-registered client), replacing the list; "" for none',
  })
  parseHosts(v: string) {
    return list(v);
  }
}

export const POLICY_COMMANDS = [PolicyShowCommand, PolicySetCommand];
