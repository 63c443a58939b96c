import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OAuthClient } from './client.entity';

/**
 * A client secret. Only its SHA-256 hash is kept (it is 256 random bits, so a fast hash is right),
 * with a short hint so the owner can tell secrets apart. A revoked secret stays for the record.
 */
@Entity('oauth_client_secrets')
export class ClientSecret {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Index()
  @Column({ type: 'text' })
  clientId: string;

  @ManyToOne(() => OAuthClient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', referencedColumnName: 'clientId' })
  client?: Relation<OAuthClient>;

  @Column({ type: 'bytea' })
  secretHash: Buffer;

  /** The last characters of the secret, e.g. `…x7Qa`. */
  @Column({ type: 'text' })
  hint: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
