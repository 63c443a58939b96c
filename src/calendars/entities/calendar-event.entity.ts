import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';
import { ConnectedCalendar } from './connected-calendar.entity';

/**
 * An event we wrote into a person's calendar for a booking. A rescheduled booking keeps its event:
 * the row moves to the new booking's uid and the event is updated in place (its iCalendar UID, the
 * first booking's uid, never changes, as RFC 4791 §4.1 requires of a calendar object).
 */
@Entity('calendar_events')
@Unique('calendar_events_user_id_booking_uid_key', ['userId', 'bookingUid'])
export class CalendarEvent {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  bookingUid: string;

  @Index('calendar_events_calendar_id_idx')
  @Column({ type: 'integer' })
  calendarId: number;

  @ManyToOne(() => ConnectedCalendar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'calendar_id' })
  calendar?: Relation<ConnectedCalendar>;

  @Column({ type: 'text' })
  icalUid: string;

  /** Where the provider keeps it: the object URL for CalDAV. */
  @Column({ type: 'text' })
  externalUrl: string;

  @Column({ type: 'integer', default: 0 })
  sequence: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
