import { UsersService } from '../../src/accounts/users.service';
import { PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { issueAccessToken } from '../factories/oauth';
import { createEventType, createHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

describe('PATCH /v2/event-types/:id/private-links/:linkId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const setUp = async (scopes = ['EVENT_TYPE_READ', 'EVENT_TYPE_WRITE']) => {
    const host = await createHost(t);
    const eventType = await createEventType(t, host, { hidden: true });
    const { link } = await t.app.get(PrivateLinksService).create(host, eventType.id, { maxUses: 2 });
    const user = (await t.app.get(UsersService).findById(host.userId))!;
    const { token } = await issueAccessToken(t, { user, scopes });
    return { api: apiAs(t, token), path: `/v2/event-types/${eventType.id}/private-links/${link.id}`, link, eventType };
  };

  it('changes the limit and the expiry, keeps the uses so far; null lifts them', async () => {
    const { api, path, link } = await setUp();
    await t.dataSource.query('UPDATE event_type_private_links SET use_count = 1 WHERE id = $1', [link.id]);
    const changed = await api.patch(path, { maxUses: 5, expiresAt: '2031-01-01T00:00:00Z' }).expect(200);
    expect(changed.body.data).toEqual(expect.objectContaining({ id: link.id, maxUses: 5, expiresAt: '2031-01-01T00:00:00.000Z', useCount: 1, usable: true }));
    const lifted = await api.patch(path, { maxUses: null, expiresAt: null }).expect(200);
    expect(lifted.body.data).toEqual(expect.objectContaining({ maxUses: null, expiresAt: null, useCount: 1 }));
  });

  it('an expiry in the past → 422; no token → 401; a read-only token → 403; another person’s link → 404', async () => {
    const { api, path } = await setUp();
    await api.patch(path, { expiresAt: '2020-01-01T00:00:00Z' }).expect(422);
    await apiAs(t).patch(path, { maxUses: 3 }).expect(401);
    const readOnly = await setUp(['EVENT_TYPE_READ']);
    await readOnly.api.patch(readOnly.path, { maxUses: 3 }).expect(403);
    await api.patch(readOnly.path, { maxUses: 3 }).expect(404);
    await api.patch(path.replace(/\d+$/, '999999'), { maxUses: 3 }).expect(404);
  });
});
