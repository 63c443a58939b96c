import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Session } from './session.entity';

/**
 * Something a page must show once, after a redirect (a new client secret), kept for one session
 * only and for a few minutes. The value is sealed with a key that is not here but in the browser's
 * cookie (`SessionFlashService`): this row alone, or that cookie alone, reveals nothing.
 */
@Entity('session_flashes')
export class SessionFlash {
  @PrimaryColumn({ type: 'bytea' })
  sessionIdHash: Buffer;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id_hash' })
  session?: Relation<Session>;

  /** What the value is for, e.g. `client-secret:<client id>`. */
  @PrimaryColumn({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  sealed: string;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
