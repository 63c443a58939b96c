import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';

/** What a group is: a team (people who host event types together) or an organization (a company, whose teams point at it). */
export const GROUP_KINDS = ['team', 'organization'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/**
 * A group of people: a team or an organization, in one table. An organization is a group without
 * a parent; a team may have one, its organization, whose admins and owners then act on the team
 * too. Ids are shared by both kinds, so a team's id is never an organization's.
 */
@Entity('groups')
@Unique('groups_kind_slug_key', ['kind', 'slug'])
@Check('groups_kind_check', `kind IN ('team', 'organization')`)
@Check('groups_parent_check', `kind = 'team' OR parent_id IS NULL`)
export class Group {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'text' })
  kind: GroupKind;

  /** A team's organization, if any; always null for an organization. */
  @Index('groups_parent_id_idx')
  @Column({ type: 'integer', nullable: true })
  parentId: number | null;

  // An organization's teams go only with it (there is no route that deletes an organization).
  @ManyToOne(() => Group, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_id' })
  parent?: Relation<Group> | null;

  @Column({ type: 'text' })
  name: string;

  /** Unique among the groups of its kind; part of the group's public address. */
  @Column({ type: 'text' })
  slug: string;

  /** Teams' profile; organizations leave these empty. */
  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  /** IANA time zone name, the team's own (each host's hours keep their own zone). */
  @Column({ type: 'text', default: 'UTC' })
  timeZone: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
