import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { CalendarConnection } from './calendar-connection.entity';

/**
 * One calendar of a connection. `isSelected`: its events make the person busy (conflict checking).
 * `isDestination`: new bookings are written to it; a person has at most one (the partial unique
 * index), which is why `userId` is repeated here.
 */
@Entity('connected_calendars')
@Unique('connected_calendars_connection_id_external_id_key', ['connectionId', 'externalId'])
@Index('connected_calendars_one_destination_per_user', ['userId'], { unique: true, where: 'is_destination' })
export class ConnectedCalendar {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  connectionId: number;

  @ManyToOne(() => CalendarConnection, (c) => c.calendars, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'connection_id' })
  connection?: Relation<CalendarConnection>;

  @Column({ type: 'integer' })
  userId: number;

  /** The provider's id: the collection URL for CalDAV, a digest of the URL for a feed. */
  @Column({ type: 'text' })
  externalId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'boolean' })
  readOnly: boolean;

  @Column({ type: 'boolean', default: true })
  isSelected: boolean;

  @Column({ type: 'boolean', default: false })
  isDestination: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
