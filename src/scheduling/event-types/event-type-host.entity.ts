import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { GroupMembership } from '../../membership/membership.entity';
import { EventType } from './event-type.entity';

/** Highest first when round robin breaks a tie between hosts booked equally recently. */
export const HOST_PRIORITY = { min: 0, max: 4, default: 2 } as const;

/**
 * A host of a team event type. It refers to the host's team membership, so leaving the team (the
 * membership row goes) removes the person from every event type of the team in the same statement.
 */
@Entity('event_type_hosts')
@Check('event_type_hosts_priority_check', 'priority BETWEEN 0 AND 4')
export class EventTypeHost {
  @PrimaryColumn({ type: 'integer' })
  eventTypeId: number;

  @ManyToOne(() => EventType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_type_id' })
  eventType?: Relation<EventType>;

  @Index('event_type_hosts_membership_id_idx')
  @PrimaryColumn({ type: 'integer' })
  membershipId: number;

  // Mapped for its foreign key (leaving the team removes the host); never loaded.
  @ManyToOne(() => GroupMembership, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'membership_id' })
  membership?: Relation<GroupMembership>;

  @Column({ type: 'integer', default: HOST_PRIORITY.default })
  priority: number;
}
