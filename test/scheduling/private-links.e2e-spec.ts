import { createHash } from 'node:crypto';
import { parseInput } from '../../src/common/validation/parse-input';
import { NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { CreatePrivateLinkDto } from '../../src/scheduling/event-types/dto/private-link.dto';
import { PrivateLinkResponseDto } from '../../src/scheduling/event-types/dto/private-link.dto';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { createEventType, createHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

describe('Private links of an event type', () => {
  let t: TestApp;
  let links: PrivateLinksService;
  beforeAll(async () => {
    t = await createTestApp();
    links = t.app.get(PrivateLinksService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const useOnce = (eventTypeId: number, token: string) => t.dataSource.transaction((m) => links.consume(m, eventTypeId, token));

  it('shows the token once and keeps only its hash', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host, { hidden: true });
    const { link, token } = await links.create(host, e.id, { maxUses: 3 });
    expect(token).toMatch(/^pl_[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const rows = (await t.dataSource.query(`SELECT * FROM event_type_private_links`)) as Record<string, unknown>[];
    expect(JSON.stringify(rows)).not.toContain(token.slice(3));
    expect(rows[0].token_hash).toEqual(createHash('sha256').update(token).digest());
    const listed = (await links.list(host, e.id)).items.map((l) => PrivateLinkResponseDto.from(l));
    expect(listed).toEqual([
      expect.objectContaining({
        id: link.id,
        hint: `…${token.slice(-4)}`,
        maxUses: 3,
        useCount: 0,
        usable: true,
        expiresAt: null,
      }),
    ]);
    expect(Object.keys(listed[0])).not.toContain('token');
  });

  it('counts uses and stops at the maximum', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    const { token } = await links.create(host, e.id, { maxUses: 2 });
    await useOnce(e.id, token);
    await useOnce(e.id, token);
    await expect(useOnce(e.id, token)).rejects.toThrow(new NotFoundError(INVALID_PRIVATE_LINK));
    const [listed] = (await links.list(host, e.id)).items;
    expect(PrivateLinkResponseDto.from(listed)).toMatchObject({ useCount: 2, usable: false });
    expect(await links.isUsable(e.id, token)).toBe(false);
  });

  it('a one-use link used by 10 requests at once admits exactly one', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    const { token } = await links.create(host, e.id, { maxUses: 1 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => useOnce(e.id, token)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(9).fill(INVALID_PRIVATE_LINK));
    expect((await links.list(host, e.id)).items[0].useCount).toBe(1);
  });

  it('stops working when it expires', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    const { link, token } = await links.create(host, e.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await links.isUsable(e.id, token)).toBe(true);
    await t.dataSource.query(`UPDATE event_type_private_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      link.id,
    ]);
    expect(await links.isUsable(e.id, token)).toBe(false);
    await expect(useOnce(e.id, token)).rejects.toThrow(INVALID_PRIVATE_LINK);
  });

  it('works only for its own event type', async () => {
    const host = await createHost(t);
    const a = await createEventType(t, host);
    const b = await createEventType(t, host);
    const { token } = await links.create(host, a.id, {});
    await expect(useOnce(b.id, token)).rejects.toBeInstanceOf(NotFoundError);
    await expect(useOnce(a.id, token)).resolves.toBeUndefined();
  });

  it('refuses an expiry in the past or without a time zone', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    await expect(links.create(host, e.id, { expiresAt: '2000-01-01T00:00:00Z' })).rejects.toThrow(
      new ValidationError('expiresAt must be in the future.'),
    );
    await expect(async () => links.create(host, e.id, parseInput(CreatePrivateLinkDto, { expiresAt: '2099-01-01T00:00:00' }))).rejects.toThrow(
      /expiresAt must be an ISO 8601 date and time with a time zone offset/,
    );
    await expect(async () => links.create(host, e.id, parseInput(CreatePrivateLinkDto, { maxUses: 0 }))).rejects.toThrow('maxUses must be at least 1');
  });

  it('deletes a link, which then stops working', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    const { link, token } = await links.create(host, e.id, {});
    await links.delete(host, e.id, link.id);
    await expect(useOnce(e.id, token)).rejects.toBeInstanceOf(NotFoundError);
    await expect(links.delete(host, e.id, link.id)).rejects.toThrow(new NotFoundError(`Private link ${link.id} not found.`));
  });

  it('another person cannot create, list or delete the links of an event type', async () => {
    const owner = await createHost(t);
    const other = await createHost(t);
    const e = await createEventType(t, owner);
    const { link } = await links.create(owner, e.id, {});
    const notFound = new NotFoundError(`Event type ${e.id} not found.`);
    await expect(links.create(other, e.id, {})).rejects.toThrow(notFound);
    await expect(links.list(other, e.id)).rejects.toThrow(notFound);
    await expect(links.delete(other, e.id, link.id)).rejects.toThrow(notFound);
    // and a link id under one's own event type does not reach someone else's link
    const mine = await createEventType(t, other);
    await expect(links.delete(other, mine.id, link.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await links.list(owner, e.id)).total).toBe(1);
  });
});
