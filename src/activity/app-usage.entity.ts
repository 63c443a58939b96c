import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How many token-authenticated requests (REST and MCP) an app made on one day (UTC), and how many
 * of them failed (4xx or 5xx, or a tool that failed): what its review page charts. Counted in
 * memory and added here every few seconds by `UsageCounter`, so a request costs no write.
 */
@Entity('app_usage_days')
@Index('app_usage_days_day_idx', ['day'])
export class AppUsageDay {
  @PrimaryColumn({ type: 'text' })
  clientId: string;

  /** `YYYY-MM-DD`, UTC. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bigint', default: 0 })
  requests: string;

  @Column({ type: 'bigint', default: 0 })
  errors: string;
}

/**
 * When an app last acted for a person, and when it last used each of its scopes for them (an
 * object of scope → ISO instant): the person's apps pages, and an administrator's "held but not
 * used". Written as `AppUsageDay` is.
 */
@Entity('app_person_usage')
@Index('app_person_usage_client_id_idx', ['clientId'])
@Index('app_person_usage_last_used_at_idx', ['lastUsedAt'])
export class AppPersonUsage {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'text' })
  clientId: string;

  @Column({ type: 'timestamptz' })
  lastUsedAt: Date;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  scopesUsed: Record<string, string>;
}
