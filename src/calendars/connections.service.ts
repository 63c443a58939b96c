import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError, NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { lockPerson } from '../accounts/person-lock';
import { digest, type NewConnection, storeConnection, syncCalendars, tooManyConnections } from './connection-calendars';
import { CredentialsVault } from './credentials-vault';
import { ConnectCalDavDto, SaveIcsFeedsDto, UpdateConnectedCalendarDto } from './dto/calendar-input.dto';
import { CalendarConnection, CONNECTION_KINDS, type ConnectionKind, type ConnectionStatus } from './entities/calendar-connection.entity';
import { ConnectedCalendar } from './entities/connected-calendar.entity';
import { UnsafeUrlError } from '../common/net/guarded-fetch';
import { APPLE_CALDAV_URL } from './providers/caldav.provider';
import { CalendarAccessError, type OpenConnection, type ProviderCalendar, ReconnectNeededError } from './providers/calendar-provider';
import { CalendarProviders } from './providers/calendar-providers';
import { feedUrl } from './providers/ics-feed.provider';

export interface CheckResult {
  connection: CalendarConnection;
  error: string | null;
  checkedAt: Date;
}

/** `:calendar` in a route: a connection id, or a kind standing for the person's connections of it. */
export type ConnectionRef = { id: number } | { kind: ConnectionKind };

export function parseConnectionRef(value: string): ConnectionRef {
  if ((CONNECTION_KINDS as readonly string[]).includes(value)) return { kind: value as ConnectionKind };
  if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return { id: Number(value) };
  throw new NotFoundError('Calendar connection not found.');
}

/**
 * A person's calendar connections: connecting (the credentials are tried before anything is
 * stored), checking, choosing calendars, disconnecting. Every query is scoped to the person, so
 * someone else's connection is "not found". Changes to one person's calendars take a lock on the
 * person's row, so the one-destination rule holds under concurrent requests.
 */
