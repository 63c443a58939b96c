import { Command, CommandRunner, Option } from 'nest-commander';
import { UsersService } from '../accounts/users.service';
import { CLI_ACTOR } from '../audit/audit.service';
import { ClientReviewService } from '../oauth/client-review/client-review.service';
import { PendingChangeReviewService } from '../oauth/client-review/pending-change-review.service';
import { heldFields, heldOf } from '../oauth/clients/pending-change';
import { ReviewAction } from '../oauth/clients/client-status';
import { CLIENT_STATUSES, ClientStatus } from '../oauth/clients/client.entity';
import { ClientsService } from '../oauth/clients/clients.service';
import { CliError, out, UsageError } from './cli-output';

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

@Command({
  name: 'clients:list',
  description: 'List clients (pending first, then those with a change waiting for review), optionally of one status; the last column is the pending change, if any',
})
export class ClientsListCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  async run(_args: string[], options: { status?: ClientStatus; pendingChange?: boolean }) {
    for (const c of await this.review.list({ status: options.status, pendingChange: options.pendingChange })) {
      const owner = c.owner?.email ?? (c.kind === 'registered' ? '(built in)' : c.kind === 'metadata_document' ? '(self-registered: metadata document)' : '(self-registered)');
      const change = c.pendingChange ? `change-pending:revision=${c.pendingChange.revision}` : '-';
      out([c.clientId, c.status, c.type, c.legacy ? 'legacy' : '-', owner, JSON.stringify(c.name), change].join('\t'));
    }
  }

  @Option({ flags: '--status <status>', description: CLIENT_STATUSES.join(' | ') })
  parseStatus(v: string): ClientStatus {
    if (!(CLIENT_STATUSES as readonly string[]).includes(v)) throw new UsageError(`--status must be one of ${CLIENT_STATUSES.join(', ')}.`);
    return v as ClientStatus;
  }

  @Option({ flags: '--pending-change', description: 'Only clients with a change waiting for review' })
  parsePendingChange(): boolean {
    return true;
  }
}

@Command({
  name: 'clients:change',
  arguments: '<clientId>',
  description: "Show a client's pending change: each field as approved and as proposed, and the revision a decision names",
})
export class ClientsChangeCommand extends CommandRunner {
  constructor(private readonly review: ClientReviewService) {
    super();
  }

  async run([clientId]: string[]) {
    const client = await this.review.get(clientId);
    const change = client.pendingChange;
    if (!change) throw new CliError(`${client.clientId} has no pending change.`);
    out(`client_id=${client.clientId}`);
    out(`revision=${change.revision}`);
    out(`submitted=${change.submittedAt}`);
    for (const field of heldFields(change)) {
      out(`${field}: ${JSON.stringify(client[field])} -> ${JSON.stringify(heldOf(change)[field])}`);
    }
  }
}

@Command({
  name: 'clients:approve-change',
  arguments: '<clientId>',
  description: "Approve a client's pending change (--revision, from clients:change): it applies at once",
})
export class ClientsApproveChangeCommand extends CommandRunner {
  constructor(private readonly changes: PendingChangeReviewService) {
    super();
  }

  async run([clientId]: string[], options: { revision: number }) {
    const client = await this.changes.approve(CLI_ACTOR, clientId, options.revision);
    out(`${client.clientId}: change approved (revision ${client.revision})`);
  }

  @Option({ flags: '--revision <n>', description: 'The revision clients:change showed: a change replaced since is refused', required: true })
  parseRevision(v: string): number {
    return revisionOf(v);
  }
}

@Command({
  name: 'clients:reject-change',
  arguments: '<clientId>',
  description: "Reject a client's pending change (--revision and --reason required); the client stays as it is",
})
export class ClientsRejectChangeCommand extends CommandRunner {
  constructor(private readonly changes: PendingChangeReviewService) {
    super();
  }

  async run([clientId]: string[], options: { revision: number; reason: string }) {
    const client = await this.changes.reject(CLI_ACTOR, clientId, options.revision, options.reason);
    out(`${client.clientId}: change rejected`);
  }

  @Option({ flags: '--revision <n>', description: 'The revision clients:change showed: a change replaced since is refused', required: true })
  parseRevision(v: string): number {
    return revisionOf(v);
  }

  @Option({ flags: '--reason <text>', description: 'Shown to the owner', required: true })
  parseReason(v: string) {
    return v;
  }
}

function revisionOf(v: string): number {
  if (!/^[1-9]\d{0,8}$/.test(v)) throw new UsageError('--revision must be a whole number (see clients:change).');
  return Number(v);
}

async function runReview(review: ClientReviewService, action: ReviewAction, clientId: string | undefined, reason?: string) {
  if (!clientId) throw new UsageError('Give the client ID.');
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
  ClientsChangeCommand,
  ClientsApproveChangeCommand,
  ClientsRejectChangeCommand,
  ClientsApproveCommand,
  ClientsRejectCommand,
  ClientsSuspendCommand,
  ClientsReinstateCommand,
];
