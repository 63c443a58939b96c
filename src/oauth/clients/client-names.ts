import { type EntityManager, In } from 'typeorm';
import { OAuthClient } from './client.entity';

/**
 * The names of these clients, by client id (one missing: deleted since), for what names the app
 * that did something (the booking an app created says which). Asked of the clients' owner, in the
 * caller's transaction when it has one.
 */
export async function clientNames(m: EntityManager, clientIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const rows = await m.find(OAuthClient, { select: { clientId: true, name: true }, where: { clientId: In(ids) } });
  return new Map(rows.map((c) => [c.clientId, c.name]));
}
