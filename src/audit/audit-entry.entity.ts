import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ActorKind = 'user' | 'admin' | 'cli' | 'system';

/** Who did what, when: state changes of clients, secrets created and revoked, token reuse detected. */
@Entity('audit_log')
@Index('audit_log_subject_idx', ['subjectType', 'subjectId'])
export class AuditEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;

  /** The person who acted, when one did (null for the CLI and the system itself). */
  @Column({ type: 'integer', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'text' })
  actorKind: ActorKind;

  /** e.g. `client.approved`, `client_secret.revoked`, `refresh_token.reuse_detected`. */
  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text' })
  subjectType: string;

  @Column({ type: 'text' })
  subjectId: string;

  /** Never a secret, code or token. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;
}
