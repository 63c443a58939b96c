import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import { ADD_PERSON_USAGE, ADD_USAGE_DAYS } from './activity.sql';

const DAY_MS = 86_400_000;
/** How often the counts gathered in memory are added to the tables. */
const FLUSH_MS = 10_000;

interface PersonUse {
  lastUsedAt: number;
  /** Scope → its last use, epoch milliseconds. */
  scopes: Map<string, number>;
}

/** One app's counts since the last write: per UTC day (its number since the epoch), per person. */
interface AppCounts {
  days: Map<number, { requests: number; errors: number }>;
  people: Map<number, PersonUse>;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Counts the requests apps make with their tokens: per app and day, and per person and app (last
 * use, scopes used). Every token-authenticated request is counted, reads included, and the reads
 * are the hot paths: so a request only adds to counters in memory (maps keyed by the app's id, the
 * day's number and the person's id: no string is built per request), and every 10 s (and before
 * anything reads them, and at shutdown) one statement per table adds them to the database. An
 * instance that dies loses at most its last 10 s of counts; a failed write keeps them for the next.
 */
@Injectable()
export class UsageCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Usage');
  private apps = new Map<string, AppCounts>();
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

  /**
   * One use by `clientId` for `userId` at `at` (epoch milliseconds, the app's clock): `requests` is
   * 1 for a request, 0 for a tool call inside a request already counted; `scopes`, those it relied on.
   */
  add(userId: number, clientId: string, at: number, requests: 0 | 1, errors: 0 | 1, scopes: readonly string[]): void {
    let app = this.apps.get(clientId);
    if (!app) this.apps.set(clientId, (app = { days: new Map(), people: new Map() }));
    const dayNumber = Math.floor(at / DAY_MS);
    const day = app.days.get(dayNumber);
    if (day) {
      day.requests += requests;
      day.errors += errors;
    } else {
      app.days.set(dayNumber, { requests, errors });
    }
    let person = app.people.get(userId);
    if (!person) app.people.set(userId, (person = { lastUsedAt: at, scopes: new Map() }));
    if (at > person.lastUsedAt) person.lastUsedAt = at;
    for (let i = 0; i < scopes.length; i++) if ((person.scopes.get(scopes[i]) ?? 0) < at) person.scopes.set(scopes[i], at);
  }

  /** Adds what was counted so far to the tables; one write at a time, in order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    const apps = this.apps;
    if (apps.size === 0) return;
    this.apps = new Map();
    const days = [...apps].flatMap(([clientId, app]) => [...app.days].map(([day, n]) => ({ clientId, day: isoDay(day), ...n })));
    const people = [...apps].flatMap(([clientId, app]) => [...app.people].map(([userId, p]) => ({ clientId, userId, ...p })));
    let daysWritten = false;
    try {
      await sql(this.dataSource, ADD_USAGE_DAYS, [days.map((d) => d.clientId), days.map((d) => d.day), days.map((d) => d.requests), days.map((d) => d.errors)]);
      daysWritten = true;
      await sql(this.dataSource, ADD_PERSON_USAGE, [
        people.map((p) => p.userId),
        people.map((p) => p.clientId),
        people.map((p) => new Date(p.lastUsedAt)),
        people.map((p) => JSON.stringify(Object.fromEntries([...p.scopes].map(([scope, at]) => [scope, new Date(at).toISOString()])))),
      ]);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'Usage counts not written yet; kept for the next attempt');
      this.keep(apps, daysWritten);
    }
  }

  /** Puts counts that could not be written back beside those gathered since (the days only if they were not written). */
  private keep(kept: Map<string, AppCounts>, daysWritten: boolean): void {
    for (const [clientId, old] of kept) {
      let app = this.apps.get(clientId);
      if (!app) this.apps.set(clientId, (app = { days: new Map(), people: new Map() }));
      if (!daysWritten) {
        for (const [day, n] of old.days) {
          const now = app.days.get(day);
          if (now) (now.requests += n.requests), (now.errors += n.errors);
          else app.days.set(day, n);
        }
      }
      for (const [userId, p] of old.people) {
        const now = app.people.get(userId);
        if (!now) {
          app.people.set(userId, p);
          continue;
        }
        now.lastUsedAt = Math.max(now.lastUsedAt, p.lastUsedAt);
        for (const [scope, at] of p.scopes) if ((now.scopes.get(scope) ?? 0) < at) now.scopes.set(scope, at);
      }
    }
  }
}
