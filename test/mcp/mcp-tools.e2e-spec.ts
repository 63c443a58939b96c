import request from 'supertest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { User } from '../../src/accounts/user.entity';
import { UsersService } from '../../src/accounts/users.service';
import { GrantsService } from '../../src/oauth/grants/grants.service';
import { MCP_FIRST_SCOPES, MCP_TOOL_SCOPES, TOOL_SCOPES } from '../factories/mcp-tools';
import { createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { attendee, bookableHost } from '../factories/scheduling';
import { createTeam } from '../factories/teams';
import { createTestApp, TestApp } from '../setup/test-app';

const EVERY_TOOL = Object.keys(TOOL_SCOPES).sort();
const JSON_RPC_HEADERS = { Accept: 'application/json, text/event-stream', 'Content-Type': 'application/json' };

/**
 * The MCP endpoint through the official SDK's client over real HTTP: what a token's scopes show and
 * allow, each tool on real data checked against the REST API, and the refusals a client acts on.
 */
describe('The MCP endpoint', () => {
  let t: TestApp;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000', MCP_ALLOWED_ORIGINS: 'https://agent.example' });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'spec-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
    clients.push(client);
    return client;
  }

  const mcpToken = (options: { user?: User; scopes?: string[]; unrestricted?: boolean; audience?: '' | '/v2' | '/mcp' }) =>
    issueAccessToken(t, { audience: '/mcp', ...options });

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  const structured = <T = Record<string, unknown>>(result: CallToolResult): T => {
    if (result.isError) throw new Error(`tool error: ${JSON.stringify(result.content)}`);
    return result.structuredContent as T;
  };
  const rpc = (token: string | undefined, body: unknown) => {
    const req = request(t.url).post('/mcp').set(JSON_RPC_HEADERS);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body as object);
  };

  it('lists every tool with the scopes it needs, whatever the token holds; advertises no list changes', async () => {
    const profileOnly = await mcpToken({ scopes: ['PROFILE_READ'] });
    const client = await connect(profileOnly.token);
    expect(client.getServerCapabilities()).toEqual({ tools: {} });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(EVERY_TOOL);
    const scopesOf = Object.fromEntries(tools.map((tool) => [tool.name, tool._meta?.scopes]));
    expect(scopesOf).toEqual(TOOL_SCOPES);
    const create = tools.find((tool) => tool.name === 'create_event_type')!;
    expect(create.inputSchema).toMatchObject({ type: 'object', required: ['title', 'slug', 'lengthMinutes'], additionalProperties: false });
    expect(create.inputSchema.properties).toMatchObject({ lengthMinutes: { type: 'integer', minimum: 1, maximum: 720 } });
    // Listed is not callable: a tool beyond the token's scopes still answers the step-up 403.
    const teams = await rpc(profileOnly.token, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_teams', arguments: {} } }).expect(403);
    expect(teams.headers['www-authenticate']).toMatch(/error="insufficient_scope", scope="TEAM_PROFILE_READ"/);
  });

  it('runs every tool on real data, agreeing with the REST API', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const user = { id: host.userId } as User;
    const { token } = await mcpToken({ user, scopes: [...MCP_TOOL_SCOPES], audience: '' });
    const client = await connect(token);
    const rest = (path: string) => request(t.url).get(path).set('Authorization', `Bearer ${token}`).expect(200);

    const profile = await call(client, 'get_profile');
    expect(structured(profile)).toMatchObject({ id: host.userId, email: host.email, name: host.name });
    expect(profile.content).toEqual([{ type: 'text', text: expect.stringContaining(host.email) }]);

    const tuesday = new Date(Date.parse(`${monday.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const range = { eventTypeId: eventType.id, start: monday.date, end: tuesday, timeZone: 'Europe/Berlin' };
    const slots = structured<{ slots: Record<string, { start: string }[]> }>(await call(client, 'find_available_slots', range));
    const viaRest = await rest(`/v2/slots?${new URLSearchParams({ ...range, eventTypeId: String(eventType.id) })}`);
    expect(slots).toEqual(viaRest.body.data);
    expect(slots.slots[monday.date].length).toBeGreaterThan(0);

    const booked = structured<{ uid: string; status: string }>(await call(client, 'book_slot', { eventTypeId: eventType.id, start: monday.at('10:00'), attendee: attendee() }));
    const listed = await rest('/v2/bookings');
    expect(listed.body.data.items.map((b: { uid: string }) => b.uid)).toContain(booked.uid);
    const viaTool = structured<{ items: { uid: string }[]; total: number }>(await call(client, 'list_bookings', { status: ['upcoming'] }));
    expect(viaTool.items.map((b) => b.uid)).toEqual([booked.uid]);

    const moved = structured<{ uid: string; start: string }>(await call(client, 'reschedule_booking', { uid: booked.uid, start: monday.at('11:00'), reason: 'Clash' }));
    expect(new Date(moved.start).toISOString()).toBe(new Date(monday.at('11:00')).toISOString());
    const cancelled = structured<{ status: string }>(await call(client, 'cancel_booking', { uid: moved.uid, reason: 'Ill' }));
    expect(cancelled.status).toBe('cancelled');
    expect((await rest(`/v2/bookings/${moved.uid}`)).body.data.status).toBe('cancelled');

    const created = structured<{ id: number }>(await call(client, 'create_event_type', { title: 'Intro', slug: 'intro', lengthMinutes: 15 }));
    expect((await rest(`/v2/event-types/${created.id}`)).body.data).toMatchObject({ title: 'Intro', lengthMinutes: 15 });
    const types = structured<{ items: { id: number }[] }>(await call(client, 'list_event_types'));
    expect(types.items.map((e) => e.id).sort()).toEqual([eventType.id, created.id].sort());

    const schedules = structured<{ items: unknown[]; total: number }>(await call(client, 'list_schedules'));
    expect(schedules).toEqual((await rest('/v2/schedules')).body.data);

    const { team } = await createTeam(t, { id: host.userId } as User);
    const teams = structured<{ items: { id: number; membership: { role: string } }[] }>(await call(client, 'list_teams'));
    expect(teams.items).toEqual([expect.objectContaining({ id: team.id, membership: expect.objectContaining({ role: 'OWNER', accepted: true }) })]);

    const busy = await call(client, 'get_busy_times', { start: monday.date, end: tuesday });
    expect(structured(busy)).toEqual({ busy: (await rest(`/v2/calendars/busy-times?start=${monday.date}&end=${tuesday}`)).body.data.items });
  });

  it('create_schedule sets a person’s availability up, as POST /v2/schedules does; it needs SCHEDULE_WRITE', async () => {
    const user = await createUser(t, { name: 'Agent Owner' });
    const { token } = await mcpToken({ user, scopes: ['SCHEDULE_READ', 'SCHEDULE_WRITE'] });
    const client = await connect(token);
    const created = structured<{ id: number; name: string; timeZone: string; isDefault: boolean; availability: unknown[] }>(
      await call(client, 'create_schedule', { name: 'Agent hours', timeZone: 'Europe/Berlin', availability: [{ days: ['monday', 'tuesday'], startTime: '10:00', endTime: '16:00' }] }),
    );
    expect(created).toMatchObject({ name: 'Agent hours', timeZone: 'Europe/Berlin', isDefault: true, availability: [{ days: ['monday', 'tuesday'], startTime: '10:00', endTime: '16:00' }] });
    expect(structured<{ items: { id: number }[] }>(await call(client, 'list_schedules')).items.map((s) => s.id)).toEqual([created.id]);
    // The REST route's rule and message: a range that ends before it starts.
    const refused = await call(client, 'create_schedule', { name: 'Wrong', availability: [{ days: ['monday'], startTime: '17:00', endTime: '09:00' }] });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain('ends before it starts');
    const readOnly = await mcpToken({ user, scopes: ['SCHEDULE_READ'] });
    const denied = await rpc(readOnly.token, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'create_schedule', arguments: { name: 'X' } } }).expect(403);
    expect(denied.headers['www-authenticate']).toMatch(/error="insufficient_scope", scope="SCHEDULE_WRITE"/);
  });

  it("cancels and reschedules only the person's own bookings", async () => {
    const { eventType, monday } = await bookableHost(t);
    const someone = await mcpToken({ scopes: ['BOOKING_WRITE'] });
    const client = await connect(someone.token);
    const booked = structured<{ uid: string }>(await call(client, 'book_slot', { eventTypeId: eventType.id, start: monday.at('10:00'), attendee: attendee() }));
    const cancel = await call(client, 'cancel_booking', { uid: booked.uid });
    expect(cancel).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Booking not found.' }] });
    const reschedule = await call(client, 'reschedule_booking', { uid: booked.uid, start: monday.at('11:00') });
    expect(reschedule.isError).toBe(true);
  });

  it('answers each of many requests in flight at once, with alike JSON-RPC ids, for its own caller with its own id', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, n) => createUser(t, { name: `Caller ${n}` })));
    const tokens = await Promise.all(people.map((user) => mcpToken({ user, scopes: ['PROFILE_READ'] })));
    // Every client numbers its requests from 1; the answers must not cross. Each profile read
    // waits until all 18 calls are inside the server, so all are in flight at once.
    const users = t.app.get(UsersService);
    const read = users.findById.bind(users);
    const held: (() => void)[] = [];
    const spy = jest.spyOn(users, 'findById').mockImplementation(async (id) => {
      await new Promise<void>((go) => {
        held.push(go);
        if (held.length === 18) held.forEach((release) => release());
      });
      return read(id);
    });
    const answers = await Promise.all(
      tokens.flatMap((token, n) => [1, 1, 2].map((id) => rpc(token.token, { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_profile' } }).then((res) => ({ n, id, res })))),
    );
    for (const { n, id, res } of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ jsonrpc: '2.0', id, result: { structuredContent: { name: `Caller ${n}`, email: people[n].email } } });
    }
    spy.mockRestore();
  });

  it('bad arguments are a tool error with the messages of the REST 422', async () => {
    const { token } = await mcpToken({ scopes: ['EVENT_TYPE_WRITE'], audience: '' });
    const client = await connect(token);
    const bad = { title: '', slug: 'Not A Slug', lengthMinutes: 0, surprise: true };
    const result = await call(client, 'create_event_type', bad);
    const viaRest = await request(t.url).post('/v2/event-types').set('Authorization', `Bearer ${token}`).send(bad).expect(422);
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: viaRest.body.error.message }]);
    expect(viaRest.body.error.message).toMatch(/lengthMinutes must be at least 1/);

    const wrongType = await call(client, 'find_available_slots', { eventTypeId: 'seven', start: 'soon', end: 3 });
    expect(wrongType.isError).toBe(true);
    expect((wrongType.content as { text: string }[])[0].text).toMatch(/eventTypeId must be the id of an event type.*start must be an ISO 8601/);
  });

  it('a call beyond the token’s scopes is 403 insufficient_scope naming the scope and the resource metadata', async () => {
    const { token } = await mcpToken({ scopes: ['PROFILE_READ'] });
    const res = await rpc(token, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_bookings', arguments: {} } }).expect(403);
    expect(res.headers['www-authenticate']).toBe(
      `Bearer realm="api", error="insufficient_scope", scope="BOOKING_READ", resource_metadata="${t.config.urls.baseUrl}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32000, message: 'The access token lacks the scope this endpoint needs: BOOKING_READ.', data: { status: 403, code: 'insufficient_scope' } },
    });
    // The SDK's client sees the same refusal.
    await expect((await connect(token)).callTool({ name: 'list_bookings', arguments: {} })).rejects.toThrow(/403|insufficient_scope/);
  });

  it('counts calls against the token’s per-minute limit and logs each tool call with its app, never the token', async () => {
    const { token, clientId, user } = await mcpToken({ scopes: ['PROFILE_READ'] });
    const res = await rpc(token, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }).expect(200);
    expect(res.headers['ratelimit-limit']).toBe('100000');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(100000);
    expect(res.body.result).toMatchObject({ structuredContent: { id: user.id }, content: [{ type: 'text' }] });
    // In the request's own line, not a second one.
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/mcp' }), tool: 'get_profile', userId: user.id, clientId, outcome: 'ok' }));
    expect(t.logs.filter((line) => line.clientId === clientId)).toHaveLength(1);
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it('without a token: 401 naming the tools’ scopes and the resource metadata, whatever the method', async () => {
    const res = await rpc(undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(401);
    const challenge = `Bearer realm="api", scope="${MCP_FIRST_SCOPES.join(' ')}", resource_metadata="${t.config.urls.baseUrl}/.well-known/oauth-protected-resource/mcp"`;
    expect(res.headers['www-authenticate']).toBe(challenge);
    // A client that probes with GET (mcp-remote) gets the same challenge, not the 405 a token gets.
    expect((await request(t.url).get('/mcp').set('Accept', 'application/json, text/event-stream').expect(401)).headers['www-authenticate']).toBe(challenge);
    expect((await request(t.url).delete('/mcp').expect(401)).headers['www-authenticate']).toBe(challenge);
    // The personal scopes only: what a self-registered client may be granted under the default
    // policy. Asking for a team scope there would stop the authorization (invalid_scope).
    expect(MCP_FIRST_SCOPES).toEqual(['PROFILE_READ', 'EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE', 'BOOKING_READ', 'BOOKING_WRITE', 'APPS_READ']);
  });

  it('refuses a revoked token and a token for the REST API', async () => {
    const live = await mcpToken({ scopes: ['PROFILE_READ'] });
    await rpc(live.token, { jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(200);
    await t.app.get(GrantsService).revoke(live.grantId, 'user_revoked');
    const revoked = await rpc(live.token, { jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(401);
    expect(revoked.headers['www-authenticate']).toMatch(/error="invalid_token"/);

    const forRest = await issueAccessToken(t, { user: await createUser(t), scopes: ['PROFILE_READ'] });
    const res = await rpc(forRest.token, { jsonrpc: '2.0', id: 1, method: 'tools/list' }).expect(401);
    expect(res.body.error.message).toMatch(/for .*\/v2, not .*\/mcp/);
  });

  it('answers protocol mistakes with JSON-RPC errors, never a 5xx', async () => {
    const { token } = await mcpToken({ scopes: ['PROFILE_READ'] });
    const broken = await request(t.url).post('/mcp').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').set('Accept', 'application/json, text/event-stream').send('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'The request body is not valid JSON.', data: { status: 400, code: 'invalid_json' } } });

    const notRpc = await rpc(token, { hello: 'world' });
    expect(notRpc.status).toBe(400);
    expect(notRpc.body).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });

    const unknownMethod = await rpc(token, { jsonrpc: '2.0', id: 2, method: 'tools/explode' }).expect(200);
    expect(unknownMethod.body).toMatchObject({ id: 2, error: { code: -32601 } });

    const unknownTool = await rpc(token, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'drop_tables', arguments: {} } }).expect(200);
    expect(unknownTool.body).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Unknown tool: drop_tables. tools/list names them.' } });

    // Malformed params: invalid params (-32602) in one line, never -32603 with a validation dump.
    for (const [params, message] of [
      [{ name: 'get_profile', arguments: null }, /^params.arguments must be an object/],
      [{ name: 'get_profile', arguments: [1] }, /^params.arguments must be an object/],
      [{ arguments: {} }, /^params.name must be/],
      ['get_profile', /^params must be an object/],
    ] as const) {
      const bad = await rpc(token, { jsonrpc: '2.0', id: 'x', method: 'tools/call', params }).expect(200);
      expect(bad.body).toEqual({ jsonrpc: '2.0', id: 'x', error: { code: -32602, message: expect.stringMatching(message) } });
      expect(bad.body.error.message).not.toContain('\n');
    }
    // A batch: MCP removed them; an invalid request (-32600), not a parse error.
    const batch = await rpc(token, [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'tools/list' }]).expect(400);
    expect(batch.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('batches are not supported'), data: { status: 400, code: 'invalid_json' } } });

    const unknownArgs = await rpc(token, { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_profile', arguments: { extra: 1 } } }).expect(200);
    expect(unknownArgs.body.result).toMatchObject({ isError: true, content: [{ text: 'property extra should not exist' }] });

    for (const method of ['get', 'delete'] as const) {
      const refused = await request(t.url)[method]('/mcp').set('Authorization', `Bearer ${token}`);
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe('OPTIONS, POST');
      expect(refused.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000, data: { status: 405, code: 'method_not_allowed' } } });
    }
  });

  it('refuses web origins it does not know (the transport rule on Origin); no Origin, its own, or a listed one pass', async () => {
    const { token } = await mcpToken({ scopes: ['PROFILE_READ'] });
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const refused = await rpc(token, list).set('Origin', 'https://evil.example').expect(403);
    expect(refused.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32000, message: expect.stringContaining('MCP_ALLOWED_ORIGINS'), data: { status: 403, code: 'forbidden' } } });
    // Refused before the token is read: no token is no different.
    await rpc(undefined, list).set('Origin', 'https://evil.example').expect(403);
    const preflight = await request(t.url).options('/mcp').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST').expect(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    await rpc(token, list).expect(200);
    await rpc(token, list).set('Origin', t.url).expect(200);
    await rpc(token, list).set('Origin', 'https://agent.example').expect(200);
    await rpc(token, list).set('Origin', 'https://AGENT.example:443').expect(200);
    await rpc(token, list).set('Origin', 'https://agent.example:8443').expect(403);
    await rpc(token, list).set('Origin', 'null').expect(403);
  });

  it('lets browser MCP clients it allows send and read the protocol headers', async () => {
    const res = await request(t.url)
      .options('/mcp')
      .set('Origin', 'https://agent.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type, mcp-protocol-version, mcp-session-id')
      .expect(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/MCP-Protocol-Version/);
    expect(res.headers['access-control-allow-headers']).toMatch(/Mcp-Session-Id/);
    expect(res.headers['access-control-allow-origin']).toBe('https://agent.example');
    const post = await rpc(undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' }).set('Origin', 'https://agent.example').expect(401);
    expect(post.headers['access-control-expose-headers']).toMatch(/Mcp-Session-Id/);
    expect(post.headers['access-control-expose-headers']).toMatch(/WWW-Authenticate/);
  });
});
