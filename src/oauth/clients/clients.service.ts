import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { randomToken } from '../../common/crypto/tokens';
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from '../../common/errors/domain-errors';
import { checkName, checkOptionalUri, checkRedirectUris, checkScopes } from './client-rules';
import { ClientSecret } from './client-secret.entity';
import { refuseHeldChangeWhileSuspended, statusAfterEdit } from './client-status';
import { ClientValues, heldFields, heldOf, PendingChange, sameHeld, sameValue, splitEdit } from './pending-change';
import { ClientType, OAuthClient } from './client.entity';
import { RevocationEvents } from '../revocation/revocation-events';
import { GrantsService } from '../grants/grants.service';
import { newClientSecret } from './secret-format';
import { violates } from '../../database/db-errors';
import { sql } from '../../database/sql';

/** The advisory lock key that serialises self-registrations against the pending bound (an arbitrary constant of ours). */
const SELF_REGISTERED_QUEUE_LOCK = 7_591_001;

/** Too many self-registered clients already wait for review: registration is refused until some are reviewed. */
export class ReviewQueueFullError extends TooManyRequestsError {
  constructor() {
    super('Too many self-registered clients are waiting for an administrator\'s review; no more can register until some are reviewed. Try again later.', 3600);
  }
}

export interface ClientInput {
  name: string;
  redirectUris: string[];
  scopes: string[];
  type: ClientType;
  logoUri?: string | null;
  websiteUri?: string | null;
}

export type ClientChanges = Partial<Omit<ClientInput, 'type'>>;

export interface CreatedClient {
  client: OAuthClient;
  /** The first secret of a confidential client, in clear: shown this once. */
  secret?: string;
}

/** An owner's clients: registration, edits that may need a new review, deletion. */
@Injectable()
export class ClientsService {
  constructor(
    @InjectRepository(OAuthClient) private readonly clients: Repository<OAuthClient>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
    private readonly grants: GrantsService,
  ) {}

  /** Registers a client. It starts `pending`: nobody can use it until an administrator approves it. */
  create(actor: Actor & { userId: number }, input: ClientInput, registrationKey?: string): Promise<CreatedClient> {
    const values = {
      name: checkName(input.name),
      redirectUris: checkRedirectUris(input.redirectUris),
      scopes: checkScopes(input.scopes),
      logoUri: checkOptionalUri('The logo URI', input.logoUri),
      websiteUri: checkOptionalUri('The website URI', input.websiteUri),
    };
    return this.insert(actor, { ...values, ownerId: actor.userId, type: input.type, status: 'pending', legacy: false, registrationKey });
  }

  /**
   * Registers a client from a form that carries a one-time key. The first submission creates it; a
   * repeat (a reload of the page that answered, a double click, two tabs) finds that client and
   * creates nothing, so no second client waits in the review queue. A repeat has no secret to give:
   * the first secret is shown once, to the submission that created it.
   */
  async register(actor: Actor & { userId: number }, input: ClientInput, registrationKey: string): Promise<CreatedClient & { repeated: boolean }> {
    const earlier = await this.registeredWith(actor.userId, registrationKey);
    if (earlier) return { client: earlier, repeated: true };
    try {
      return { ...(await this.create(actor, input, registrationKey)), repeated: false };
    } catch (error) {
      // Two submissions at once: the other one's transaction committed first.
      const raced = violates(error, 'oauth_clients_owner_registration_key') ? await this.registeredWith(actor.userId, registrationKey) : null;
      if (!raced) throw error;
      return { client: raced, repeated: true };
    }
  }

  private registeredWith(ownerId: number, registrationKey: string): Promise<OAuthClient | null> {
    return this.clients.findOneBy({ ownerId, registrationKey });
  }

  /**
   * A client from before scopes existed, created by an operator: approved (it is already in use),
   * confidential, no scopes; its tokens are unrestricted until the owner selects scopes.
   */
  createLegacy(actor: Actor, ownerId: number, input: { name: string; redirectUris: string[]; websiteUri?: string }) {
    return this.insert(actor, {
      name: checkName(input.name),
      redirectUris: checkRedirectUris(input.redirectUris),
      scopes: [],
      logoUri: null,
      websiteUri: checkOptionalUri('The website URI', input.websiteUri),
      ownerId,
      type: 'confidential',
      status: 'approved',
      legacy: true,
    });
  }

