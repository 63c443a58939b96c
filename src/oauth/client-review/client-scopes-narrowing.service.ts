import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { Scope } from '../../scopes/scope-catalogue';
import { checkScopes } from '../clients/client-rules';
import { OAuthClient } from '../clients/client.entity';
import { GrantsService } from '../grants/grants.service';
import { RegistrationPolicyService } from '../registration/registration-policy.service';

/**
 * An administrator narrows what a client may hold, at once: its scopes, and with them every grant
 * and token it holds. Narrowing only: a scope it may not hold today cannot be added here (widening
 * goes through the owner's edit and its review).
 *
 * A self-registered client (RFC 7591, a metadata document) may be granted any scope of the
 * registration policy, whatever it listed, so that it can step up; what an administrator narrows it
 * to becomes its ceiling (`scopeCeiling`), which step-up no longer passes. Without one, its ceiling
 * is the policy's scopes.
 */
@Injectable()
export class ClientScopesNarrowingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly grants: GrantsService,
    private readonly policy: RegistrationPolicyService,
  ) {}

  async narrow(actor: Actor, clientId: string, requested: readonly string[], revision?: number): Promise<OAuthClient> {
    const scopes = checkScopes(requested);
    const policy = await this.policy.current();
    const client = await this.dataSource.transaction(async (manager) => {
      const client = await manager.findOne(OAuthClient, { where: { clientId }, lock: { mode: 'pessimistic_write' } });
      if (!client) throw new NotFoundError('No such OAuth client.');
      if (revision !== undefined && revision !== client.revision) throw new ConflictError('The client changed since you loaded it. Review it again.');
      if (client.legacy) throw new ValidationError('A legacy client has no scopes to narrow; its owner selects scopes first.');
      const selfRegistered = client.kind !== 'registered';
      const current: readonly Scope[] = selfRegistered ? (client.scopeCeiling ?? policy.scopes) : client.scopes;
      const beyond = scopes.filter((s) => !current.includes(s));
      if (beyond.length > 0) throw new ValidationError(`Narrowing only: the client may not hold ${beyond.join(', ')} today, so it cannot be kept.`);
      await manager.update(OAuthClient, { clientId }, {
        scopes: selfRegistered ? (client.scopes.filter((s) => scopes.includes(s)).length > 0 ? client.scopes.filter((s) => scopes.includes(s)) : scopes) : scopes,
        ...(selfRegistered ? { scopeCeiling: scopes } : {}),
        revision: client.revision + 1,
      });
      await this.grants.narrowToClientScopes(clientId, scopes, manager);
      const details = { before: current, after: scopes, ceiling: selfRegistered };
      await this.audit.record(actor, { action: 'client.scopes_narrowed', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
      return manager.findOneOrFail(OAuthClient, { where: { clientId }, relations: { owner: true } });
    });
    this.grants.narrowed(); // after the commit: cached tokens show their new scopes at once
    return client;
  }
}
