import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/**
 * A signed-in browser. The cookie carries a random id; only its SHA-256 hash is stored, so a copy of
 * this table cannot be replayed as cookies.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'bytea' })
  idHash: Buffer;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** The synchronizer token every form of this session carries as `_csrf`. */
  @Column({ type: 'text' })
  csrfToken: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
