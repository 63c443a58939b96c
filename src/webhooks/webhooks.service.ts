import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { type Page, type PageQueryDto, pageWindow } from '../common/api/pagination';
import { Clock } from '../common/time/clock';
import { NotFoundError, ValidationError } from '../common/errors/domain-errors';
import { ipLiteral, isPublicAddress } from '../common/net/address-policy';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import { InsufficientScopeError } from '../scopes/bearer-errors';
import type { Scope } from '../scopes/scope-catalogue';
import { missingScopes } from '../scopes/scope-check';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook-input.dto';
import { Webhook } from './webhook.entity';

/** Per app and person. */
export const MAX_WEBHOOKS = 10;
/** How long a rotated-out secret keeps signing beside the new one. */
export const PREVIOUS_SECRET_HOURS = 24;

/** The app and person a webhook belongs to: the token's client and user. */
export interface WebhookOwner {
  clientId: string;
  userId: number;
}

/** Who creates or changes a webhook: its owner, with the scopes of the token used. */
export interface WebhookEditor extends WebhookOwner {
  scopes: readonly Scope[];
  unrestricted: boolean;
}

/**
 * A booking trigger delivers the booking as `GET /v2/bookings/:uid` shows it, so subscribing needs
 * what reading it needs: an app without BOOKING_READ must not read bookings through its webhooks
 * (403 `insufficient_scope` naming the scope, as the route would). Team bookings need more at
 * delivery (TEAM_BOOKING_READ); without it they are skipped there.
 */
function checkBookingRead(editor: WebhookEditor): void {
  const missing = missingScopes(editor, [BOOKING_READ]);
  if (missing.length > 0) throw new InsufficientScopeError(['WEBHOOK_WRITE', BOOKING_READ], missing);
}
const BOOKING_READ = 'BOOKING_READ';

export class WebhookLimitError extends ValidationError {
  constructor() {
    super(`An app may hold at most ${MAX_WEBHOOKS} webhooks for one person; delete one first.`);
  }
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Webhooks of one app for one person: every read and write names both, so an app never sees another
 * app's webhooks, nor the webhooks it holds for someone else (they are "not found").
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The limit is checked and the row added under a transaction-scoped advisory lock on the
   * (app, person) pair, so two requests racing for the tenth place cannot both get it.
   */
  async create(owner: WebhookEditor, input: CreateWebhookDto): Promise<{ webhook: Webhook; secret: string }> {
    this.checkReachable(input.subscriberUrl);
    checkBookingRead(owner);
    const secret = newWebhookSecret();
    const webhook = await this.dataSource.transaction(async (m) => {
      await sql(m, `SELECT pg_advisory_xact_lock(hashtext('webhooks'), hashtext($1 || ':' || $2::text))`, [owner.clientId, owner.userId]);
      const { rows } = await sql<{ n: number }>(m, `SELECT count(*)::int AS n FROM webhooks WHERE client_id = $1 AND user_id = $2`, [owner.clientId, owner.userId]);
      if (rows[0].n >= MAX_WEBHOOKS) throw new WebhookLimitError();
      return m.save(m.create(Webhook, { ...owner, subscriberUrl: input.subscriberUrl, triggers: input.triggers, active: input.active ?? true, secret }));
    });
    return { webhook, secret };
  }

