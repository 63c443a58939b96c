import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { randomToken } from '../../common/crypto/tokens';
import { DomainError } from '../../common/errors/domain-errors';
import { sql } from '../../database/sql';
import { CredentialsVault } from '../credentials-vault';
import type { OAuthKind } from '../entities/calendar-connection.entity';

export const STATE_TTL_MINUTES = 10;

/** The provider's redirect carries a state we cannot accept; nothing is connected. */
export class OAuthStateError extends DomainError {
  readonly code = 'invalid_state';

  constructor(
    message: string,
    readonly status: 400 | 403 = 400,
  ) {
    super(message);
  }
}

/**
 * The `state` of each authorization sent to Google or Microsoft (RFC 6749 §10.12, RFC 9700 §4.7):
 * 256 random bits, bound to the person who started it and to the provider, valid 10 minutes, good
 * for one use. Stored hashed in the database, so any instance can finish what another started,
 * with the PKCE verifier (RFC 7636) sealed beside it: the verifier never leaves the server, so a
 * code caught on its way back is worthless to whoever caught it.
 */
@Injectable()
export class OAuthStates {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vault: CredentialsVault,
  ) {}

  async create(userId: number, kind: OAuthKind): Promise<{ state: string; codeChallenge: string }> {
    const state = randomToken();
    const verifier = randomToken('', 48); // 64 characters of base64url: within RFC 7636 §4.1's 43 to 128
    const stateHash = hash(state);
    await sql(this.dataSource, `DELETE FROM calendar_oauth_states WHERE expires_at < now() - interval '1 day'`);
    await sql(
      this.dataSource,
      `INSERT INTO calendar_oauth_states (state_hash, user_id, kind, code_verifier, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
      [stateHash, userId, kind, this.vault.sealVerifier(stateHash, verifier), STATE_TTL_MINUTES],
    );
    return { state, codeChallenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  /**
   * Spends the state and answers its PKCE verifier: one conditional UPDATE, so of two requests
   * with the same state exactly one gets through. Only when it fails do we look at why, to tell
   * the person; a state started by someone else is not spent by the refusal.
   */
  async redeem(kind: OAuthKind, state: string, userId: number): Promise<string> {
    const stateHash = hash(state);
    const { rows } = await sql<{ verifier: string }>(
      this.dataSource,
      `UPDATE calendar_oauth_states SET used_at = now()
        WHERE state_hash = $1 AND kind = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > now()
        RETURNING code_verifier AS verifier`,
      [stateHash, kind, userId],
    );
    if (rows[0]) return this.vault.openVerifier(stateHash, rows[0].verifier);
    const { rows: found } = await sql<{ kind: string; userId: number; used: boolean; expired: boolean }>(
      this.dataSource,
      `SELECT kind, user_id AS "userId", used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM calendar_oauth_states WHERE state_hash = $1`,
      [stateHash],
    );
    const row = found[0];
    if (!row || row.kind !== kind) throw new OAuthStateError('This authorization is not one we started. Start connecting again from your calendar settings.');
    if (row.userId !== userId) {
      throw new OAuthStateError('This authorization was started for another account than the one signed in here. Nothing was connected.', 403);
    }
    if (row.used) throw new OAuthStateError('This authorization was already used. Start connecting again if the calendar is not connected.');
    throw new OAuthStateError(`This authorization expired (it lasts ${STATE_TTL_MINUTES} minutes). Start connecting again.`);
  }
}

const hash = (state: string) => createHash('sha256').update(state).digest('hex');
