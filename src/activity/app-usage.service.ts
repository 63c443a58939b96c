import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import { CLIENT_USE, LAST_USES_OF_PERSON, USAGE_DAYS_OF_CLIENT } from './activity.sql';
import { UsageCounter } from './usage-counter';

const DAY_MS = 86_400_000;

/** An app's use for one person. */
export interface PersonAppUse {
  lastUsedAt: Date;
  /** Each scope it relied on, with its last use. */
  scopesUsed: Map<string, Date>;
}

export interface UsageDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  requests: number;
  errors: number;
}

/** An app's use across everyone, over the last days. */
export interface ClientUse {
  /** Every day of the period, oldest first, days without requests included. */
  days: UsageDay[];
  lastUsedAt: Date | null;
  /** The scopes it relied on during the period. */
  scopesUsed: string[];
}

/** What the usage counters say, once this instance's latest counts are written. */
@Injectable()
export class AppUsage {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counter: UsageCounter,
  ) {}

  /** Each app's use for this person, by client id. */
  async ofPerson(userId: number): Promise<Map<string, PersonAppUse>> {
    await this.counter.flush();
    const { rows } = await sql<{ clientId: string; lastUsedAt: Date; scopesUsed: Record<string, string> }>(this.dataSource, LAST_USES_OF_PERSON, [userId]);
    return new Map(
      rows.map((r) => [r.clientId, { lastUsedAt: r.lastUsedAt, scopesUsed: new Map(Object.entries(r.scopesUsed).map(([scope, at]) => [scope, new Date(at)])) }]),
    );
  }

  /** The app's use over the `days` days up to and including today (UTC, at `now`). */
  async ofClient(clientId: string, now: number, days: number): Promise<ClientUse> {
    await this.counter.flush();
    const first = new Date(Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
    const [counted, use] = await Promise.all([
      sql<UsageDay>(this.dataSource, USAGE_DAYS_OF_CLIENT, [clientId, first.toISOString().slice(0, 10)]),
      sql<{ lastUsedAt: Date | null; scopesUsed: string[] }>(this.dataSource, CLIENT_USE, [clientId, first.toISOString()]),
    ]);
    const byDay = new Map(counted.rows.map((d) => [d.day, d]));
    const period = Array.from({ length: days }, (_, i) => new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10));
    return {
      days: period.map((day) => byDay.get(day) ?? { day, requests: 0, errors: 0 }),
      lastUsedAt: use.rows[0]?.lastUsedAt ?? null,
      scopesUsed: use.rows[0]?.scopesUsed ?? [],
    };
  }
}
