import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';

/**
 * The outbox: "bring this person's calendar in line with this booking". Written in the booking's
 * own transaction, so a booking change and its pending calendar write commit or vanish together;
 * the processor does the network work later, outside any booking transaction.
 *
 * One row per (person, booking): a second change before the first is written bumps `version`
 * instead of queueing a second write, and the processor deletes a row only if its version is the
 * one it handled. `lockedUntil` is the lease of the instance handling it.
 */
@Entity('calendar_writes')
@Unique('calendar_writes_user_id_booking_uid_key', ['userId', 'bookingUid'])
@Index('calendar_writes_next_attempt_at_idx', ['nextAttemptAt'])
export class CalendarWrite {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  bookingUid: string;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
