import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const WEEK_STARTS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

@Entity('users')
@Check('users_email_lower', 'email = lower(email)')
@Check('users_role_check', `role IN ('user', 'admin')`)
@Check('users_week_start_check', `week_start IN ('monday','tuesday','wednesday','thursday','friday','saturday','sunday')`)
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  /** Stored lower-cased; unique. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  name: string;

  /** IANA time zone name, e.g. `Europe/Paris`. */
  @Column({ type: 'text', default: 'UTC' })
  timeZone: string;

  @Column({ type: 'text', default: 'monday' })
  weekStart: WeekStart;

  @Column({ type: 'text', default: 'en' })
  locale: string;

  /** bcrypt hash; the password itself is never stored. */
  @Column({ type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'user' })
  role: UserRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
