import { Injectable, OnModuleInit } from '@nestjs/common';
import { AdminWork } from '../../accounts/admin-work';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Actor, AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { ReviewAction, reviewTarget } from '../clients/client-status';
import { ClientStatus, OAuthClient } from '../clients/client.entity';
import { DOCS_CLIENT_ID } from '../clients/docs-client.service';
import { GrantsService } from '../grants/grants.service';
import { RevocationEvents } from '../revocation/revocation-events';
import { sql } from '../../database/sql';

export interface QueueFilter {
  status?: ClientStatus;
  /** Only clients with (true) or without (false) a pending change. */
  pendingChange?: boolean;
}

const NEEDS_REASON: ReviewAction[] = ['reject', 'suspend'];

/** Administrators' review of clients: the queue, and the transitions of `client-status.ts`. */
@Injectable()
export class ClientReviewService implements OnModuleInit {
  constructor(
    @InjectRepository(OAuthClient) private readonly clients: Repository<OAuthClient>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
    private readonly grants: GrantsService,
    private readonly adminWork: AdminWork,
  ) {}

  /** The settings index and home page tell administrators how much waits in the queue. */
  onModuleInit(): void {
    this.adminWork.register(async (): Promise<Record<string, string>> => {
      const { pending, pendingChange } = await this.counts();
      const parts = [pending ? `${pending} ${pending === 1 ? 'client' : 'clients'}` : '', pendingChange ? `${pendingChange} ${pendingChange === 1 ? 'change' : 'changes'}` : ''].filter(Boolean);
      return parts.length ? { '/settings/admin/oauth-clients': `${parts.join(', ')} waiting for review` } : {};
    });
  }

  /**
   * Clients with their owners, the review work first: new clients waiting for review (oldest
   * first), then clients with a pending change (oldest change first), then the rest, newest first.
   */
  list(filter: QueueFilter = {}): Promise<OAuthClient[]> {
    return this.query(filter).getMany();
  }

  /** One page of `list`, with the number of clients the filter matches. */
  async page(filter: QueueFilter, take: number, skip: number): Promise<{ items: OAuthClient[]; total: number }> {
    // limit/offset, not take/skip: the join is many-to-one, so rows are clients, and the ordering uses expressions.
    const [items, total] = await this.query(filter).limit(take).offset(skip).getManyAndCount();
    return { items, total };
  }

  /** How many clients each filter of the queue page matches. */
  async counts(): Promise<Record<ClientStatus | 'pendingChange' | 'all', number>> {
    const { rows } = await sql<{ status: ClientStatus; n: string; changes: string }>(
      this.clients.manager,
      `SELECT status, count(*) AS n, count(pending_change) AS changes FROM oauth_clients GROUP BY status`,
    );
    const counts = { pending: 0, approved: 0, rejected: 0, suspended: 0, pendingChange: 0, all: 0 };
    for (const row of rows) {
      counts[row.status] = Number(row.n);
      counts.pendingChange += Number(row.changes);
      counts.all += Number(row.n);
    }
    return counts;
  }

  private query(filter: QueueFilter) {
    const query = this.clients
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.owner', 'owner')
      .orderBy(`CASE WHEN c.status = 'pending' THEN 0 WHEN c.pending_change IS NOT NULL THEN 1 ELSE 2 END`, 'ASC')
      .addOrderBy(`CASE WHEN c.status = 'pending' THEN c.created_at END`, 'ASC')
      .addOrderBy(`c.pending_change->>'submittedAt'`, 'ASC')
      .addOrderBy('c.created_at', 'DESC')
      .addOrderBy('c.client_id', 'ASC');
    if (filter.status) query.andWhere('c.status = :status', { status: filter.status });
    if (filter.pendingChange !== undefined) query.andWhere(`c.pending_change IS ${filter.pendingChange ? 'NOT ' : ''}NULL`);
    return query;
  }

