import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { OAuthKind } from './calendar-connection.entity';

/**
 * An authorization a person started with Google or Microsoft and has not finished yet. The `state`
 * sent to the provider is stored only as its hash (a database reader cannot finish someone's
 * authorization); the PKCE verifier is sealed like credentials. In the database, not in memory,
 * so the instance that receives the provider's redirect need not be the one that started it.
 * `usedAt` makes it single use; used and expired rows are kept a day to tell the person why.
 */
@Entity('calendar_oauth_states')
@Unique('calendar_oauth_states_state_hash_key', ['stateHash'])
@Check('calendar_oauth_states_kind_check', `kind IN ('google', 'office365')`)
export class CalendarOAuthState {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'text' })
  stateHash: string;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind: OAuthKind;

  @Column({ type: 'text' })
  codeVerifier: string;

  @Index('calendar_oauth_states_expires_at_idx')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
