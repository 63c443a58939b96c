import request from 'supertest';
import { User, UserRole } from '../../src/accounts/user.entity';
import { UsersService } from '../../src/accounts/users.service';
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
