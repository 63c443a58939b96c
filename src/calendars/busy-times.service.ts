import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import { DataSource, In } from 'typeorm';
import { User } from '../accounts/user.entity';
import { ValidationError } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { Interval } from '../common/time/interval';
import { ConnectionsService, safeMessage, statusAfter } from './connections.service';
import { CredentialsVault } from './credentials-vault';
import { BusyTimesQueryDto, MAX_BUSY_RANGE_DAYS } from './dto/calendar-input.dto';
import { ConnectedCalendar } from './entities/connected-calendar.entity';
import { CalendarProviders } from './providers/calendar-providers';
import type { BusyTimes } from '../scheduling/scheduling.ports';

/**
 * When people are busy according to their selected calendars. Built around user ids and
 * intervals, so slots can ask for one host or every host of a team event type at once.
 *
 * Each calendar's answer for a range is cached in this process for CALENDAR_BUSY_CACHE_SECONDS
 * (60 s by default): a page of slots asks again for the same range and would otherwise fetch every
 * calendar again. An event added in the calendar shows in slots after at most that long.
 * A calendar that fails is skipped (and logged, and its connection marked failing for `check` and
 * the list to show): slots are never refused because someone's calendar server is down. A Google
 * or Microsoft connection whose authorization was refused (`reconnect_needed`) is skipped without
 * asking, until the person connects it again or `check` finds it working.
 *
 * What one request may cost is bounded (docs/calendars.md, "Limits"): iCalendar text is expanded in
 * worker threads under per-calendar caps and a time budget (`IcsExpander`), and a request keeps at
 * most `instancesPerRequest` busy intervals over all its calendars. A calendar cut by a limit still
 * counts with what was kept, and the cut is logged as a warning.
 */
@Injectable()
export class BusyTimesService implements BusyTimes {
  private readonly logger = new Logger(BusyTimesService.name);
  private readonly cache: LRUCache<string, Interval[]> | null;
  private readonly instancesPerRequest: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vault: CredentialsVault,
    private readonly providers: CalendarProviders,
    private readonly connections: ConnectionsService,
  ) {
    const ttl = config.calendars.busyCacheSeconds * 1000;
    this.cache = ttl > 0 ? new LRUCache({ max: 10_000, ttl }) : null;
    this.instancesPerRequest = config.calendars.limits.instancesPerRequest;
  }

  /** Each person's busy intervals overlapping `range`, merged and in order. */
  async busyTimes(userIds: number[], range: Interval): Promise<Map<number, Interval[]>> {
    const result = new Map<number, Interval[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return result;
    const calendars = await this.dataSource.manager.find(ConnectedCalendar, {
      where: { userId: In(userIds), isSelected: true },
      relations: { connection: true },
    });
    if (calendars.length === 0) return result;
    const zones = new Map(
      (await this.dataSource.manager.find(User, { where: { id: In(userIds) }, select: { id: true, timeZone: true } })).map((u) => [u.id, u.timeZone]),
    );
    const answers = await Promise.all(calendars.map((c) => this.calendarBusy(c, range, zones.get(c.userId) ?? 'UTC')));
    // One by one, not push(...answer): spreading a calendar's answer passes every interval as an
    // argument, and a large one overflowed the stack (a 500 from slots).
    let room = this.instancesPerRequest;
    calendars.forEach((c, i) => {
      const kept = answers[i].length <= room ? answers[i] : answers[i].slice(0, room);
      if (kept.length < answers[i].length) this.logCut(c, `the request reached ${this.instancesPerRequest} busy times over all calendars; the rest are left out`);
      const into = result.get(c.userId)!;
      for (const interval of kept) into.push(interval);
      room -= kept.length;
    });
    for (const [id, intervals] of result) result.set(id, merge(intervals));
    return result;
  }

  /** `GET /v2/calendars/busy-times`: dates mean midnight in `timeZone`, as for slots. */
  async forRequest(userId: number, dto: BusyTimesQueryDto): Promise<Interval[]> {
    const zone = dto.timeZone ?? 'UTC';
    const from = DateTime.fromISO(dto.start, { zone });
    const to = DateTime.fromISO(dto.end, { zone });
    if (!from.isValid || !to.isValid) throw new ValidationError('start and end must be ISO 8601 dates or dates and times.');
    if (to <= from) throw new ValidationError('end must be after start.');
    if (to > from.plus({ days: MAX_BUSY_RANGE_DAYS })) throw new ValidationError(`The range from start to end can span at most ${MAX_BUSY_RANGE_DAYS} days.`);
    return (await this.busyTimes([userId], { start: from.toJSDate(), end: to.toJSDate() })).get(userId)!;
  }

  private async calendarBusy(calendar: ConnectedCalendar, range: Interval, timeZone: string): Promise<Interval[]> {
    const key = `${calendar.id}|${range.start.toISOString()}|${range.end.toISOString()}|${timeZone}`;
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const connection = calendar.connection!;
    // Already known to need the person: asking the provider again would only be refused again.
    if (connection.status === 'reconnect_needed') return [];
    try {
      const provider = this.providers.for(connection.kind);
      if (!provider) return [];
      const { busy, cut } = await provider.busy(this.vault.open(connection), calendar.externalId, range, timeZone);
      if (cut) this.logCut(calendar, cut);
      this.cache?.set(key, busy);
      if (connection.status !== 'ok') await this.connections.recordOutcome(connection, null);
      return busy;
    } catch (error) {
      const reason = safeMessage(error);
      this.logger.warn({ userId: calendar.userId, connectionId: connection.id, calendarId: calendar.id, kind: connection.kind, reason }, 'Calendar skipped: its busy times could not be read');
      const status = statusAfter(error);
      if (connection.status !== status || connection.lastError !== reason) await this.connections.recordOutcome(connection, reason, status).catch(() => undefined);
      return [];
    }
  }

  private logCut(calendar: ConnectedCalendar, reason: string): void {
    const { userId, id: calendarId, connection } = calendar;
    this.logger.warn({ userId, connectionId: connection!.id, calendarId, kind: connection!.kind, reason }, 'Calendar cut: some of its busy times are left out');
  }
}

/** Sorted, with overlapping and touching intervals joined. */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) {
      if (i.end > last.end) last.end = i.end;
    } else out.push({ start: i.start, end: i.end });
  }
  return out;
}