  /**
   * A client that registered itself (RFC 7591, or its Client ID Metadata Document, whose URL is its
   * `client_id`): no owner, values already checked by the caller against the registration policy.
   * It starts pending unless the policy counts it as reviewed. At most `pendingMax` such clients
   * wait in the queue at once: anyone can register, and a queue nobody can read through is a queue
   * nobody reviews. The count and the insert are one step: a transaction-scoped advisory lock
   * makes concurrent registrations take turns, so a burst cannot slip past the bound together.
   */
  createSelfRegistered(
    actor: Actor,
    values: Pick<OAuthClient, 'name' | 'redirectUris' | 'scopes' | 'type' | 'logoUri' | 'websiteUri' | 'status'> & { kind: 'dynamic' | 'metadata_document'; clientId?: string },
    pendingMax: number,
  ): Promise<CreatedClient> {
    const row = { ...values, ownerId: null, legacy: false, ...(values.status === 'approved' ? { reviewedAt: new Date() } : {}) };
    return this.insert(actor, row, async (manager) => {
      if (values.status !== 'pending') return;
      await sql(manager, `SELECT pg_advisory_xact_lock($1)`, [SELF_REGISTERED_QUEUE_LOCK]);
      const { rows } = await sql<{ n: number }>(manager, `SELECT count(*)::int AS n FROM oauth_clients WHERE status = 'pending' AND kind <> 'registered'`);
      if (rows[0].n >= pendingMax) throw new ReviewQueueFullError();
    });
  }

  /** Inserts the client and, for a confidential one, its first secret; both audited, in one transaction. */
  private insert(actor: Actor, values: Partial<OAuthClient>, before?: (manager: EntityManager) => Promise<void>): Promise<CreatedClient> {
    return this.dataSource.transaction(async (manager) => {
      await before?.(manager);
      const clientId = values.clientId ?? newClientId();
      await manager.insert(OAuthClient, manager.create(OAuthClient, { ...values, clientId }));
      const subject = { subjectType: 'oauth_client', subjectId: clientId };
      const details = { name: values.name, legacy: values.legacy, ...(values.kind ? { kind: values.kind, status: values.status } : {}) };
      await this.audit.record(actor, { action: 'client.created', ...subject, details }, manager);
      let secret: string | undefined;
      if (values.type === 'confidential') {
        const created = newClientSecret();
        const row = await manager.save(ClientSecret, manager.create(ClientSecret, { clientId, secretHash: created.hash, hint: created.hint }));
        await this.audit.record(actor, { action: 'client_secret.created', ...subject, details: { secretId: row.id, hint: created.hint } }, manager);
        secret = created.secret;
      }
      return { client: await manager.findOneByOrFail(OAuthClient, { clientId }), secret };
    });
  }

  listOwned(ownerId: number): Promise<OAuthClient[]> {
    return this.clients.find({ where: { ownerId }, order: { createdAt: 'DESC' } });
  }

  /** Another person's client is "not found": its existence is not theirs to learn. */
  async getOwned(ownerId: number, clientId: string, manager?: EntityManager): Promise<OAuthClient> {
    const client = await (manager ?? this.clients.manager).findOne(OAuthClient, {
      where: { clientId, ownerId },
      lock: manager ? { mode: 'pessimistic_write' } : undefined,
    });
    if (!client) throw new NotFoundError('No such OAuth client.');
    return client;
  }

