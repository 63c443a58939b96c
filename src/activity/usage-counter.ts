import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import { ADD_PERSON_USAGE, ADD_USAGE_DAYS } from './activity.sql';

/** What one token-authenticated request (or one tool call within it) adds to an app's usage. */
export interface AppUse {
  userId: number;
  clientId: string;
  /** Epoch milliseconds, from the app's clock. */
  at: number;
  /** 1 for a request; 0 for a tool call inside a request already counted. */
  requests: 0 | 1;
  errors: 0 | 1;
  /** The scopes the call relied on. */
  scopes: readonly string[];
}

interface DayCount {
  clientId: string;
  day: string;
  requests: number;
  errors: number;
}

interface PersonUse {
  userId: number;
  clientId: string;
  lastUsedAt: number;
  scopes: Map<string, number>;
}

/** How often the counts gathered in memory are added to the tables. */
const FLUSH_MS = 10_000;

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Counts the requests apps make with their tokens: per app and day, and per person and app (last
 * use, scopes used). Every token-authenticated request is counted, reads included, and the reads
 * are the hot paths: so a request only adds to counters in memory, and every 10 s (and before
 * anything reads them, and at shutdown) one statement per table adds them to the database. An
 * instance that dies loses at most its last 10 s of counts; a failed write keeps them for the next.
 */
@Injectable()
export class UsageCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Usage');
  private days = new Map<string, DayCount>();
  private people = new Map<string, PersonUse>();
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  add(use: AppUse): void {
    this.addDay(use.clientId, dayOf(use.at), use.requests, use.errors);
    this.addPerson(use.userId, use.clientId, use.at, use.scopes.map((scope) => [scope, use.at] as const));
  }

  private addDay(clientId: string, day: string, requests: number, errors: number): void {
    const key = `${clientId}\n${day}`;
    const count = this.days.get(key);
    if (!count) {
      this.days.set(key, { clientId, day, requests, errors });
      return;
    }
    count.requests += requests;
    count.errors += errors;
  }

  private addPerson(userId: number, clientId: string, at: number, scopes: Iterable<readonly [string, number]>): void {
    const key = `${userId}\n${clientId}`;
    let person = this.people.get(key);
    if (!person) this.people.set(key, (person = { userId, clientId, lastUsedAt: at, scopes: new Map() }));
    if (at > person.lastUsedAt) person.lastUsedAt = at;
    for (const [scope, usedAt] of scopes) if ((person.scopes.get(scope) ?? 0) < usedAt) person.scopes.set(scope, usedAt);
  }

  /** Adds what was counted so far to the tables; one write at a time, in order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const days = [...this.days.values()];
    const people = [...this.people.values()];
    if (days.length === 0 && people.length === 0) return;
    this.days = new Map();
    this.people = new Map();
    try {
      if (days.length > 0) {
        await sql(this.dataSource, ADD_USAGE_DAYS, [days.map((d) => d.clientId), days.map((d) => d.day), days.map((d) => d.requests), days.map((d) => d.errors)]);
        days.length = 0; // written: a failure of the next statement must not add them again
      }
      await sql(this.dataSource, ADD_PERSON_USAGE, [
        people.map((p) => p.userId),
        people.map((p) => p.clientId),
        people.map((p) => new Date(p.lastUsedAt)),
        people.map((p) => JSON.stringify(Object.fromEntries([...p.scopes].map(([scope, at]) => [scope, new Date(at).toISOString()])))),
      ]);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Usage counts not written yet; kept for the next attempt');
      for (const d of days) this.addDay(d.clientId, d.day, d.requests, d.errors);
      for (const p of people) this.addPerson(p.userId, p.clientId, p.lastUsedAt, p.scopes);
    }
  }
}
