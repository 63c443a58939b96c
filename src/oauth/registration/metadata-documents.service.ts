import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { AuthFailuresService } from '../../accounts/auth-failures.service';
import { AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { Clock } from '../../common/time/clock';
import { violates } from '../../database/db-errors';
import { DomainError, ValidationError } from '../../common/errors/domain-errors';
import { FetchFailedError, guardedFetch, UnsafeUrlError } from '../../common/net/guarded-fetch';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OAuthClient } from '../clients/client.entity';
import { ClientsService, liveValues } from '../clients/clients.service';
import { heldFields, heldOf, type PendingChange, sameHeld, sameValue, splitEdit } from '../clients/pending-change';
import { DOCUMENT_MAX_BYTES, type DocumentClient, freshFor, isMetadataDocumentId, readMetadataDocument } from './metadata-document';
import type { RegistrationPolicy } from './registration-policy';
import { RegistrationPolicyService } from './registration-policy.service';

/** How long a document that could not be fetched or used is not fetched again. */
export const FAILURE_MEMORY_MS = 5 * 60_000;

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
 *
 * Anyone can make the server fetch a URL by sending a person to the authorization page, so what
 * that costs is bounded: a document that could not be fetched or used is not tried again for
 * FAILURE_MEMORY_MS (the same refusal is shown), each host registers at most
 * RATE_LIMIT_DOCUMENT_CLIENTS_PER_HOST_PER_HOUR new clients an hour (one person with a wildcard
 * DNS name must not fill the review queue), and the queue of self-registered clients has its bound.
 */
@Injectable()
export class MetadataDocumentsService {
  private readonly fetch: typeof fetch;
  private readonly fresh: LRUCache<string, true>;
  private readonly failed: LRUCache<string, MetadataDocumentError>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly policy: RegistrationPolicyService,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    private readonly failures: AuthFailuresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    clock: Clock,
  ) {
    this.fetch = guardedFetch({ allowPrivateHosts: config.outbound.allowPrivateHosts, maxBytes: DOCUMENT_MAX_BYTES, purpose: 'client metadata documents' });
    const onClock = { ttlResolution: 0, ttlAutopurge: false, perf: { now: () => clock.monotonic() } };
    this.fresh = new LRUCache({ max: 10_000, ...onClock });
    this.failed = new LRUCache({ max: 10_000, ttl: FAILURE_MEMORY_MS, ...onClock });
  }

  /** Forgets which documents were fresh or failed (the database changed under the server: the test suite's reset). */
  forget(): void {
    this.fresh.clear();
    this.failed.clear();
  }

  /** Brings the client a metadata document names up to date (registering it on first use); nothing for other client IDs. */
  async refresh(clientId: string): Promise<void> {
    if (!isMetadataDocumentId(clientId) || this.fresh.has(clientId)) return;
    const policy = await this.policy.current();
    if (!policy.metadataDocuments) return;
    const remembered = this.failed.get(clientId);
    if (remembered) throw remembered;
    let read: { values: DocumentClient; seconds: number };
    try {
      read = await this.read(clientId, policy);
    } catch (error) {
      if (error instanceof MetadataDocumentError) this.failed.set(clientId, error);
      throw error;
    }
    await this.sync(clientId, read.values, policy);
    if (read.seconds > 0) this.fresh.set(clientId, true, { ttl: read.seconds * 1000 });
  }

  private async read(clientId: string, policy: RegistrationPolicy): Promise<{ values: DocumentClient; seconds: number }> {
    const { document, seconds } = await this.download(clientId);
    try {
      return { values: readMetadataDocument(clientId, document, policy), seconds };
    } catch (error) {
      if (error instanceof ValidationError) throw new MetadataDocumentError(`The app's metadata document (${clientId}) cannot be used: ${error.message}`);
      throw error;
    }
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
      await this.failures.reserve({
        key: `registration:host:${host}`,
        max: this.config.limits.documentClientsPerHostPerHour,
        windowSeconds: 3600,
        message: `Too many new apps from ${host} registered themselves in the last hour.`,
      });
      try {
        await this.clients.createSelfRegistered(
          SYSTEM_ACTOR,
          { clientId, kind: 'metadata_document', type: 'public', ...values, status: this.policy.approves(policy, clientId) ? 'approved' : 'pending' },
          this.config.selfRegistration.pendingMax,
        );
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
    await this.dataSource.transaction(async (manager) => {
      const client = await manager.findOneOrFail(OAuthClient, { where: { clientId }, lock: { mode: 'pessimistic_write' } });
      const proposed = { ...values, websiteUri: values.websiteUri };
      const holds = client.status === 'approved' || client.status === 'suspended';
      const { live, held } = holds ? splitEdit(liveValues(client), proposed, { legacy: false }) : { live: proposed, held: {} };
      const hasHeld = heldFields(held).length > 0 && client.status === 'approved';
      const keepsPending = client.pendingChange !== null && sameHeld(heldOf(client.pendingChange), held);
      const changed = (Object.keys(live) as (keyof typeof live)[]).filter((k) => !sameValue(client[k], live[k]));
      if (changed.length === 0 && (keepsPending || (!hasHeld && client.pendingChange === null))) return;
      const revision = client.revision + 1;
      const pendingChange: PendingChange | null = keepsPending ? client.pendingChange : hasHeld ? { ...held, revision, submittedAt: new Date().toISOString() } : null;
      // Its status is left as it is: a rejected client stays rejected whatever its document says
      // later (only an administrator changes a status), so a new document cannot put it back in the queue.
      await manager.update(OAuthClient, { clientId }, { ...live, revision, pendingChange });
      const details = { changed, held: pendingChange ? heldFields(pendingChange) : [], from: 'metadata_document' };
      await this.audit.record(SYSTEM_ACTOR, { action: 'client.updated', subjectType: 'oauth_client', subjectId: clientId, details }, manager);
    });
  }
}
