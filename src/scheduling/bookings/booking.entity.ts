import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../accounts/user.entity';
import { Group } from '../../membership/group.entity';
import { EventType } from '../event-types/event-type.entity';
import { BookingHost } from './booking-host.entity';
import type { MeetingLocation } from '../event-types/locations';
import type { BookingStatus, CalendarReference, MeetingArtifact } from './booking-status';

/**
 * A meeting someone booked with a host, or with a team's hosts. `blocked_start`/`blocked_end` are the
 * meeting widened by the event type's buffers at booking time. Who attends is in `hosts`
 * (`booking_hosts`), whose exclusion constraint refuses two active attendances of one person whose
 * blocked spans overlap, so neither a double booking nor a buffer violation can happen, however many
 * requests race for the same time.
 */
@Entity('bookings')
@Index('bookings_host_id_start_time_idx', ['hostId', 'startTime'])
@Index('bookings_team_id_start_time_idx', ['teamId', 'startTime'])
@Check('bookings_status_check', `status IN ('accepted', 'unconfirmed', 'cancelled', 'rejected')`)
@Check('bookings_times_check', 'end_time > start_time AND blocked_start <= start_time AND blocked_end >= end_time')
@Check('bookings_rescheduled_check', `rescheduled_to_uid IS NULL OR status = 'cancelled'`)
export class Booking {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** The public identifier: random and unguessable, since knowing it lets one cancel or reschedule. */
  @Column({ type: 'text', unique: true })
  uid: string;

  /** Null once the event type is deleted; the booking itself stays. */
  @Index('bookings_event_type_id_idx')
  @Column({ type: 'integer', nullable: true })
  eventTypeId: number | null;

  @ManyToOne(() => EventType, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'event_type_id' })
  eventType?: Relation<EventType> | null;

  /** The organizer: the person, or the team host it was assigned to (the first host for collective). */
  @Column({ type: 'integer' })
  hostId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'host_id' })
  host?: Relation<User>;

  /** Set when booked through a team's event type; kept when that event type is deleted. */
  @Column({ type: 'integer', nullable: true })
  teamId: number | null;

  @ManyToOne(() => Group, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'team_id' })
  team?: Relation<Group> | null;

  /** Everyone who attends as a host. */
  @OneToMany(() => BookingHost, (h) => h.booking)
  hosts?: Relation<BookingHost>[];

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  attendeeName: string;

  @Column({ type: 'text' })
  attendeeEmail: string;

  @Column({ type: 'text' })
  attendeeTimeZone: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  guests: string[];

  @Column({ type: 'timestamptz' })
  startTime: Date;

  @Column({ type: 'timestamptz' })
  endTime: Date;

  @Column({ type: 'timestamptz' })
  blockedStart: Date;

  @Column({ type: 'timestamptz' })
  blockedEnd: Date;

  @Column({ type: 'jsonb', nullable: true })
  location: MeetingLocation | null;

  @Column({ type: 'text' })
  status: BookingStatus;

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  /** Set on a booking cancelled by rescheduling: the booking that replaced it. */
  @Column({ type: 'text', nullable: true })
  rescheduledToUid: string | null;

  /** Set on a booking made by rescheduling: the booking it replaced. */
  @Column({ type: 'text', nullable: true })
  fromRescheduleUid: string | null;

  /** The OAuth client whose access token created the booking; null when none was used. */
  @Column({ type: 'varchar', nullable: true })
  createdByClientId: string | null;

  /** Not a column: the name of `createdByClientId`'s app (null: deleted since), filled by `withHosts`. */
  createdByClientName?: string | null;

  /** The OAuth client whose access token made the last change; null when none was used. */
  @Column({ type: 'varchar', nullable: true })
  updatedByClientId: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  calendarReferences: CalendarReference[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  recordings: MeetingArtifact[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  transcripts: MeetingArtifact[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
