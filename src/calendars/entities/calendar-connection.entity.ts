import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../accounts/user.entity';
import { ConnectedCalendar } from './connected-calendar.entity';

/** The kinds of connection: CalDAV accounts (Apple's included), ICS feeds, and the two OAuth providers. */
export const CONNECTION_KINDS = ['apple', 'caldav', 'ics-feed', 'google', 'office365'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];
export const OAUTH_KINDS = ['google', 'office365'] as const;
export type OAuthKind = (typeof OAUTH_KINDS)[number];

/**
 * `failing`: the last use failed and may work again by itself (a server down). `reconnect_needed`:
 * the provider no longer accepts our tokens (revoked, expired): only the person connecting again helps.
 */
export const CONNECTION_STATUSES = ['ok', 'failing', 'reconnect_needed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * One account (or feed) a person connected. `credentials` is sealed JSON (see `SecretBox`): the
 * CalDAV user name and password, a feed's URL (private feed URLs are secrets), or an OAuth provider's
 * tokens. `accountKey` (a hash of the account's identity) lets connecting the same account again
 * replace its credentials instead of adding a duplicate. `label` is what the person sees.
 */
@Entity('calendar_connections')
@Unique('calendar_connections_user_id_kind_account_key_key', ['userId', 'kind', 'accountKey'])
@Check('calendar_connections_kind_check', `kind IN ('apple', 'caldav', 'ics-feed', 'google', 'office365')`)
@Check('calendar_connections_status_check', `status IN ('ok', 'failing', 'reconnect_needed')`)
export class CalendarConnection {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind: ConnectionKind;

  @Column({ type: 'text' })
  accountKey: string;

  @Column({ type: 'text' })
  label: string;

  /** The CalDAV server (not secret); null for feeds and OAuth providers. */
  @Column({ type: 'text', nullable: true })
  serverUrl: string | null;

  @Column({ type: 'text' })
  credentials: string;

  @Column({ type: 'text', default: 'ok' })
  status: ConnectionStatus;

  /**
   * When the OAuth provider's access token (sealed in `credentials`) expires; null for other kinds.
   * Kept outside the sealed value so that knowing when to refresh needs no decryption.
   */
  @Column({ type: 'timestamptz', nullable: true })
  tokenExpiresAt: Date | null;

  /** Why the last use failed, in words safe to show the person (never a server's raw answer). */
  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastCheckedAt: Date | null;

  @OneToMany(() => ConnectedCalendar, (c) => c.connection)
  calendars?: Relation<ConnectedCalendar>[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