  async list(owner: WebhookOwner, query?: PageQueryDto): Promise<Page<Webhook>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(Webhook, { where: { clientId: owner.clientId, userId: owner.userId }, order: { id: 'ASC' }, take, skip });
    return { items, total, take, skip };
  }

  async get(owner: WebhookOwner, id: number, m: EntityManager = this.dataSource.manager): Promise<Webhook> {
    const webhook = await m.findOne(Webhook, { where: { id, clientId: owner.clientId, userId: owner.userId } });
    if (!webhook) throw new NotFoundError('Webhook not found.');
    return webhook;
  }

  async update(owner: WebhookEditor, id: number, input: UpdateWebhookDto): Promise<Webhook> {
    if (input.subscriberUrl !== undefined) this.checkReachable(input.subscriberUrl);
    // Another app's or person's webhook is not found, whatever this token holds (404 before 403).
    const webhook = await this.get(owner, id);
    // Turning a webhook off, alone, is always allowed: an app narrowed below BOOKING_READ can still stop it.
    if (input.subscriberUrl !== undefined || input.triggers !== undefined || input.active !== false) checkBookingRead(owner);
    if (input.subscriberUrl !== undefined) webhook.subscriberUrl = input.subscriberUrl;
    if (input.triggers !== undefined) webhook.triggers = input.triggers;
    if (input.active !== undefined) {
      webhook.active = input.active;
      webhook.disabledReason = null; // the app decided: the server's reason no longer applies
    }
    return this.dataSource.manager.save(webhook);
  }

  async remove(owner: WebhookOwner, id: number): Promise<void> {
    const { affected } = await sql(this.dataSource, `DELETE FROM webhooks WHERE id = $1 AND client_id = $2 AND user_id = $3`, [id, owner.clientId, owner.userId]);
    if (!affected) throw new NotFoundError('Webhook not found.');
  }

  /**
   * A new secret; the current one keeps signing beside it for 24 hours (each delivery then carries
   * two signatures), so the receiver can deploy the new one without rejecting a delivery. One
   * statement: two rotations at once leave one previous secret, never a lost one.
   */
  async rotateSecret(owner: WebhookOwner, id: number): Promise<{ webhook: Webhook; secret: string }> {
    const secret = newWebhookSecret();
    const expires = new Date(this.clock.now() + PREVIOUS_SECRET_HOURS * 3600_000);
    const { affected } = await sql(
      this.dataSource,
      `UPDATE webhooks SET previous_secret = secret, previous_secret_expires_at = $4, secret = $5, updated_at = now()
        WHERE id = $1 AND client_id = $2 AND user_id = $3`,
      [id, owner.clientId, owner.userId, expires, secret],
    );
    if (!affected) throw new NotFoundError('Webhook not found.');
    return { webhook: await this.get(owner, id), secret };
  }

  /**
   * Signs with a secret the app chose (apps written for the hosted product's API send their own):
   * stored as a Standard Webhooks secret whose key is the app's secret, byte for byte, so the app
   * verifies with the secret it already holds. Replaces the current one at once, no overlap: the
   * app asked for this one.
   */
  async useOwnSecret(owner: WebhookOwner, id: number, secret: string): Promise<void> {
    const { affected } = await sql(
      this.dataSource,
      `UPDATE webhooks SET secret = $4, previous_secret = NULL, previous_secret_expires_at = NULL, updated_at = now()
        WHERE id = $1 AND client_id = $2 AND user_id = $3`,
      [id, owner.clientId, owner.userId, `whsec_${Buffer.from(secret, 'utf8').toString('base64')}`],
    );
    if (!affected) throw new NotFoundError('Webhook not found.');
  }

  /**
   * Refuses what can be judged without a lookup: an address written as a private, loopback or
   * link-local IP. Names are judged when each delivery connects (guardedFetch), where a name that
   * resolves to such an address fails the delivery; refusing them here too would let DNS decide
   * which answer the app gets.
   */
  private checkReachable(url: string): void {
    // The validator's URL rule is looser than the WHATWG parser that sends each delivery: an IPv6
    // zone id (`http://[fe80::1%25eth0]/`) passes the first and not the second.
    const parsed = URL.parse(url);
    if (!parsed) throw new ValidationError('subscriberUrl is not a URL a delivery can be sent to (the WHATWG URL parser refuses it).');
    if (parsed.username || parsed.password) throw new ValidationError('subscriberUrl must not contain a user name or password.');
    if (this.config.outbound.allowPrivateHosts) return;
    const literal = ipLiteral(parsed.hostname);
    if (literal !== null && !isPublicAddress(literal)) {
      throw new ValidationError('subscriberUrl is a private, loopback or link-local address, which webhooks may not reach unless the server is started with OUTBOUND_ALLOW_PRIVATE_HOSTS=true (for a server on the same machine or network).');
    }
  }
}
