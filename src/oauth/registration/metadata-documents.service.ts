import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { violates } from '../../common/api/db-errors';
import { DomainError, ValidationError } from '../../common/errors/domain-errors';
import { FetchFailedError, guardedFetch, UnsafeUrlError } from '../../common/net/guarded-fetch';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OAuthClient } from '../clients/client.entity';
import { ClientsService, liveValues } from '../clients/clients.service';
import { heldFields, heldOf, type PendingChange, sameHeld, sameValue, splitEdit } from '../clients/pending-change';
import { RevocationEvents } from '../revocation/revocation-events';
import { DOCUMENT_MAX_BYTES, type DocumentClient, freshFor, isMetadataDocumentId, readMetadataDocument } from './metadata-document';
import type { RegistrationPolicy } from './registration-policy';
import { RegistrationPolicyService } from './registration-policy.service';

/** A metadata document that cannot be used: shown to the person at the authorization page, never sent to a redirect URI. */
export class MetadataDocumentError extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_client_metadata';
}

/**
 * Client ID Metadata Documents (IETF draft, as the MCP authorization specification uses them):
 * a `client_id` that is an https URL names a document describing the client. The first use
 * registers a public client of kind `metadata_document` (pending unless the policy approves its
 * host); a later fetch that changes what was reviewed (its name, new redirect URIs, new scopes)
 * waits as a pending change, as an owner's edit does, while removals apply at once. So the
 * redirect URIs a code may go to are always within the document's.
 *
 * Fetched with the outbound rules of every URL given to us (public addresses only unless
 * OUTBOUND_ALLOW_PRIVATE_HOSTS, 5 s, 64 KB, no redirects: the document must be at its own URL),
 * and reused as its Cache-Control allows, at most a day, on this instance.
 */
@Injectable()
export class MetadataDocumentsService {
  private readonly fetch: typeof fetch;
  private readonly fresh = new LRUCache<string, true>({ max: 10_000 });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly policy: RegistrationPolicyService,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    private readonly revocations: RevocationEvents,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.fetch = guardedFetch({ allowPrivateHosts: config.outbound.allowPrivateHosts, maxBytes: DOCUMENT_MAX_BYTES, purpose: 'client metadata documents' });
  }

  /** Brings the client a metadata document names up to date (registering it on first use); nothing for other client IDs. */
  async refresh(clientId: string): Promise<void> {
    if (!isMetadataDocumentId(clientId) || this.fresh.has(clientId)) return;
    const policy = await this.policy.current();
    if (!policy.metadataDocuments) return;
    const { document, seconds } = await this.download(clientId);
    let values: DocumentClient;
    try {
      values = readMetadataDocument(clientId, document, policy);
    } catch (error) {
      if (error instanceof ValidationError) throw new MetadataDocumentError(`The app's metadata document (${clientId}) cannot be used: ${error.message}`);
      throw error;
    }
    await this.sync(clientId, values, policy);
    if (seconds > 0) this.fresh.set(clientId, true, { ttl: seconds * 1000 });
  }

  private async download(url: string): Promise<{ document: unknown; seconds: number }> {
    const refuse = (why: string) => new MetadataDocumentError(`The app's metadata document (${url}) could not be read: ${why}`);
    let res: Response;
    try {
      res = await this.fetch(url, { headers: { accept: 'application/json' }, redirect: 'error' });
    } catch (error) {
      if (error instanceof UnsafeUrlError || error instanceof FetchFailedError) throw refuse(error.message);
      throw error;
    }
    if (res.status !== 200) throw refuse(`it answered HTTP ${res.status}.`);
    if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(res.headers.get('content-type') ?? '')) throw refuse('it is not JSON (Content-Type).');
    try {
      return { document: JSON.parse(await res.text()) as unknown, seconds: freshFor(res.headers.get('cache-control')) };
    } catch {
      throw refuse('it is not valid JSON.');
    }
  }

  private async sync(clientId: string, values: DocumentClient, policy: RegistrationPolicy): Promise<void> {
    const existing = await this.dataSource.getRepository(OAuthClient).findOneBy({ clientId });
    if (!existing) {
      const host = new URL(clientId).hostname;
      try {
        await this.clients.createSelfRegistered(SYSTEM_ACTOR, {
          clientId,
          kind: 'metadata_document',
          type: 'public',
          ...values,
          status: this.policy.approves(policy, host) ? 'approved' : 'pending',
        });
      } catch (error) {
        if (!violates(error, 'oauth_clients_pkey')) throw error; // another request registered it a moment ago
      }
      return;
    }
    if (existing.kind !== 'metadata_document') return;
    await this.update(existing.clientId, values);
  }

  /** A changed document: what widens waits for review on an approved client (as an owner's edit does); the rest applies. */
  private async update(clientId: string, values: DocumentClient): Promise<void> {
    const returned = await this.dataSource.transaction(async (manager) => {
      const client = await manager.findOneOrFail(OAuthClient, { where: { clientId }, lock: { mode: 'pessimistic_write' } });
      const proposed = { ...values, websiteUri: values.websiteUri };
      const holds = client.status === 'approved' || client.status === 'suspended';
      const { live, held } = holds ? splitEdit(liveValues(client), proposed, { legacy: false }) : { live: proposed, held: {} };
      const hasHeld = heldFields(held).length > 0 && client.status === 'approved';
      const keepsPending = client.pendingChange !== null && sameHeld(heldOf(client.pendingChange), held);
      const changed = (Object.keys(live) as (keyof typeof live)[]).filter((k) => !sameValue(client[k], live[k]));
      if (changed.length === 0 && (keepsPending || (!hasHeld && client.pendingChange === null))) return false;
      const revision = client.revision + 1;
      const pendingChange: PendingChange | null = keepsPending ? client.pendingChange : hasHeld ? { ...held, revision, submittedAt: new Date().toISOString() } : null;
      const status = client.status === 'rejected' ? 'pending' : client.status;
      await manager.update(OAuthClient, { clientId }, { ...live, revision, pendingChange, status, ...(status !== client.status ? { statusReason: null } : {}) });
      const details = { changed, held: pendingChange ? heldFields(pendingChange) : [], from: 'metadata_document' };
      await this.audit.record(SYSTEM_ACTOR, { action: 'client.updated', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
      return status !== client.status;
    });
    if (returned) this.revocations.revoked();
  }
}
