import type { EntityManager } from 'typeorm';

/**
 * Told, inside the transaction that revoked them, that an app no longer acts for a person (their
 * last live grant was revoked: on the apps page, by RFC 7009 revocation, by reuse detection) or
 * for anyone (the client was suspended). What the app set up for them ends with it: `webhooks/`
 * provides this and deletes their webhooks. Declared here so that the grants import no feature;
 * the app module (and the CLI, which suspends clients too) wires the provider. Deleting a client
 * needs no call: the webhooks' foreign key cascades.
 */
export interface AppAccessEnded {
  /** `userId` absent: every person the app acted for. */
  accessEnded(m: EntityManager, clientId: string, userId?: number): Promise<void>;
}
export const APP_ACCESS_ENDED = Symbol('AppAccessEnded');