@Injectable()
export class ConnectionsService {
  private readonly logger = new Logger(ConnectionsService.name);
  private readonly maxConnections: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vault: CredentialsVault,
    private readonly providers: CalendarProviders,
  ) {
    this.maxConnections = config.calendars.limits.connectionsPerPerson;
  }

  list(userId: number): Promise<CalendarConnection[]> {
    return this.dataSource.manager.find(CalendarConnection, {
      where: { userId },
      relations: { calendars: true },
      order: { id: 'ASC', calendars: { id: 'ASC' } },
    });
  }

  async connectCalDav(userId: number, kind: 'apple' | 'caldav', dto: ConnectCalDavDto): Promise<CalendarConnection> {
    const serverUrl = dto.serverUrl?.trim() || (kind === 'apple' ? APPLE_CALDAV_URL : undefined);
    if (!serverUrl) throw new ValidationError('serverUrl is required to connect a CalDAV account.');
    if (!/^https?:\/\/[^\s]+$/i.test(serverUrl) || !URL.canParse(serverUrl)) throw new ValidationError('serverUrl must be an http or https URL.');
    const username = dto.username.trim();
    const identity = { userId, kind, accountKey: digest(`${new URL(serverUrl).toString()}\n${username.toLowerCase()}`) };
    const secret = { username, password: dto.password };
    const credentials = this.vault.seal(identity, secret);
    const calendars = await this.tryConnection({ connection: { id: 0, kind, serverUrl }, secret }, 'The CalDAV account');
    if (calendars.length === 0) throw new ValidationError('The CalDAV account has no calendar for events.');
    return this.store({ ...identity, label: username, serverUrl, credentials }, calendars);
  }

  /** Stores every feed or none: each is fetched and parsed first, and a failure names which one. */
  async saveIcsFeeds(userId: number, dto: SaveIcsFeedsDto): Promise<CalendarConnection[]> {
    const urls = new Map<string, number>();
    for (const [index, raw] of dto.urls.map(feedUrl).entries()) {
      if (!URL.canParse(raw)) throw new ValidationError(`urls[${index}] is not a URL.`);
      if (!urls.has(new URL(raw).toString())) urls.set(new URL(raw).toString(), index);
    }
    // Before fetching anything: a batch past the cap is refused whole (storing checks again, under a lock).
    const mine = await this.dataSource.manager.find(CalendarConnection, { where: { userId }, select: { kind: true, accountKey: true } });
    const fresh = [...urls.keys()].filter((url) => !mine.some((c) => c.kind === 'ics-feed' && c.accountKey === digest(url)));
    if (mine.length + fresh.length > this.maxConnections) throw tooManyConnections(this.maxConnections);
    const feeds = [];
    for (const [url, index] of urls) {
      const identity = { userId, kind: 'ics-feed' as const, accountKey: digest(url) };
      const credentials = this.vault.seal(identity, { url });
      const calendars = await this.tryConnection({ connection: { id: 0, kind: 'ics-feed', serverUrl: null }, secret: { url } }, `urls[${index}]`);
      feeds.push({ identity, credentials, calendars, label: new URL(url).hostname });
    }
    const saved = [];
    for (const f of feeds) saved.push(await this.store({ ...f.identity, label: f.label, serverUrl: null, credentials: f.credentials }, f.calendars));
    return saved;
  }

  /** Tries each matching connection now; records and answers the outcome. */
  async check(userId: number, ref: ConnectionRef): Promise<CheckResult[]> {
    const connections = await this.find(userId, ref);
    const results: CheckResult[] = [];
    for (const connection of connections) {
      let error: string | null = null;
      let status: ConnectionStatus = 'ok';
      try {
        const listed = await this.provider(connection).listCalendars(this.vault.open(connection));
        await syncCalendars(this.dataSource.manager, connection, listed, false);
      } catch (e) {
        if (e instanceof DomainError) throw e;
        error = safeMessage(e);
        status = statusAfter(e);
      }
      await this.recordOutcome(connection, error, status);
      results.push({ connection, error, checkedAt: connection.lastCheckedAt! });
    }
    return results;
  }

  /** Records a connection's outcome; `status` shows in the list, `check` and the settings page. */
  async recordOutcome(connection: CalendarConnection, error: string | null, status: ConnectionStatus = error ? 'failing' : 'ok'): Promise<void> {
    connection.status = status;
    connection.lastError = error;
    connection.lastCheckedAt = new Date();
    await this.dataSource.manager.update(
      CalendarConnection,
      { id: connection.id },
      { status: connection.status, lastError: error, lastCheckedAt: connection.lastCheckedAt },
    );
  }

  async disconnect(userId: number, ref: ConnectionRef): Promise<CalendarConnection> {
    const connection = await this.one(userId, ref);
    await this.dataSource.manager.delete(CalendarConnection, { id: connection.id, userId });
    this.logger.log({ userId, connectionId: connection.id, kind: connection.kind }, 'Calendar disconnected');
    // After the delete: a provider that is slow or down does not keep the connection alive.
    const provider = this.providers.for(connection.kind);
    if (provider?.forget) await provider.forget(this.vault.open(connection)).catch(() => undefined);
    return connection;
  }

  async updateCalendar(userId: number, ref: ConnectionRef, externalId: string, dto: UpdateConnectedCalendarDto): Promise<CalendarConnection> {
    const { isSelected, isDestination } = dto;
    if (isSelected === undefined && isDestination === undefined) throw new ValidationError('Give isSelected, isDestination or both.');
    const change = { ...(isSelected === undefined ? {} : { isSelected }), ...(isDestination === undefined ? {} : { isDestination }) };
    const connection = await this.one(userId, ref);
    await this.dataSource.transaction(async (m) => {
      await lockPerson(m, userId);
      const calendar = await m.findOneBy(ConnectedCalendar, { connectionId: connection.id, externalId });
      if (!calendar) throw new NotFoundError('This connection has no calendar with that externalId.');
      if (change.isDestination && calendar.readOnly) throw new ValidationError('A read-only calendar cannot be the destination of bookings.');
      if (change.isDestination) await m.update(ConnectedCalendar, { userId, isDestination: true }, { isDestination: false });
      await m.update(ConnectedCalendar, { id: calendar.id }, change);
    });
    return (await this.find(userId, { id: connection.id }))[0];
  }

  /**
   * The settings page's one form: which of the person's calendars are checked for conflicts, and
   * which one (if any) receives bookings. Ids that are not the person's are ignored.
   */
  async saveChoices(userId: number, selectedIds: number[], destinationId: number | null): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await lockPerson(m, userId);
      const mine = await m.findBy(ConnectedCalendar, { userId });
      const destination = destinationId === null ? null : mine.find((c) => c.id === destinationId);
      if (destinationId !== null && !destination) throw new NotFoundError('That calendar is not one of yours.');
      if (destination?.readOnly) throw new ValidationError('A read-only calendar cannot be the destination of bookings.');
      await m.update(ConnectedCalendar, { userId, isDestination: true }, { isDestination: false });
      for (const c of mine) {
        await m.update(ConnectedCalendar, { id: c.id }, { isSelected: selectedIds.includes(c.id), isDestination: c.id === destination?.id });
      }
    });
  }

  /** A single connection: by id, or by kind when the person has exactly one of that kind. */
  async one(userId: number, ref: ConnectionRef): Promise<CalendarConnection> {
    const found = await this.find(userId, ref);
    if (found.length > 1) throw new ValidationError(`You have ${found.length} ${'kind' in ref ? ref.kind : ''} connections: name one by its id.`);
    return found[0];
  }

  private async find(userId: number, ref: ConnectionRef): Promise<CalendarConnection[]> {
    const found = await this.dataSource.manager.find(CalendarConnection, {
      where: { userId, ...ref },
      relations: { calendars: true },
      order: { id: 'ASC', calendars: { id: 'ASC' } },
    });
    if (found.length === 0) throw new NotFoundError('kind' in ref ? `You have no ${ref.kind} connection.` : 'Calendar connection not found.');
    return found;
  }

  private provider(connection: Pick<CalendarConnection, 'kind'>) {
    const provider = this.providers.for(connection.kind);
    if (!provider) throw new CalendarAccessError(`${connection.kind} calendars cannot be used yet.`);
    return provider;
  }

  /** The credentials must work before they are kept: what fails is a 422 naming the input. */
  private async tryConnection(conn: OpenConnection, what: string): Promise<ProviderCalendar[]> {
    try {
      return await this.provider(conn.connection).listCalendars(conn);
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof CalendarAccessError) throw new ValidationError(`${what}: ${error.message}`);
      throw error;
    }
  }

  /** Stores (or replaces) a connection whose credentials were tried, with its calendars. */
  async store(row: NewConnection, calendars: ProviderCalendar[]): Promise<CalendarConnection> {
    const id = await this.dataSource.transaction((m) => storeConnection(m, row, calendars, this.maxConnections));
    this.logger.log({ userId: row.userId, connectionId: id, kind: row.kind, calendars: calendars.length }, 'Calendar connected');
    return (await this.find(row.userId, { id }))[0];
  }
}

export function safeMessage(error: unknown): string {
  if (error instanceof CalendarAccessError || error instanceof UnsafeUrlError) return error.message;
  return 'The calendar could not be used (an unexpected error).';
}

/** What a failure says about the connection: only a refused authorization needs the person. */
export function statusAfter(error: unknown): ConnectionStatus {
  return error instanceof ReconnectNeededError ? 'reconnect_needed' : 'failing';
}
