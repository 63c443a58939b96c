import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { randomToken } from '../../common/crypto/tokens';
import { NotFoundError } from '../../common/errors/domain-errors';
import type { Scope } from '../../scopes/scope-catalogue';
import { checkName, checkOptionalUri, checkRedirectUris, checkScopes } from './client-rules';
import { ClientSecret } from './client-secret.entity';
import { statusAfterEdit } from './client-status';
import { ClientType, OAuthClient } from './client.entity';
import { RevocationEvents } from '../revocation/revocation-events';
import { newClientSecret } from './secret-format';

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
  ) {}

  /** Registers a client. It starts `pending`: nobody can use it until an administrator approves it. */
  create(actor: Actor & { userId: number }, input: ClientInput): Promise<CreatedClient> {
    const values = {
      name: checkName(input.name),
      redirectUris: checkRedirectUris(input.redirectUris),
      scopes: checkScopes(input.scopes),
      logoUri: checkOptionalUri('The logo URI', input.logoUri),
      websiteUri: checkOptionalUri('The website URI', input.websiteUri),
    };
    return this.insert(actor, { ...values, ownerId: actor.userId, type: input.type, status: 'pending', legacy: false });
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

  /** Inserts the client and, for a confidential one, its first secret; both audited, in one transaction. */
  private insert(actor: Actor, values: Partial<OAuthClient>): Promise<CreatedClient> {
    return this.dataSource.transaction(async (manager) => {
      // 144 random bits: client IDs are public, so they need to be unique, not secret.
      const clientId = randomToken('', 18);
      await manager.insert(OAuthClient, manager.create(OAuthClient, { ...values, clientId }));
      const subject = { subjectType: 'oauth_client', subjectId: clientId };
      await this.audit.record(actor, { action: 'client.created', ...subject, details: { name: values.name, legacy: values.legacy } }, manager);
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
   * Applies an owner's edit. Selecting scopes on a legacy client migrates it (it stops being
   * legacy; tokens issued before keep working). Edits to what was reviewed send it back to review.
   */
  async update(actor: Actor & { userId: number }, clientId: string, changes: ClientChanges): Promise<{ client: OAuthClient; returnedToReview: boolean }> {
    const result = await this.dataSource.transaction(async (manager) => {
      const client = await this.getOwned(actor.userId, clientId, manager);
      const next = {
        name: changes.name === undefined ? client.name : checkName(changes.name),
        redirectUris: changes.redirectUris === undefined ? client.redirectUris : checkRedirectUris(changes.redirectUris),
        scopes: changes.scopes === undefined ? client.scopes : checkScopes(changes.scopes),
        logoUri: changes.logoUri === undefined ? client.logoUri : checkOptionalUri('The logo URI', changes.logoUri),
        websiteUri: changes.websiteUri === undefined ? client.websiteUri : checkOptionalUri('The website URI', changes.websiteUri),
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => !sameValue(client[k], next[k]));
      const migratesLegacy = client.legacy && changes.scopes !== undefined;
      const widened = !client.legacy && next.scopes.some((s: Scope) => !client.scopes.includes(s));
      const needsReview = widened || changed.some((k) => k !== 'scopes');
      const status = statusAfterEdit(client.status, needsReview);
      const returnedToReview = status !== client.status;
      await manager.update(
        OAuthClient,
        { clientId },
        {
          ...next,
          status,
          legacy: client.legacy && !migratesLegacy,
          revision: changed.length > 0 || migratesLegacy ? client.revision + 1 : client.revision,
          ...(returnedToReview ? { statusReason: null } : {}),
        },
      );
      const subject = { subjectType: 'oauth_client', subjectId: clientId };
      await this.audit.record(actor, { action: 'client.updated', ...subject, details: { changed, migratedFromLegacy: migratesLegacy } }, manager);
      if (returnedToReview) {
        await this.audit.record(actor, { action: 'client.returned_to_review', ...subject, details: { from: client.status } }, manager);
      }
      return { client: await manager.findOneByOrFail(OAuthClient, { clientId }), returnedToReview };
    });
    if (result.returnedToReview) this.revocations.revoked(); // a client in review cannot be used
    return result;
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

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v) => b.includes(v));
  return a === b;
}