  /**
   * Applies an owner's edit. The edit is made to the version the owner sees: the live client with
   * its pending change laid over it, so fields the edit leaves out keep what was proposed. On a
   * pending or rejected client it applies at once (a rejected one goes back to review). On an
   * approved client, what cannot widen access applies at once and what needs review replaces the
   * pending change (`splitEdit`); the live client, its tokens and its consent page stay as approved.
   * Selecting scopes on a legacy client migrates it (it stops being legacy; tokens issued before keep working).
   */
  async update(actor: Actor & { userId: number }, clientId: string, changes: ClientChanges): Promise<{ client: OAuthClient; outcome: EditOutcome }> {
    // A partial update lets a field be left out, and `@IsOptional()` lets null through with it; only
    // the two addresses may be null (removed), so the other fields' null is refused here, not met by a rule that expects a value.
    for (const field of ['name', 'redirectUris', 'scopes'] as const) {
      if ((changes as Record<string, unknown>)[field] === null) throw new ValidationError(`${field} must not be null; leave it out to keep it as it is.`);
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const client = await this.getOwned(actor.userId, clientId, manager);
      const base = { ...liveValues(client), ...(client.pendingChange ? heldOf(client.pendingChange) : {}) };
      const proposed: ClientValues = {
        name: changes.name === undefined ? base.name : checkName(changes.name),
        redirectUris: changes.redirectUris === undefined ? base.redirectUris : checkRedirectUris(changes.redirectUris),
        scopes: changes.scopes === undefined ? base.scopes : checkScopes(changes.scopes),
        logoUri: changes.logoUri === undefined ? base.logoUri : checkOptionalUri('The logo URI', changes.logoUri),
        websiteUri: changes.websiteUri === undefined ? base.websiteUri : checkOptionalUri('The website URI', changes.websiteUri),
      };
      const migratesLegacy = client.legacy && changes.scopes !== undefined;
      const holds = client.status === 'approved' || client.status === 'suspended';
      const { live, held } = holds ? splitEdit(liveValues(client), proposed, { legacy: client.legacy }) : { live: proposed, held: {} };
      const keepsPending = client.pendingChange !== null && sameHeld(heldOf(client.pendingChange), held);
      const hasHeld = heldFields(held).length > 0;
      if (client.status === 'suspended' && hasHeld && !keepsPending) refuseHeldChangeWhileSuspended();

      const changed = (Object.keys(live) as (keyof ClientValues)[]).filter((k) => !sameValue(client[k], live[k]));
      const pendingChanged = !keepsPending && (hasHeld || client.pendingChange !== null);
      const revision = changed.length > 0 || migratesLegacy || pendingChanged ? client.revision + 1 : client.revision;
      const status = statusAfterEdit(client.status);
      const pendingChange: PendingChange | null = keepsPending ? client.pendingChange : hasHeld ? { ...held, revision, submittedAt: new Date().toISOString() } : null;
      await manager.update(
        OAuthClient,
        { clientId },
        {
          ...live,
          status,
          legacy: client.legacy && !migratesLegacy,
          revision,
          pendingChange,
          ...(pendingChange && !keepsPending ? { changeRejection: null } : {}),
          ...(status !== client.status ? { statusReason: null } : {}),
        },
      );
      // Scopes removed from a registered client leave every grant and token it holds at once (a
      // legacy client's grants are unrestricted: selecting scopes migrates it, and narrows nothing).
      const narrowed = client.kind === 'registered' && !client.legacy && client.scopes.some((s) => !live.scopes.includes(s));
      if (narrowed) await this.grants.narrowToClientScopes(clientId, live.scopes, manager);
      const subject = { subjectType: 'oauth_client', subjectId: clientId };
      if (changed.length > 0 || migratesLegacy) {
        await this.audit.record(actor, { action: 'client.updated', ...subject, details: { changed, migratedFromLegacy: migratesLegacy } }, manager);
      }
      if (pendingChanged && pendingChange) {
        const details = { revision, fields: heldFields(pendingChange), replaced: client.pendingChange?.revision ?? null };
        await this.audit.record(actor, { action: 'client.change_submitted', ...subject, details }, manager);
      } else if (pendingChanged && client.pendingChange) {
        // The owner put every held field back to its live value: nothing is left to review.
        await this.audit.record(actor, { action: 'client.change_withdrawn', ...subject, details: { revision: client.pendingChange.revision } }, manager);
      }
      if (status !== client.status) {
        await this.audit.record(actor, { action: 'client.returned_to_review', ...subject, details: { from: client.status } }, manager);
      }
      const outcome: EditOutcome = status !== client.status ? 'returned_to_review' : pendingChange && !keepsPending ? 'held' : 'saved';
      return { client: await manager.findOneByOrFail(OAuthClient, { clientId }), outcome, narrowed };
    });
    // A client in review cannot be used; a narrowed one's cached tokens must show their new scopes.
    if (result.outcome === 'returned_to_review' || result.narrowed) this.revocations.revoked();
    return result;
  }

  /** The owner takes back their pending change: the live client stays as it is. 409 when there is none. */
  async withdrawChange(actor: Actor & { userId: number }, clientId: string): Promise<OAuthClient> {
    return this.dataSource.transaction(async (manager) => {
      const client = await this.getOwned(actor.userId, clientId, manager);
      if (!client.pendingChange) throw new ConflictError('This client has no pending change to withdraw.');
      await manager.update(OAuthClient, { clientId }, { pendingChange: null, revision: client.revision + 1 });
      const details = { revision: client.pendingChange.revision, fields: heldFields(client.pendingChange) };
      await this.audit.record(actor, { action: 'client.change_withdrawn', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
      return manager.findOneByOrFail(OAuthClient, { clientId });
    });
  }

  /** Deletes a client with its secrets (and, through the database, every grant and token issued to it). */
  async delete(actor: Actor & { userId: number }, clientId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const client = await this.getOwned(actor.userId, clientId, manager);
      await manager.delete(OAuthClient, { clientId });
      await this.audit.record(actor, { action: 'client.deleted', subjectType: 'oauth_client', subjectId: clientId, details: { name: client.name } }, manager);
    });
    this.revocations.revoked();
  }
}

/** What an edit did: applied (`saved`), held a change for review (`held`), or sent a rejected client back to review. */
export type EditOutcome = 'saved' | 'held' | 'returned_to_review';

export const liveValues = (c: OAuthClient): ClientValues => ({
  name: c.name,
  logoUri: c.logoUri,
  websiteUri: c.websiteUri,
  redirectUris: c.redirectUris,
  scopes: c.scopes,
});

/**
 * 144 random bits, base64url: client IDs are public, so they need to be unique, not secret. One
 * that would begin with `-` is drawn again: command lines (ours included) would read it as an
 * option. That costs less than one bit.
 */
export function newClientId(): string {
  for (;;) {
    const id = randomToken('', 18);
    if (!id.startsWith('-')) return id;
  }
}
