import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sha256 } from '../../common/crypto/tokens';
import { prepared, sql } from '../../database/sql';
import type { Scope } from '../../scopes/scope-catalogue';
import type { ClientKind, ClientStatus, ClientType } from './client.entity';
import { USABLE_CLIENT_STATUS } from './client-status';

/** What the token endpoint needs to know about a client, read in one query. */
export interface ClientCredentials {
  clientId: string;
  name: string;
  websiteUri: string | null;
  type: ClientType;
  status: ClientStatus;
  /** How it was registered: by its owner's form, or by itself (RFC 7591, a metadata document). */
  kind: ClientKind;
  /** The administrator who approved it, if a person did (a client the registration policy approved has none). */
  reviewedBy: number | null;
  legacy: boolean;
  scopes: Scope[];
  /** A self-registered client's ceiling set by an administrator (null: the registration policy). */
  scopeCeiling: Scope[] | null;
  redirectUris: string[];
  /** SHA-256 hashes of the active (unrevoked) secrets. */
  secretHashes: Buffer[];
}

/**
 * The token endpoint's questions, answered cheaply: "may this client be used now?" and "does this
 * secret match one of its active secrets?". One indexed query per request, no cache: a revoked
 * secret or a suspended client must stop working at once, on every instance.
 */
@Injectable()
export class ClientCredentialsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lookup(clientId: string): Promise<ClientCredentials | null> {
    if (clientId.length === 0 || clientId.length > 128) return null;
    const { rows } = await sql<RawClient>(this.dataSource, LOOKUP, [clientId]);
    const row = rows[0];
    if (!row) return null;
    return {
      clientId: row.client_id,
      name: row.name,
      websiteUri: row.website_uri,
      type: row.type,
      status: row.status,
      kind: row.kind,
      reviewedBy: row.reviewed_by_id,
      legacy: row.legacy,
      scopes: row.scopes,
      scopeCeiling: row.scope_ceiling,
      redirectUris: row.redirect_uris,
      secretHashes: row.secret_hashes,
    };
  }

  /** Only approved clients may be used: at the authorize page, the token endpoint and the API. */
  isUsable(client: Pick<ClientCredentials, 'status'>): boolean {
    return client.status === USABLE_CLIENT_STATUS;
  }

  /**
   * Whether the presented secret is one of the client's active secrets. Every hash is compared in
   * constant time, and all of them are compared, so timing reveals neither which one matched nor
   * how much of it.
   */
  secretMatches(client: Pick<ClientCredentials, 'secretHashes'>, presented: string): boolean {
    const hash = sha256(presented);
    let matched = false;
    for (const candidate of client.secretHashes) {
      if (candidate.length === hash.length && timingSafeEqual(candidate, hash)) matched = true;
    }
    return matched;
  }
}

const LOOKUP = prepared(
  'client_credentials_lookup',
  `SELECT c.client_id, c.name, c.website_uri, c.type, c.status, c.kind, c.reviewed_by_id, c.legacy, c.scopes, c.scope_ceiling, c.redirect_uris,
          coalesce(array_agg(s.secret_hash) FILTER (WHERE s.id IS NOT NULL), '{}') AS secret_hashes
     FROM oauth_clients c
     LEFT JOIN oauth_client_secrets s ON s.client_id = c.client_id AND s.revoked_at IS NULL
    WHERE c.client_id = $1
    GROUP BY c.client_id`,
);

interface RawClient {
  client_id: string;
  name: string;
  website_uri: string | null;
  type: ClientType;
  status: ClientStatus;
  kind: ClientKind;
  reviewed_by_id: number | null;
  legacy: boolean;
  scopes: Scope[];
  scope_ceiling: Scope[] | null;
  redirect_uris: string[];
  secret_hashes: Buffer[];
}
