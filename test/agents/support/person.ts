import type request from 'supertest';
import type { User } from '../../../src/accounts/user.entity';
import { createAdmin, createUser, signIn } from '../../factories';
import { createTeam } from '../../factories/teams';
import type { TestApp } from '../../setup/test-app';

export interface Visit {
  /** The status of the last response from the server. */
  status: number;
  /** The last page the server showed (the consent page, when the person answered one). */
  page?: string;
  /** Where the server sent the browser off its own origin: the agent's redirect URI, not loaded here. */
  landing?: URL;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescape = (value: string) => value.replace(/&(amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]);

/** The hidden fields of the consent form, as a browser submits them. */
function formFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[name] = unescape(value);
  return fields;
}

/**
 * A signed-in person's browser given an authorization URL by an agent: it follows the server's
 * redirects within the server (a default endpoint at the root sends on to the real one), answers
 * a consent page with `decision`, and stops where the server sends it elsewhere: the agent's
 * redirect URI, which the spec then hands to the agent.
 */
export async function visitAuthorization(t: TestApp, browser: request.Agent, url: URL, decision: 'allow' | 'deny' = 'allow'): Promise<Visit> {
  const server = new URL(t.url).origin;
  let at = url;
  let page: string | undefined;
  for (let hops = 0; hops < 5; hops += 1) {
    if (at.origin !== server) return { status: 303, page, landing: at };
    const res = await browser.get(at.pathname + at.search).redirects(0);
    if (res.status >= 300 && res.status < 400) {
      at = new URL(res.headers.location as string, at);
      continue;
    }
    page = res.text;
    if (res.status !== 200 || !page.includes('name="decision"')) return { status: res.status, page };
    const answer = await browser.post('/auth/oauth2/authorize').type('form').send({ ...formFields(page), decision }).redirects(0);
    if (answer.status !== 303) return { status: answer.status, page: answer.text };
    at = new URL(answer.headers.location as string, at);
  }
  throw new Error(`More than 5 redirects from ${url.href}`);
}

/** Where the browser was sent back to the agent; else fails with the page the person saw instead. */
export function backToAgent(visit: Visit): URL {
  if (visit.landing) return visit.landing;
  const text = (visit.page ?? '').replace(/<(style|script)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  throw new Error(`The person was shown a ${visit.status} page instead of being sent back to the agent: ${text.slice(0, 400)}`);
}

/** An administrator's actions, through the admin API as the admin pages call it. */
export class Administrator {
  constructor(private readonly browser: request.Agent) {}

  /** The self-registered clients waiting in the review queue, by client_id. */
  async pending(): Promise<string[]> {
    const res = await this.browser.get('/v2/admin/oauth-clients?status=pending').expect(200);
    return (res.body.data.items as { clientId: string }[]).map((c) => c.clientId);
  }

  async approve(clientId: string): Promise<void> {
    await this.browser.post(`/v2/admin/oauth-clients/${encodeURIComponent(clientId)}/approve`).send({}).expect(200);
  }

  /** Adds scopes to what the registration policy lets self-registered clients have. */
  async allowScopes(...scopes: string[]): Promise<void> {
    const { dynamicRegistration, metadataDocuments, scopes: before, autoApproveHosts } = (await this.browser.get('/v2/admin/registration-policy').expect(200)).body.data;
    const policy = { dynamicRegistration, metadataDocuments, scopes: [...new Set([...before, ...scopes])], autoApproveHosts };
    await this.browser.put('/v2/admin/registration-policy').send(policy).expect(200);
  }
}

/**
 * Who an agent meets on a fresh server: an administrator, and a person with a team (so that
 * `list_teams` has something to show), signed in in their browser.
 */
export async function meetPeople(t: TestApp): Promise<{ admin: Administrator; person: User; browser: request.Agent }> {
  const admin = new Administrator(await signIn(t, await createAdmin(t)));
  const person = await createUser(t);
  await createTeam(t, person, { name: 'Support desk' });
  return { admin, person, browser: await signIn(t, person) };
}
