import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { MembershipColumns } from '../memberships/membership-columns';
import { Organization } from './organization.entity';

/** A person's place in an organization (see `MembershipColumns`). */
@Entity('organization_memberships')
@Unique('organization_memberships_organization_id_user_id_key', ['organizationId', 'userId'])
@Check('organization_memberships_role_check', `role IN ('MEMBER', 'ADMIN', 'OWNER')`)
@Index('organization_memberships_user_id_idx', ['userId'])
export class OrganizationMembership extends MembershipColumns {
  @Column({ type: 'integer' })
  organizationId: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<Organization>;
}
