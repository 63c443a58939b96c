import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-errors';
import { resolveSecretBox } from '../common/crypto/encryption-keys';
import { SecretBox } from '../common/crypto/secret-box';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import type { CalendarConnection } from './entities/calendar-connection.entity';
import type { OpenConnection } from './providers/calendar-provider';

/** Without a key (PostgreSQL and no ENCRYPTION_KEY) nothing that needs credentials can be stored. */
export class EncryptionKeyMissingError extends DomainError {
  readonly status = 503;
  readonly code = 'encryption_key_missing';
  constructor() {
    super('Calendar connections are unavailable: the server has no ENCRYPTION_KEY to protect their credentials. The operator must set it.');
  }
}

type Identity = Pick<CalendarConnection, 'userId' | 'kind' | 'accountKey'>;

/**
 * Seals and opens connection credentials. Each value is bound to its row's identity (person, kind,
 * account), so it cannot be copied to another row. At start-up, values sealed under a previous key
 * are re-encrypted under the current one, which completes a key rotation.
 */
@Injectable()
export class CredentialsVault implements OnApplicationBootstrap {
  private readonly logger = new Logger(CredentialsVault.name);
  private readonly box: SecretBox | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.box = resolveSecretBox(config, (notice) => this.logger.warn(notice));
  }

  seal(identity: Identity, secret: Record<string, string>): string {
    if (!this.box) throw new EncryptionKeyMissingError();
    return this.box.seal(JSON.stringify(secret), contextOf(identity));
  }

  open(connection: CalendarConnection): OpenConnection {
    if (!this.box) throw new EncryptionKeyMissingError();
    return { connection, secret: JSON.parse(this.box.open(connection.credentials, contextOf(connection))) as Record<string, string> };
  }

  /** A pending OAuth authorization's PKCE verifier, bound to its state (the hash of it). */
  sealVerifier(stateHash: string, verifier: string): string {
    if (!this.box) throw new EncryptionKeyMissingError();
    return this.box.seal(verifier, `calendar_oauth_states:${stateHash}`);
  }

  openVerifier(stateHash: string, sealed: string): string {
    if (!this.box) throw new EncryptionKeyMissingError();
    return this.box.open(sealed, `calendar_oauth_states:${stateHash}`);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.box || this.config.calendars.previousEncryptionKeys.length === 0) return;
    const box = this.box;
    const { rows } = await sql<Identity & { id: number; credentials: string }>(
      this.dataSource,
      `SELECT id, user_id AS "userId", kind, account_key AS "accountKey", credentials FROM calendar_connections WHERE credentials NOT LIKE $1`,
      [`v1.${box.currentKeyId}.%`],
    );
    let rotated = 0;
    for (const row of rows) {
      try {
        const fresh = box.seal(box.open(row.credentials, contextOf(row)), contextOf(row));
        // Conditional: another instance rotating at the same time, or a reconnect, wins untouched.
        rotated += (await sql(this.dataSource, `UPDATE calendar_connections SET credentials = $1 WHERE id = $2 AND credentials = $3`, [fresh, row.id, row.credentials])).affected;
      } catch (error) {
        this.logger.error({ connectionId: row.id, reason: (error as Error).message }, 'Calendar credentials could not be re-encrypted');
      }
    }
    if (rows.length > 0) this.logger.log({ rotated, found: rows.length }, 'Re-encrypted calendar credentials under the current key');
  }
}

const contextOf = (c: Identity) => `calendar_connections:${c.userId}:${c.kind}:${c.accountKey}`;
