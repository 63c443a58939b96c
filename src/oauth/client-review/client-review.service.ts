import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { ReviewAction, reviewTarget } from '../clients/client-status';
import { ClientStatus, OAuthClient } from '../clients/client.entity';
import { RevocationEvents } from '../revocation/revocation-events';

const NEEDS_REASON: ReviewAction[] = ['reject', 'suspend'];

/** Administrators' review of clients: the queue, and the transitions of `client-status.ts`. */
@Injectable()
export class ClientReviewService {
  constructor(
    @InjectRepository(OAuthClient) private readonly clients: Repository<OAuthClient>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
  ) {}

  /** Clients with their owners: the pending queue first (oldest first), then the rest, newest first. */
  list(status?: ClientStatus): Promise<OAuthClient[]> {
    const query = this.clients
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.owner', 'owner')
      .orderBy(`CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy(`CASE WHEN c.status = 'pending' THEN c.created_at END`, 'ASC')
      .addOrderBy('c.created_at', 'DESC');
    if (status) query.where('c.status = :status', { status });
    return query.getMany();
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
      return manager.findOneOrFail(OAuthClient, { where: { clientId }, relations: { owner: true } });
    });
    if (reviewed.status !== 'approved') this.revocations.revoked(); // its tokens stop working
    return reviewed;
  }
}
