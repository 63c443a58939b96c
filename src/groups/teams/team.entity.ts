import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Organization } from '../organizations/organization.entity';

/** A group of people who host event types together and share their bookings. */
@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** Unique across the service; part of the team's public address. */
  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** The organization it belongs to, if any: its admins and owners act on the team too. */
  @Index('teams_organization_id_idx')
  @Column({ type: 'integer', nullable: true })
  organizationId: number | null;

  @ManyToOne(() => Organization, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<Organization> | null;

  /** IANA time zone name, the team's own (each host's hours keep their own zone). */
  @Column({ type: 'text', default: 'UTC' })
  timeZone: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
