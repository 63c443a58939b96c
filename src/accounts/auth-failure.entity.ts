import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Failed attempts (logins, client authentications) counted per key and fixed window. Failures are
 * rare, so they live in the database where every instance sees the same count.
 */
@Entity('auth_failures')
export class AuthFailure {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @PrimaryColumn({ type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'integer' })
  count: number;

  @Index()
  @Column({ type: 'timestamptz' })
  windowEnd: Date;
}
