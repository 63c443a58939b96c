import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/time/clock';
import { checkScopes } from '../clients/client-rules';
import { checkHosts, hostApproved } from './approved-hosts';
import { DEFAULT_REGISTRATION_POLICY, type RegistrationPolicy } from './registration-policy';
import { RegistrationPolicyRow } from './registration-policy.entity';

/**
 * How long an instance answers from the policy it last read. The policy is read on every
 * registration, authorization and metadata request; the metadata routes are hit by every client
 * that starts, so they must not cost a query each. A change saved through this instance applies
 * here at once; through another instance, within this delay (as the token cache's).
 */
export const POLICY_CACHE_MS = 5_000;

/** The registration policy in force, and administrators' changes to it (audited). */
@Injectable()
export class RegistrationPolicyService {
  private cached?: { policy: Promise<RegistrationPolicy>; readAt: number };
  /** Bumped by every save: a read that began before one must not be kept. */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * The policy, from memory when it was read less than POLICY_CACHE_MS ago. Always the same object
   * until it is read again, so what is derived from it (the metadata documents) can be kept with it.
   */
  current(): Promise<RegistrationPolicy> {
    const now = this.clock.monotonic();
    if (this.cached && now - this.cached.readAt < POLICY_CACHE_MS) return this.cached.policy;
    const generation = this.generation;
    const policy = this.read();
    this.cached = { policy, readAt: now };
    // A failed read is not kept: the next request tries again.
    policy.catch(() => {
      if (this.generation === generation && this.cached?.policy === policy) this.cached = undefined;
    });
    return policy;
  }

  /**
   * Forgets the policy read last, so the next use reads it again: for when the database changed
   * under the server (a restore; the test suite emptying its tables between specs).
   */
  forget(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  private async read(): Promise<RegistrationPolicy> {
    const row = await this.dataSource.getRepository(RegistrationPolicyRow).findOneBy({ id: 1 });
    return row ? toPolicy(row) : DEFAULT_REGISTRATION_POLICY;
  }

  /**
   * Whether a self-registered client counts as reviewed by the policy: `*` approves every one; a
   * metadata document's client is approved when its `client_id` URL's host is listed
   * (`approved-hosts.ts` says how entries match). A dynamically registered client has no host.
   */
  approves(policy: RegistrationPolicy, clientIdUrl: string | null): boolean {
    return policy.autoApproveHosts.includes('*') || (clientIdUrl !== null && hostApproved(policy.autoApproveHosts, new URL(clientIdUrl)));
  }

  async update(actor: Actor, input: RegistrationPolicy): Promise<RegistrationPolicy> {
    const policy: RegistrationPolicy = {
      dynamicRegistration: input.dynamicRegistration,
      metadataDocuments: input.metadataDocuments,
      scopes: checkScopes(input.scopes),
      autoApproveHosts: checkHosts(input.autoApproveHosts),
    };
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(RegistrationPolicyRow);
      const before = await repo.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      await repo.upsert({ id: 1, ...policy, updatedById: actor.userId ?? null }, ['id']);
      await this.audit.record(
        actor,
        { action: 'registration_policy.updated', subjectType: 'registration_policy', subjectId: '1', details: { before: before ? toPolicy(before) : DEFAULT_REGISTRATION_POLICY, after: policy } },
        manager,
      );
      return policy;
    });
    this.generation += 1;
    this.cached = { policy: Promise.resolve(saved), readAt: this.clock.monotonic() };
    return saved;
  }
}

function toPolicy(row: RegistrationPolicyRow): RegistrationPolicy {
  return { dynamicRegistration: row.dynamicRegistration, metadataDocuments: row.metadataDocuments, scopes: row.scopes, autoApproveHosts: row.autoApproveHosts };
}

/**
 * `build`, remembered for the last policy it was given: what is derived from the policy (the
 * metadata documents) is made again only when the policy was read again.
 */
export function lastOf<T>(build: (policy: RegistrationPolicy) => T): (policy: RegistrationPolicy) => T {
  let last: { policy: RegistrationPolicy; value: T } | undefined;
  return (policy) => {
    if (last?.policy !== policy) last = { policy, value: build(policy) };
    return last.value;
  };
}
