import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { RevocationEvents } from '../revocation/revocation-events';
import { type Scope, sortScopes } from '../../scopes/scope-catalogue';
import { APP_ACCESS_ENDED, type AppAccessEnded } from './app-access.port';
import { GrantsRepository, RevocationReason } from './grants.repository';

export type { RevocationReason };

export interface AuthorizedApp {
  clientId: string;
  name: string;
  websiteUri: string | null;
  /** Union of the scopes of the live grants; `unrestricted` when one of them is. */
  scopes: Scope[];
  unrestricted: boolean;
  firstAuthorizedAt: Date;
  lastAuthorizedAt: Date;
}

/** Grants as people and clients see them: the apps someone authorized, and revoking them. */
@Injectable()
export class GrantsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: GrantsRepository,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
    @Inject(APP_ACCESS_ENDED) private readonly accessEnded: AppAccessEnded,
  ) {}

  /** Revokes a grant, and with it every token issued under it (tokens check their grant). */
  async revoke(grantId: string, reason: RevocationReason, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
    const revoked = await this.dataSource.transaction(async (m) => {
      const grant = await this.repository.revokeGrant(m, grantId, reason);
      // Their last grant for this app: the app no longer acts for them.
      if (grant && !(await this.repository.hasLiveGrant(m, grant.clientId, grant.userId))) await this.accessEnded.accessEnded(m, grant.clientId, grant.userId);
      return grant;
    });
    const clientId = revoked?.clientId ?? null;
    if (clientId) {
      this.revocations.revoked();
      await this.audit.record(actor, { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { grantId, reason } });
    }
    return clientId !== null;
  }

  /** The apps a person has live grants for: not revoked, with a refresh token still usable. */
  async authorizedApps(userId: number): Promise<AuthorizedApp[]> {
    const rows = await this.repository.authorizedApps(userId);
    return rows.map((r) => ({
      clientId: r.client_id,
      name: r.name,
      websiteUri: r.website_uri,
      scopes: sortScopes(r.scopes),
      unrestricted: r.unrestricted,
      firstAuthorizedAt: r.first_authorized_at,
      lastAuthorizedAt: r.last_authorized_at,
    }));
  }

  /** A client's active grants (live, and still refreshable) and the people who gave them. */
  activeAuthorizations(clientId: string): Promise<{ grants: number; people: number }> {
    return this.repository.authorizationsOf(clientId);
  }

  /**
   * Suspending a client ends every grant it holds, inside the suspension's transaction. Checking
   * the client's status on each request would stop its tokens too, but reinstating it would then
   * bring them all back to life, long after the people who granted them were told the app was
   * stopped: a reinstated client starts over, with people authorizing it again. The caller signals
   * `RevocationEvents` after its commit.
   */
  async revokeForSuspension(manager: EntityManager, actor: Actor, clientId: string): Promise<number> {
    const grantIds = await this.repository.revokeEverythingOfClient(manager, clientId, 'client_suspended');
    await this.accessEnded.accessEnded(manager, clientId);
    if (grantIds.length > 0) {
      await this.audit.record(
        actor,
        { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { grantIds, reason: 'client_suspended' } },
        manager,
      );
    }
    return grantIds.length;
  }

  /** The scopes the person's live grants give the client at the API, or null when it has none. */
  apiScopesOf(clientId: string, userId: number): Promise<{ scopes: Scope[]; unrestricted: boolean } | null> {
    return this.repository.apiScopesOf(clientId, userId);
  }

  /**
   * Narrowing a client's scopes (its owner, or an administrator) narrows what it already holds, at
   * once: every grant, live access token and unredeemed code keeps only `allowed`, and refresh
   * tokens, which carry their grant's scopes, issue no more than that. Otherwise a token issued
   * yesterday would keep, and refresh, a scope the client no longer has. Runs in the caller's
   * transaction (the client's own change), or its own; the token cache is cleared after the commit.
   */
  async narrowToClientScopes(clientId: string, allowed: readonly Scope[], manager?: EntityManager): Promise<number> {
    if (manager) return this.repository.narrowClientScopes(manager, clientId, allowed); // the caller calls narrowed() after its commit
    const narrowed = await this.dataSource.transaction((m) => this.repository.narrowClientScopes(m, clientId, allowed));
    if (narrowed > 0) this.revocations.revoked();
    return narrowed;
  }

  /** For a caller that narrowed inside its own transaction: clears the token cache once it committed. */
  narrowed(): void {
    this.revocations.revoked();
  }

  /** "Revoke" on the apps page: every grant this person gave this client. */
  async revokeApp(userId: number, clientId: string): Promise<number> {
    const revoked = await this.dataSource.transaction(async (manager) => {
      const grantIds = await this.repository.revokeGrantsOf(manager, userId, clientId, 'user_revoked');
      await this.accessEnded.accessEnded(manager, clientId, userId);
      if (grantIds.length > 0) {
        await this.audit.record(
          { kind: 'user', userId },
          { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { grantIds, reason: 'user_revoked' } },
          manager,
        );
      }
      return grantIds.length;
    });
    if (revoked > 0) this.revocations.revoked(); // after the commit, so no lookup can see the old state again
    return revoked;
  }
}
