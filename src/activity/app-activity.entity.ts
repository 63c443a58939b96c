import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** How the app reached the server: the REST API, or a tool of the MCP endpoint. */
export type ActivityChannel = 'api' | 'mcp';

/**
 * One change an app made for a person through an access token: a REST call other than GET or
 * HEAD, or a call of an MCP tool that writes. Refused calls are kept too (their status says so):
 * what an app tried matters to the person as much as what it did. Never the request's body.
 *
 * No foreign keys, as in the audit log: a row outlives nothing it names for long (the retention
 * purge takes it), and the write that records it, after the answer, can never fail on them.
 */
@Entity('app_activity')
@Index('app_activity_person_app_idx', ['userId', 'clientId', 'occurredAt'])
@Index('app_activity_occurred_at_idx', ['occurredAt'])
@Check('app_activity_channel_check', `channel IN ('api', 'mcp')`)
export class AppActivity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  /** The person the token acts for. */
  @Column({ type: 'integer' })
  userId: number;

  /** The app holding the token. */
  @Column({ type: 'text' })
  clientId: string;

  @Column({ type: 'text' })
  channel: ActivityChannel;

  /** The route template with its method (`POST /v2/bookings/:uid/cancel`) or the tool's name (`book_slot`). */
  @Column({ type: 'text' })
  action: string;

  /** What it acted on: what it created (a booking's uid, an id), else the path's last parameter. */
  @Column({ type: 'text', nullable: true })
  target: string | null;

  /** The HTTP status answered; for a tool, the status its REST route would have answered. */
  @Column({ type: 'smallint' })
  status: number;
}
