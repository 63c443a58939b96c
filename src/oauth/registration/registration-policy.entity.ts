import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Scope } from '../../scopes/scope-catalogue';

/**
 * The registration policy (one row, `id` 1; none until an administrator first saves it, which
 * means the default: `DEFAULT_REGISTRATION_POLICY`).
 */
@Entity('oauth_registration_policy')
@Check('oauth_registration_policy_single_row', `id = 1`)
export class RegistrationPolicyRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'boolean' })
  dynamicRegistration: boolean;

  @Column({ type: 'boolean' })
  metadataDocuments: boolean;

  @Column({ type: 'text', array: true })
  scopes: Scope[];

  @Column({ type: 'text', array: true })
  autoApproveHosts: string[];

  @Column({ type: 'integer', nullable: true })
  updatedById: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
