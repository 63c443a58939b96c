import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-errors';
import { sql } from '../../database/sql';
import { CredentialsVault } from '../credentials-vault';
import { CalendarConnection, type OAuthKind } from '../entities/calendar-connection.entity';
import { CalendarAccessError, type OpenConnection, ReconnectNeededError } from '../providers/calendar-provider';
import { CalendarOAuthClients, PROVIDER_NAMES } from './calendar-oauth-clients';
import { httpStatusOf, reconnectNeeded } from './provider-errors';

interface FreshToken {
  accessToken: string;
  expiresAt: Date;
}

/** Refresh this long before the access token expires, so no request goes out with one about to lapse. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * Keeps the provider access tokens of OAuth connections usable: refreshed before they expire (and
 * once more when the provider refuses one early), the new token sealed back into the row. A
 * refresh the provider refuses (`invalid_grant`: the person revoked us, or the grant lapsed) marks
 * the connection `reconnect_needed`; callers skip it, so slots never fail because of it.
 *
 * Refreshes of one connection are shared within the process. Two instances may refresh the same
 * connection at once; both providers allow it (Google does not rotate refresh tokens; Microsoft's
 * earlier refresh token stays valid after it issues a new one), and the write-back is conditional
 * on the credentials read, so the second writer does not overwrite the first.
 */
@Injectable()
export class OAuthTokens {
  private readonly logger = new Logger(OAuthTokens.name);
  private readonly refreshing = new Map<number, Promise<FreshToken>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vault: CredentialsVault,
    private readonly clients: CalendarOAuthClients,
  ) {}

  /**
   * Calls the provider's API with a good access token. An HTTP 401 gets one refresh and one more
   * try; a second 401 means the grant no longer works.
   */
  async withAccessToken<T>(conn: OpenConnection, call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken(conn);
    try {
      return await call(token);
    } catch (error) {
      if (httpStatusOf(error) !== 401 || conn.connection.id === 0) throw error;
    }
    const fresh = await this.refreshed(conn, token);
    try {
      return await call(fresh);
    } catch (error) {
      if (httpStatusOf(error) !== 401) throw error;
      const refused = reconnectNeeded(this.name(conn));
      await this.markReconnectNeeded(conn.connection.id, null, refused.message);
      throw refused;
    }
  }

  /** The stored access token while it has a few minutes left; otherwise a refreshed one. */
  async accessToken(conn: OpenConnection): Promise<string> {
    const expiresAt = conn.connection.tokenExpiresAt;
    if (conn.connection.id === 0 || (expiresAt && expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now())) return conn.secret.accessToken;
    return this.refreshed(conn, conn.secret.accessToken);
  }

  /** Revokes the connection's grant where the provider can (Google); failures are logged, not thrown. */
  async revoke(conn: OpenConnection): Promise<void> {
    try {
      const client = this.client(conn.connection.kind as OAuthKind);
      if (client.revoke && conn.secret.refreshToken) await client.revoke(conn.secret.refreshToken);
    } catch (error) {
      this.logger.warn({ connectionId: conn.connection.id, reason: (error as Error).message }, 'The provider did not confirm the revocation');
    }
  }

  private refreshed(conn: OpenConnection, stale: string): Promise<string> {
    const id = conn.connection.id;
    let pending = this.refreshing.get(id);
    if (!pending) {
      pending = this.refresh(id, stale).finally(() => this.refreshing.delete(id));
      this.refreshing.set(id, pending);
    }
    return pending.then(({ accessToken, expiresAt }) => {
      // Later calls with this same connection (the next page, the next calendar) use it as is.
      conn.secret = { ...conn.secret, accessToken };
      conn.connection.tokenExpiresAt = expiresAt;
      return accessToken;
    });
  }

  private async refresh(id: number, stale: string): Promise<FreshToken> {
    const row = await this.dataSource.manager.findOneBy(CalendarConnection, { id });
    if (!row) throw new CalendarAccessError('This calendar connection was removed.');
    const { secret } = this.vault.open(row);
    // Someone else refreshed since this token was read: theirs is good.
    if (secret.accessToken !== stale && row.tokenExpiresAt && row.tokenExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) {
      return { accessToken: secret.accessToken, expiresAt: row.tokenExpiresAt };
    }
    const client = this.client(row.kind as OAuthKind);
    let tokens;
    try {
      tokens = await client.refresh(secret.refreshToken);
    } catch (error) {
      if (error instanceof ReconnectNeededError) await this.markReconnectNeeded(id, row.credentials, error.message);
      throw error;
    }
    const credentials = this.vault.seal(row, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? secret.refreshToken });
    await sql(
      this.dataSource,
      `UPDATE calendar_connections SET credentials = $1, token_expires_at = $2, updated_at = now() WHERE id = $3 AND credentials = $4`,
      [credentials, tokens.expiresAt, id, row.credentials],
    );
    this.logger.log({ connectionId: id, kind: row.kind, expiresAt: tokens.expiresAt }, 'Calendar access token refreshed');
    return { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt };
  }

  /**
   * Only while the credentials are the ones that failed (`null`: whatever they are): a person who
   * has just connected again must not see the old failure.
   */
  private async markReconnectNeeded(id: number, credentials: string | null, message: string): Promise<void> {
    const { affected } = await sql(
      this.dataSource,
      `UPDATE calendar_connections SET status = 'reconnect_needed', last_error = $2, last_checked_at = now()
        WHERE id = $1 AND ($3::text IS NULL OR credentials = $3)`,
      [id, message, credentials],
    );
    if (affected) this.logger.warn({ connectionId: id }, 'Calendar provider refused the authorization; the person must connect again');
  }

  private client(kind: OAuthKind) {
    try {
      return this.clients.get(kind);
    } catch (error) {
      if (error instanceof DomainError) throw new CalendarAccessError(`${PROVIDER_NAMES[kind]} calendars are no longer set up on this server.`);
      throw error;
    }
  }

  private name(conn: OpenConnection): string {
    return PROVIDER_NAMES[conn.connection.kind as OAuthKind] ?? conn.connection.kind;
  }
}
