import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { parseInstant } from '../../common/validation/validators';
import { CreatePrivateLinkDto, UpdatePrivateLinkDto } from './dto/private-link.dto';
import { EventTypesService } from './event-types.service';
import { PrivateLink } from './private-link.entity';

/** Recognisable in logs and secret scanners; 256 random bits follow it. */
const TOKEN_PREFIX = 'pl_';

export const INVALID_PRIVATE_LINK = 'This private link is not valid: it may have expired or reached its maximum number of uses.';

@Injectable()
export class PrivateLinksService {
  constructor(
    @InjectRepository(PrivateLink) private readonly links: Repository<PrivateLink>,
    private readonly eventTypes: EventTypesService,
  ) {}

  /** Creates a link and returns its token, which is never shown again. */
  async create(
    actor: UserActor,
    eventTypeId: number,
    dto: CreatePrivateLinkDto,
  ): Promise<{ link: PrivateLink; token: string }> {
    const eventType = await this.eventTypes.get(actor, eventTypeId);
    const expiresAt = dto.expiresAt ? parseInstant(dto.expiresAt) : null;
    if (expiresAt && expiresAt <= new Date()) throw new ValidationError('expiresAt must be in the future.');
    const token = randomToken(TOKEN_PREFIX);
    const link = await this.links.save(
      this.links.create({
        eventTypeId: eventType.id,
        tokenHash: sha256(token),
        tokenHint: token.slice(-4),
        expiresAt,
        maxUses: dto.maxUses ?? null,
      }),
    );
    return { link, token };
  }

  async list(actor: UserActor, eventTypeId: number, query?: PageQueryDto): Promise<Page<PrivateLink>> {
    const { take, skip } = pageWindow(query);
    const eventType = await this.eventTypes.get(actor, eventTypeId);
    const [items, total] = await this.links.findAndCount({
      where: { eventTypeId: eventType.id },
      order: { id: 'ASC' },
      take,
      skip,
    });
    return { items, total, take, skip };
  }

  /**
   * Changes a link's expiry or limit of uses. One UPDATE of those columns alone: a booking using the
   * link meanwhile keeps its count (a whole-row save could write back a stale one).
   */
  async update(actor: UserActor, eventTypeId: number, linkId: number, dto: UpdatePrivateLinkDto): Promise<PrivateLink> {
    const eventType = await this.eventTypes.get(actor, eventTypeId);
    const changes: Partial<PrivateLink> = {};
    if (dto.expiresAt !== undefined) {
      const expiresAt = dto.expiresAt === null ? null : parseInstant(dto.expiresAt);
      if (expiresAt && expiresAt <= new Date()) throw new ValidationError('expiresAt must be in the future.');
      changes.expiresAt = expiresAt;
    }
    if (dto.maxUses !== undefined) changes.maxUses = dto.maxUses;
    const where = { id: linkId, eventTypeId: eventType.id };
    const found = Number.isSafeInteger(linkId) && (Object.keys(changes).length === 0 ? await this.links.existsBy(where) : (await this.links.update(where, changes)).affected);
    if (!found) throw new NotFoundError(`Private link ${linkId} not found.`);
    return this.links.findOneByOrFail(where);
  }

  async delete(actor: UserActor, eventTypeId: number, linkId: number): Promise<void> {
    const eventType = await this.eventTypes.get(actor, eventTypeId);
    const deleted = Number.isSafeInteger(linkId) ? await this.links.delete({ id: linkId, eventTypeId: eventType.id }) : null;
    if (!deleted?.affected) throw new NotFoundError(`Private link ${linkId} not found.`);
  }

  /**
   * Uses the link once, inside the caller's transaction: one conditional UPDATE checks expiry and
   * remaining uses and counts the use, so concurrent bookings cannot use a link more often than
   * allowed. If the booking then fails, the transaction rolls back and the use is not spent.
   */
  async consume(m: EntityManager, eventTypeId: number, token: string): Promise<void> {
    const result = await m
      .createQueryBuilder()
      .update(PrivateLink)
      .set({ useCount: () => 'use_count + 1' })
      .where('token_hash = :hash AND event_type_id = :eventTypeId', { hash: sha256(token), eventTypeId })
      .andWhere('(expires_at IS NULL OR expires_at > now())')
      .andWhere('(max_uses IS NULL OR use_count < max_uses)')
      .execute();
    if (!result.affected) throw new NotFoundError(INVALID_PRIVATE_LINK);
  }

  /** Whether the link would admit a booking now, without using it (to show its slots). */
  async isUsable(eventTypeId: number, token: string): Promise<boolean> {
    return this.links
      .createQueryBuilder('l')
      .where('l.token_hash = :hash AND l.event_type_id = :eventTypeId', { hash: sha256(token), eventTypeId })
      .andWhere('(l.expires_at IS NULL OR l.expires_at > now())')
      .andWhere('(l.max_uses IS NULL OR l.use_count < l.max_uses)')
      .getExists();
  }
}
