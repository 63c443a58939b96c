import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { sql } from '../../database/sql';
import { RevocationEvents } from '../revocation/revocation-events';
import { type Scope, sortScopes } from '../../scopes/scope-catalogue';

export type RevocationReason = 'user_revoked' | 'code_replayed' | 'refresh_token_reused' | 'client_revoked' | 'superseded';

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
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
  ) {}

  /** Revokes a grant, and with it every token issued under it (tokens check their grant). */
  async revoke(grantId: string, reason: RevocationReason, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
    const { rows } = await sql<{ client_id: string }>(
      this.dataSource,
      `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING client_id`,
      [grantId, reason],
    );
    const revoked = rows[0];
    if (revoked) {
      this.revocations.revoked();
      await this.audit.record(actor, { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: revoked.client_id, details: { grantId, reason } });
    }
    return Boolean(revoked);
  }

  /** The apps a person has live grants for: not revoked, with a refresh token still usable. */
  async authorizedApps(userId: number): Promise<AuthorizedApp[]> {
    const { rows } = await sql<RawApp>(
      this.dataSource,
      `SELECT c.client_id, c.name, c.website_uri,
              coalesce(array_agg(DISTINCT s.scope) FILTER (WHERE s.scope IS NOT NULL), '{}') AS scopes,
              bool_or(g.unrestricted) AS unrestricted,
              min(g.created_at) AS first_authorized_at, max(g.created_at) AS last_authorized_at
         FROM oauth_grants g
         JOIN oauth_clients c ON c.client_id = g.client_id
         LEFT JOIN LATERAL unnest(g.scopes) AS s(scope) ON true
        WHERE g.user_id = $1 AND g.revoked_at IS NULL
          AND EXISTS (SELECT 1 FROM oauth_refresh_tokens r WHERE r.grant_id = g.id AND r.used_at IS NULL AND r.expires_at > now())
        GROUP BY c.client_id, c.name, c.website_uri
        ORDER BY max(g.created_at) DESC`,
      [userId],
    );
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

  /** "Revoke" on the apps page: every grant this person gave this client. */
  async revokeApp(userId: number, clientId: string): Promise<number> {
    const revoked = await this.dataSource.transaction(async (manager) => {
      const { rows } = await sql<{ id: string }>(
        manager,
        `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = 'user_revoked'
          WHERE user_id = $1 AND client_id = $2 AND revoked_at IS NULL RETURNING id`,
        [userId, clientId],
      );
      if (rows.length > 0) {
        await this.audit.record(
          { kind: 'user', userId },
          { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { grantIds: rows.map((r) => r.id), reason: 'user_revoked' } },
          manager,
        );
      }
      return rows.length;
    });
    if (revoked > 0) this.revocations.revoked(); // after the commit, so no lookup can see the old state again
    return revoked;
  }

  /**
   * A person authorizing a client again with scopes ends that person's unrestricted (legacy)
   * grants for it: "tokens issued before migration keep working until users re-authorize".
   * Runs inside the redemption's transaction; the caller announces the revocation after commit.
   */
  async supersedeUnrestricted(manager: EntityManager, userId: number, clientId: string): Promise<number> {
    const { affected } = await sql(
      manager,
      `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = 'superseded'
        WHERE user_id = $1 AND client_id = $2 AND unrestricted AND revoked_at IS NULL`,
      [userId, clientId],
    );
    if (affected > 0) {
      await this.audit.record(
        { kind: 'user', userId },
        { action: 'grant.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { reason: 'superseded', grants: affected } },
        manager,
      );
    }
    return affected;
  }
}

interface RawApp {
  client_id: string;
  name: string;
  website_uri: string | null;
  scopes: Scope[];
  unrestricted: boolean;
  first_authorized_at: Date;
  last_authorized_at: Date;
}
