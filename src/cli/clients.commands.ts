import { Command, CommandRunner, Option } from 'nest-commander';
import { UsersService } from '../accounts/users.service';
import { CLI_ACTOR } from '../audit/audit.service';
import { ClientReviewService } from '../oauth/client-review/client-review.service';
import { ReviewAction } from '../oauth/clients/client-status';
import { CLIENT_STATUSES, ClientStatus } from '../oauth/clients/client.entity';
import { ClientsService } from '../oauth/clients/clients.service';
import { CliError, out } from './cli-output';

@Command({
  name: 'clients:create-legacy',
  description: 'Create a legacy client (unrestricted tokens until its owner selects scopes); prints its id and secret',
})
export class ClientsCreateLegacyCommand extends CommandRunner {
  constructor(
    private readonly users: UsersService,
    private readonly clients: ClientsService,
  ) {
    super();
  }

  async run(_args: string[], options: { owner: string; name: string; redirectUri: string[]; website?: string }) {
    const owner = await this.users.findByEmail(options.owner);
    if (!owner) throw new CliError(`No user with the email ${options.owner}.`);
    const { client, secret } = await this.clients.createLegacy(CLI_ACTOR, owner.id, {
      name: options.name,
      redirectUris: options.redirectUri,
      websiteUri: options.website,
    });
    out(`client_id=${client.clientId}`);
    out(`client_secret=${secret}`);
  }

  @Option({ flags: '--owner <email>', description: 'Email of the owning user', required: true })
  parseOwner(v: string) {
    return v;
  }

  @Option({ flags: '--name <name>', description: 'Client name', required: true })
  parseName(v: string) {
    return v;
  }

  @Option({ flags: '--redirect-uri <uri>', description: 'Redirect URI (repeat for several)', required: true })
  parseRedirectUri(v: string, previous: string[] = []) {
    return [...previous, v];
  }

  @Option({ flags: '--website <uri>', description: 'Website URI' })
  parseWebsite(v: string) {
    return v;
  }
}

@Command({ name: 'clients:list', description: 'List clients (pending first), optionally of one status' })
export class ClientsListCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  async run(_args: string[], options: { status?: ClientStatus }) {
    for (const c of await this.review.list({ status: options.status })) {
      const owner = c.owner?.email ?? '(built in)';
      out([c.clientId, c.status, c.type, c.legacy ? 'legacy' : '-', owner, JSON.stringify(c.name)].join('\t'));
    }
  }

  @Option({ flags: '--status <status>', description: CLIENT_STATUSES.join(' | ') })
  parseStatus(v: string): ClientStatus {
    if (!(CLIENT_STATUSES as readonly string[]).includes(v)) throw new CliError(`--status must be one of ${CLIENT_STATUSES.join(', ')}.`);
    return v as ClientStatus;
  }
}

async function runReview(review: ClientReviewService, action: ReviewAction, clientId: string | undefined, reason?: string) {
  if (!clientId) throw new CliError('Give the client ID.');
  const client = await review.review(CLI_ACTOR, clientId, action, reason);
  out(`${client.clientId} is now ${client.status}`);
}

@Command({ name: 'clients:approve', arguments: '<clientId>', description: 'Approve a pending client' })
export class ClientsApproveCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  run([clientId]: string[]) {
    return runReview(this.review, 'approve', clientId);
  }
}

@Command({ name: 'clients:reinstate', arguments: '<clientId>', description: 'Reinstate a suspended client' })
export class ClientsReinstateCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  run([clientId]: string[]) {
    return runReview(this.review, 'reinstate', clientId);
  }
}

@Command({ name: 'clients:reject', arguments: '<clientId>', description: 'Reject a pending client (--reason required)' })
export class ClientsRejectCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  run([clientId]: string[], options: { reason: string }) {
    return runReview(this.review, 'reject', clientId, options.reason);
  }

  @Option({ flags: '--reason <text>', description: 'Shown to the owner', required: true })
  parseReason(v: string) {
    return v;
  }
}

@Command({ name: 'clients:suspend', arguments: '<clientId>', description: 'Suspend an approved client (--reason required)' })
export class ClientsSuspendCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  run([clientId]: string[], options: { reason: string }) {
    return runReview(this.review, 'suspend', clientId, options.reason);
  }

  @Option({ flags: '--reason <text>', description: 'Shown to the owner', required: true })
  parseReason(v: string) {
    return v;
  }
}

export const CLIENT_COMMANDS = [
  ClientsCreateLegacyCommand,
  ClientsListCommand,
  ClientsApproveCommand,
  ClientsRejectCommand,
  ClientsSuspendCommand,
  ClientsReinstateCommand,
];
