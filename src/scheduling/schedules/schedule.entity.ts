import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { DateOverride, WeeklyRange } from './availability';

/**
 * When a person can be booked: weekly hours in the schedule's own time zone, and per-date overrides.
 * A person with schedules has exactly one default; the partial unique index makes "at most one" a
 * fact of the database, and the service keeps "at least one" (see SchedulesService).
 */
@Entity('schedules')
@Index('schedules_user_id_idx', ['userId'])
@Index('schedules_one_default_per_user', ['userId'], { unique: true, where: 'is_default' })
export class Schedule {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  name: string;

  /** IANA time zone name; the weekly hours and overrides are wall-clock times in it. */
  @Column({ type: 'text' })
  timeZone: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  availability: WeeklyRange[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  overrides: DateOverride[];

  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
