import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../accounts/user.entity';
import { Group } from '../../membership/group.entity';
import { Schedule } from '../schedules/schedule.entity';
import type { MeetingLocation } from './locations';

export const SCHEDULING_TYPES = ['COLLECTIVE', 'ROUND_ROBIN'] as const;
/** How a team event type's hosts share its bookings: all attend, or one at a time. */
export type SchedulingType = (typeof SCHEDULING_TYPES)[number];

/**
 * A kind of meeting ("30 minute call"), bookable by anyone who knows it. It belongs to a person, or
 * to a team (then with a scheduling type and hosts, each offering the hours of their default schedule).
 */
@Entity('event_types')
@Unique('event_types_user_id_slug_key', ['userId', 'slug'])
@Unique('event_types_team_id_slug_key', ['teamId', 'slug'])
@Check(
  'event_types_owner_check',
  `(user_id IS NOT NULL AND team_id IS NULL AND scheduling_type IS NULL) OR (user_id IS NULL AND team_id IS NOT NULL AND scheduling_type IN ('COLLECTIVE', 'ROUND_ROBIN') AND schedule_id IS NULL)`,
)
@Check(
  'event_types_durations_check',
  'length_minutes > 0 AND minimum_booking_notice_minutes >= 0 AND before_event_buffer_minutes >= 0 AND after_event_buffer_minutes >= 0 AND (slot_interval_minutes IS NULL OR slot_interval_minutes > 0)',
)
export class EventType {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** The person who offers it; null for a team's event type. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /** The team that offers it; null for a person's event type. */
  @Column({ type: 'integer', nullable: true })
  teamId: number | null;

  @ManyToOne(() => Group, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Relation<Group> | null;

  /** Team event types only. */
  @Column({ type: 'text', nullable: true })
  schedulingType: SchedulingType | null;

  @Column({ type: 'text' })
  title: string;

  /** Unique among the owner's event types; part of the public booking address. */
  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'integer' })
  lengthMinutes: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  locations: MeetingLocation[];

  /** One of the owner's schedules; null means the owner's default schedule. */
  @Index('event_types_schedule_id_idx')
  @Column({ type: 'integer', nullable: true })
  scheduleId: number | null;

  @ManyToOne(() => Schedule, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'schedule_id' })
  schedule?: Relation<Schedule> | null;

  /** Bookings start `unconfirmed` and wait for the owner to confirm or decline them. */
  @Column({ type: 'boolean', default: false })
  requiresConfirmation: boolean;

  @Column({ type: 'integer', default: 120 })
  minimumBookingNoticeMinutes: number;

  @Column({ type: 'integer', default: 0 })
  beforeEventBufferMinutes: number;

  @Column({ type: 'integer', default: 0 })
  afterEventBufferMinutes: number;

  /** Minutes between offered start times; null means the length of the event. */
  @Column({ type: 'integer', nullable: true })
  slotIntervalMinutes: number | null;

  /** Not listed publicly; booking it takes a private link. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
