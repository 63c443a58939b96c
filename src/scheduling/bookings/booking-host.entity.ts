import { Column, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/user.entity';
import { Booking } from './booking.entity';

/**
 * One host's attendance of a booking: a personal booking has one, a collective team booking one per
 * host, a round-robin booking the host it was assigned to. `blocked_*` is the meeting widened by its
 * buffers; `active` follows the booking's status (a trigger keeps them in step, see the Teams
 * migration). The exclusion constraint refuses two active attendances of one person whose blocked
 * spans overlap, so no host is ever double-booked, whichever personal or team bookings race.
 */
@Entity('booking_hosts')
@Exclusion('booking_hosts_no_double_booking', `USING gist (user_id WITH =, tstzrange(blocked_start, blocked_end) WITH &&) WHERE (active)`)
export class BookingHost {
  @PrimaryColumn({ type: 'integer' })
  bookingId: number;

  @ManyToOne(() => Booking, (b) => b.hosts, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Index('booking_hosts_user_id_idx')
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'timestamptz' })
  blockedStart: Date;

  @Column({ type: 'timestamptz' })
  blockedEnd: Date;

  @Column({ type: 'boolean' })
  active: boolean;
}
