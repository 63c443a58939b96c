import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
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
export class ClientReviewService {
  constructor(
    @InjectRepository(OAuthClient) private readonly clients: Repository<OAuthClient>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
    private readonly grants: GrantsService,
  ) {}

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
