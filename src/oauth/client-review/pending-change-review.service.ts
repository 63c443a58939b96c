import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { OAuthClient } from '../clients/client.entity';
import { heldFields, heldOf, PendingChange } from '../clients/pending-change';
import { GrantsService } from '../grants/grants.service';

/**
 * Administrators' decisions on a client's pending change. Each names the change's revision: an
 * owner who replaced or withdrew the change after the administrator loaded it gets the decision
 * refused (409), so nobody approves values they did not see.
 */
@Injectable()
export class PendingChangeReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly grants: GrantsService,
  ) {}

  /** The change applies to the live client: new scopes and redirect URIs can be used from now on. */
  async approve(actor: Actor, clientId: string, revision: number): Promise<OAuthClient> {
    let narrowed = false;
    const approved = await this.decide(clientId, revision, async (manager, client, change) => {
      if (client.status !== 'approved') {
        throw new ConflictError(`This client is ${client.status}; its pending change can be approved once the client is approved again.`);
      }
      const held = heldOf(change);
      await manager.update(
        OAuthClient,
        { clientId },
        { ...held, pendingChange: null, changeRejection: null, revision: client.revision + 1, reviewedById: actor.userId ?? null, reviewedAt: () => 'now()' },
      );
      const before = Object.fromEntries(heldFields(change).map((f) => [f, client[f]]));
      const details = { revision: change.revision, fields: heldFields(change), before, after: held };
      await this.audit.record(actor, { action: 'client.change_approved', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
      // The approved list is exactly the owner's: a scope it leaves out leaves every grant and token too.
      const scopes = held.scopes;
      if (scopes && client.kind === 'registered' && !client.legacy && client.scopes.some((s) => !scopes.includes(s))) {
        narrowed = (await this.grants.narrowToClientScopes(clientId, scopes, manager)) >= 0;
      }
    });
    if (narrowed) this.grants.narrowed();
    return approved;
  }

  /** The change is dropped; the live client is untouched; the owner sees the reason. */
  reject(actor: Actor, clientId: string, revision: number, reason: string): Promise<OAuthClient> {
    const why = reason.trim();
    if (!why) throw new ValidationError('A reason is required to reject a pending change.');
    return this.decide(clientId, revision, async (manager, _client, change) => {
      const changeRejection = { reason: why, rejectedAt: new Date().toISOString(), fields: heldFields(change) };
      await manager.update(OAuthClient, { clientId }, { pendingChange: null, changeRejection });
      const details = { revision: change.revision, fields: heldFields(change), reason: why };
      await this.audit.record(actor, { action: 'client.change_rejected', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
    });
  }

  private decide(
    clientId: string,
    revision: number,
    apply: (manager: EntityManager, client: OAuthClient, change: PendingChange) => Promise<void>,
  ): Promise<OAuthClient> {
    return this.dataSource.transaction(async (manager) => {
      const client = await manager.findOne(OAuthClient, { where: { clientId }, lock: { mode: 'pessimistic_write' } });
      if (!client) throw new NotFoundError('No such OAuth client.');
      const change = client.pendingChange;
      if (!change) throw new ConflictError('This client has no pending change: the owner withdrew it, or it was already decided.');
      if (change.revision !== revision) {
        throw new ConflictError('The owner replaced this pending change after you loaded it. Review it again.');
      }
      await apply(manager, client, change);
      return manager.findOneOrFail(OAuthClient, { where: { clientId }, relations: { owner: true } });
    });
  }
}
