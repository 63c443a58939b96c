import request from 'supertest';
import { User, UserRole } from '../../src/accounts/user.entity';
import { UsersService } from '../../src/accounts/users.service';
import { ClientReviewService } from '../../src/oauth/client-review/client-review.service';
import { ClientsService } from '../../src/oauth/clients/clients.service';
import type { TestApp } from '../setup/test-app';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

export interface UserInput {
  email?: string;
  name?: string;
  password?: string;
  role?: UserRole;
  timeZone?: string;
}

export async function createUser(t: TestApp, input: UserInput = {}): Promise<User> {
  sequence += 1;
  return t.app.get(UsersService).create({
    email: input.email ?? `person${sequence}@example.com`,
    name: input.name ?? `Person ${sequence}`,
    password: input.password ?? DEFAULT_PASSWORD,
    role: input.role,
    timeZone: input.timeZone,
  });
}

export const createAdmin = (t: TestApp, input: UserInput = {}) => createUser(t, { ...input, role: 'admin' });

/** An agent (cookie jar) signed in as the user through the JSON login, as a script would. */
export async function signIn(t: TestApp, user: { email: string }, password = DEFAULT_PASSWORD): Promise<request.Agent> {
  const agent = t.http();
  await agent.post('/auth/login').send({ email: user.email, password }).expect(204);
  return agent;
}

/** The `_csrf` value of the first form on a page. */
export function csrfFrom(page: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('No _csrf field on this page');
  return match[1];
}

/** The `Set-Cookie` headers of a response, as an array. */
export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
}

export interface ClientOptions {
  name?: string;
  type?: 'confidential' | 'public';
  redirectUris?: string[];
  scopes?: string[];
  websiteUri?: string;
}

/** A client registered by `owner` (created if not given), still pending review. */
export async function createClient(t: TestApp, options: ClientOptions & { owner?: User } = {}) {
  const owner = options.owner ?? (await createUser(t));
  const { client, secret } = await t.app.get(ClientsService).create(
    { kind: 'user', userId: owner.id },
    {
      name: options.name ?? 'Acme Scheduler',
      type: options.type ?? 'confidential',
      redirectUris: options.redirectUris ?? ['https://app.example.com/callback'],
      scopes: options.scopes ?? ['BOOKING_READ', 'PROFILE_READ'],
      websiteUri: options.websiteUri ?? 'https://app.example.com',
    },
  );
  return { client, secret, owner };
}

/** A client an administrator has approved: usable at once. */
export async function createApprovedClient(t: TestApp, options: ClientOptions & { owner?: User } = {}) {
  const created = await createClient(t, options);
  const client = await t.app.get(ClientReviewService).review({ kind: 'system' }, created.client.clientId, 'approve');
  return { ...created, client };
}
