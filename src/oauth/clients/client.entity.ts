import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { Scope } from '../../scopes/scope-catalogue';
import type { ChangeRejection, PendingChange } from './pending-change';

export const CLIENT_TYPES = ['confidential', 'public'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Registered by a person (form, API, CLI, built in), by itself (RFC 7591), or by its Client ID Metadata Document. */
export const CLIENT_KINDS = ['registered', 'dynamic', 'metadata_document'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const CLIENT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** A third-party application registered to use the authorization-code flow. */
@Entity('oauth_clients')
@Check('oauth_clients_type_check', `type IN ('confidential', 'public')`)
@Check('oauth_clients_kind_check', `kind IN ('registered', 'dynamic', 'metadata_document')`)
@Check('oauth_clients_status_check', `status IN ('pending', 'approved', 'rejected', 'suspended')`)
@Index('oauth_clients_owner_registration_key', ['ownerId', 'registrationKey'], { unique: true, where: 'registration_key IS NOT NULL' })
export class OAuthClient {
  /** The public `client_id`: random, never reused. */
  @PrimaryColumn({ type: 'text' })
  clientId: string;

  /** The developer who registered it; null for clients built into this server (the API docs). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  logoUri: string | null;

  @Column({ type: 'text', nullable: true })
  websiteUri: string | null;

  @Column({ type: 'text' })
  type: ClientType;

  /** Exact strings; the authorize request must repeat one of them exactly. */
  @Column({ type: 'text', array: true })
  redirectUris: string[];

  /** The scopes apps may request. Empty only for a legacy client. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes: Scope[];

  /**
   * A self-registered client may be granted any scope of the registration policy, whatever it
   * listed (step-up); an administrator who narrows its scopes sets this ceiling instead. Null: the
   * policy's scopes.
   */
  @Column({ type: 'text', array: true, nullable: true })
  scopeCeiling: Scope[] | null;

  @Index()
  @Column({ type: 'text', default: 'pending' })
  status: ClientStatus;

  /** Why it was rejected or suspended, as the administrator wrote it. */
  @Column({ type: 'text', nullable: true })
  statusReason: string | null;

  /** How it was registered; a self-registered one (`dynamic`, `metadata_document`) has no owner. */
  @Column({ type: 'text', default: 'registered' })
  kind: ClientKind;

  /** Registered before scopes existed: its tokens are unrestricted until the owner selects scopes. */
  @Column({ type: 'boolean', default: false })
  legacy: boolean;

  /** Bumped by every owner edit: an administrator's decision names the revision it was made on. */
  @Column({ type: 'integer', default: 1 })
  revision: number;

  /**
   * An owner's edit of an approved client that waits for review (`pending-change.ts`). The live
   * columns above keep the approved values, so the client, its tokens and its consent page work
   * unchanged until an administrator approves the change.
   */
  @Column({ type: 'jsonb', nullable: true })
  pendingChange: PendingChange | null;

  /** Why the last pending change was rejected, for its owner; cleared by the next change submitted or approved. */
  @Column({ type: 'jsonb', nullable: true })
  changeRejection: ChangeRejection | null;

  /**
   * The one-time key of the registration form that created it (`ClientsService.register`): a
   * second submission of that form finds this client instead of creating another. Never shown.
   */
  @Column({ type: 'text', nullable: true, select: false })
  registrationKey?: string | null;

  @Column({ type: 'integer', nullable: true })
  reviewedById: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