  /**
   * Rejects several pending clients at once, with one reason: what a flood of self-registrations
   * needs. Each is its own review (audited, refused if no longer pending); the answer says which
   * were rejected and which were not (not found, or not pending any more).
   */
  async rejectMany(actor: Actor, clientIds: readonly string[], reason: string): Promise<{ rejected: string[]; skipped: string[] }> {
    if (!reason.trim()) throw new ValidationError('A reason is required to reject clients.');
    const rejected: string[] = [];
    const skipped: string[] = [];
    for (const clientId of new Set(clientIds)) {
      try {
        await this.review(actor, clientId, 'reject', reason);
        rejected.push(clientId);
      } catch (error) {
        if (!(error instanceof NotFoundError) && !(error instanceof ConflictError)) throw error;
        skipped.push(clientId);
      }
    }
    return { rejected, skipped };
  }

  /**
   * Removes the self-registered clients that have waited for review since before `cutoff`
   * (SELF_REGISTERED_PENDING_DAYS): anyone can register one, so a queue nobody works through would
   * only grow, and an agent that still wants in registers again. Clients a developer registered
   * are never removed. Each removal is audited. One statement: instances running it at once delete
   * disjoint rows or none.
   */
  async removeStaleSelfRegistered(cutoff: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const { rows } = await sql<{ client_id: string; name: string; kind: string }>(
        manager,
        `DELETE FROM oauth_clients WHERE status = 'pending' AND kind <> 'registered' AND created_at < $1 RETURNING client_id, name, kind`,
        [cutoff],
      );
      for (const row of rows) {
        await this.audit.record(SYSTEM_ACTOR, { action: 'client.expired', subjectType: 'oauth_client', subjectId: row.client_id, details: { name: row.name, kind: row.kind, createdBefore: cutoff.toISOString() } }, manager);
      }
      return rows.length;
    });
  }

  async get(clientId: string): Promise<OAuthClient> {
    const client = await this.clients.findOne({ where: { clientId }, relations: { owner: true } });
    if (!client) throw new NotFoundError('No such OAuth client.');
    return client;
  }

  /**
   * Applies a review action. Rejecting and suspending need a reason, which the owner will see.
   * With `revision`, the decision applies only to that version of the client: if the owner edited
   * it after the administrator loaded it, the review is refused (409) rather than approving
   * something nobody looked at.
   */
  async review(actor: Actor, clientId: string, action: ReviewAction, reason?: string, revision?: number): Promise<OAuthClient> {
    const why = reason?.trim() || null;
    if (NEEDS_REASON.includes(action) && !why) throw new ValidationError(`A reason is required to ${action} a client.`);
    const reviewed = await this.dataSource.transaction(async (manager) => {
      const client = await manager.findOne(OAuthClient, { where: { clientId }, lock: { mode: 'pessimistic_write' } });
      if (!client) throw new NotFoundError('No such OAuth client.');
      if (revision !== undefined && revision !== client.revision) {
        throw new ConflictError('The owner changed this client after you loaded it. Review it again.');
      }
      if (action === 'suspend' && clientId === DOCS_CLIENT_ID) {
        // /docs signs people in through it; suspending it would break the API documentation for everyone.
        throw new ConflictError('The built-in API documentation client cannot be suspended: the Authorize button of /docs depends on it.');
      }
      const status = reviewTarget(action, client.status);
      await manager.update(
        OAuthClient,
        { clientId },
        {
          status,
          statusReason: NEEDS_REASON.includes(action) ? why : null,
          reviewedById: actor.userId ?? null,
          reviewedAt: () => 'now()',
        },
      );
      await this.audit.record(
        actor,
        { action: `client.${status === 'approved' && action === 'reinstate' ? 'reinstated' : status}`, subjectType: 'oauth_client', subjectId: clientId, details: { from: client.status, reason: why } },
        manager,
      );
      // Suspension ends every grant: see GrantsService.revokeForSuspension for why reinstating revives none.
      if (action === 'suspend') await this.grants.revokeForSuspension(manager, actor, clientId);
      return manager.findOneOrFail(OAuthClient, { where: { clientId }, relations: { owner: true } });
    });
    if (reviewed.status !== 'approved') this.revocations.revoked(); // its tokens stop working
    return reviewed;
  }
}
